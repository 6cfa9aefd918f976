import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { appBuildPluginNames } from './app-build-plugins'
import { inlineThemeScriptSource } from './vite-next-themes-script'

const nextThemes = readFileSync(
  createRequire(import.meta.url)
    .resolve('next-themes')
    .replace(/index\.js$/, 'index.mjs'),
  'utf8',
)

/** Runs a theme script's function source as the browser would, on a stand-in <html>; returns its classes. */
function runThemeScript(functionSource: string, stored: string | null): string[] {
  const classes = new Set<string>()
  const documentElement = {
    classList: {
      add: (...names: string[]) => names.forEach((n) => classes.add(n)),
      remove: (...names: string[]) => names.forEach((n) => classes.delete(n)),
    },
    style: {},
    setAttribute: () => {},
  }
  const run = new Function('document', 'localStorage', 'window', `return (${functionSource})`) as (
    ...args: unknown[]
  ) => (...args: unknown[]) => void
  const script = run(
    { documentElement },
    { getItem: () => stored },
    { matchMedia: () => ({ matches: false }) },
  )
  script('class', 'theme', 'system', null, ['light', 'dark'], null, true, true)
  return [...classes]
}

describe('next-themes inline script as a fixed string', () => {
  it("replaces the function's toString() with its source text, which still sets the theme", () => {
    const out = inlineThemeScriptSource(nextThemes)
    expect(out).not.toContain('M.toString()')
    const literal = /__html:`\(\$\{("(?:[^"\\]|\\.)*")\}\)/.exec(out)?.[1]
    expect(literal).toBeDefined()
    const functionSource = JSON.parse(literal!) as string
    expect(functionSource).not.toContain('__name')
    expect(runThemeScript(functionSource, 'dark')).toEqual(['dark'])
    expect(runThemeScript(functionSource, null)).toEqual(['light']) // system, and the stand-in OS is light
  })

  it('refuses a next-themes whose shape changed, so an upgrade cannot silently undo it', () => {
    expect(() => inlineThemeScriptSource(nextThemes.replace('${M.toString()}', '${String(M)}'))).toThrow(
      /next-themes changed/,
    )
    expect(() => inlineThemeScriptSource('var Q=()=>{};')).toThrow(/next-themes changed/)
  })

  it('is in the app build, client and prerender alike', () => {
    for (const isSsrBuild of [false, true]) {
      expect(appBuildPluginNames(isSsrBuild)).toContain('reelhire:next-themes-script')
    }
  })
})
