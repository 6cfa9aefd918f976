import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * Chakra's preset module creates its default system while modules load (`createSystem(defaultConfig)`, ~300 ms on a
 * slow phone). ReelHire builds its own system from `defaultConfig` (src/components/ui/system.ts) and never uses
 * `defaultSystem`, but the bundler keeps the call because it cannot know that `createSystem` has no side effects.
 * This plugin marks that one call as pure, so the bundler drops it when nothing imports `defaultSystem` and keeps it
 * (unchanged, eager) if something ever does. It fails the build when the preset no longer has the expected line, so
 * a Chakra upgrade cannot silently bring the work back.
 */
const PRESET_RE = /@chakra-ui\/react\/dist\/esm\/preset\.js$/
const DEFAULT_SYSTEM_LINE = 'const defaultSystem = createSystem(defaultConfig);'

/** The preset module's source with the default system's creation marked pure; throws if the line is not there. */
export function markDefaultSystemPure(source: string): string {
  const occurrences = source.split(DEFAULT_SYSTEM_LINE).length - 1
  if (occurrences !== 1) {
    throw new Error(
      `reelhire:chakra-no-default-system expected "${DEFAULT_SYSTEM_LINE}" once in Chakra's preset.js, ` +
        `found it ${occurrences} times: Chakra changed, update scripts/vite-chakra-no-default-system.ts`,
    )
  }
  return source.replace(
    DEFAULT_SYSTEM_LINE,
    'const defaultSystem = /* @__PURE__ */ createSystem(defaultConfig);',
  )
}

export function chakraNoDefaultSystem(): Plugin {
  return {
    name: 'reelhire:chakra-no-default-system',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!PRESET_RE.test(id)) return null
      return markDefaultSystemPure(readFileSync(id, 'utf8'))
    },
  }
}
