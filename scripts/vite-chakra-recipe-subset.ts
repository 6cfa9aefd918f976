import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * Chakra's default theme registers ~75 component recipes, and the theme object references all of them, so the
 * bundler cannot drop the unused ones (~20 KB gzip of start-up JS). In production builds this plugin rewrites
 * Chakra's two recipe registries (theme/recipes.js, theme/slot-recipes.js) without the recipes listed below.
 * A component whose recipe is excluded renders unstyled: remove it from this list when the app starts using it.
 * `scripts/vite-chakra-recipe-subset.test.ts` fails when src/ uses a component excluded here.
 */
export const EXCLUDED_CHAKRA_RECIPES = [
  'actionBar',
  'carousel',
  'checkboxCard',
  'codeBlock',
  'colorPicker',
  'colorSwatch',
  'combobox',
  'dateInput',
  'datePicker',
  'editable',
  'fileUpload',
  'floatingPanel',
  'hoverCard',
  'listbox',
  'marquee',
  'qrCode',
  'radioCard',
  'ratingGroup',
  'scrollArea',
  'slider',
  'splitter',
  'timeline',
  'treeView',
]

const REGISTRY_RE = /@chakra-ui\/react\/dist\/esm\/theme\/(recipes|slot-recipes)\.js$/

/** Drops the excluded keys (and their imports) from one registry module's source. */
export function filterRecipeRegistry(source: string, excluded: readonly string[]): string {
  const dropped = new Set<string>()
  const kept = source.replace(/^\s+(\w+): (\w+),?\n/gm, (line, key: string, binding: string) => {
    if (!excluded.includes(key)) return line
    dropped.add(binding)
    return ''
  })
  return kept.replace(/^import \{ (\w+) \} from '[^']+';\n/gm, (line, binding: string) =>
    dropped.has(binding) ? '' : line,
  )
}

export function chakraRecipeSubset(excluded: readonly string[] = EXCLUDED_CHAKRA_RECIPES): Plugin {
  return {
    name: 'reelhire:chakra-recipe-subset',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!REGISTRY_RE.test(id)) return null
      return filterRecipeRegistry(readFileSync(id, 'utf8'), excluded)
    },
  }
}
