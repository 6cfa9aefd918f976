import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXCLUDED_CHAKRA_RECIPES, filterRecipeRegistry } from './vite-chakra-recipe-subset'

const chakraTheme = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  '../esm/theme',
)
const read = (file: string) => readFileSync(path.join(chakraTheme, file), 'utf8')
const pascal = (key: string) => key[0]!.toUpperCase() + key.slice(1)

describe('chakra recipe subset', () => {
  it('removes excluded recipes and their imports, keeps the rest', () => {
    const out = filterRecipeRegistry(read('slot-recipes.js'), EXCLUDED_CHAKRA_RECIPES)
    expect(out).not.toContain('datePickerSlotRecipe')
    expect(out).not.toMatch(/^\s+treeView:/m)
    expect(out).toMatch(/^\s+menu: menuSlotRecipe/m)
    expect(out).toContain("import { menuSlotRecipe } from './recipes/menu.js'")
    // Every excluded key existed: a renamed recipe upstream would silently stop being excluded.
    const all = read('recipes.js') + read('slot-recipes.js')
    for (const key of EXCLUDED_CHAKRA_RECIPES) expect(all).toMatch(new RegExp(`^\\s+${key}:`, 'm'))
  })

  it('excludes nothing that src/ uses', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f.endsWith('.tsx'))
    const source = files.map((f) => readFileSync(f, 'utf8')).join('\n')
    const used = EXCLUDED_CHAKRA_RECIPES.filter((key) => new RegExp(`<${pascal(key)}[.\\s/>]`).test(source))
    expect(used).toEqual([])
  })
})
