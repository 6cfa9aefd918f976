import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * next-themes renders an inline script that puts the stored theme's class on <html> before the first paint. It
 * builds that script from a function's source text (`${M.toString()}`), so the script is whatever the running
 * JavaScript loader made of that function. The prerender (scripts/build.ts) and the server's page rendering import
 * the server-side bundle through tsx, whose transform adds `__name(...)` calls (esbuild's keepNames): the script
 * then throws `__name is not defined` in the browser, the page paints without its theme, and next-themes applies
 * it only when the app mounts (a full-page style recalculation, a light flash for dark-mode visitors).
 * This plugin replaces `M.toString()` with the function's source as a string literal, which no loader rewrites.
 * It fails the build when next-themes no longer has that shape.
 */
const NEXT_THEMES_RE = /next-themes\/dist\/index\.mjs$/
const SCRIPT_FUNCTION_RE = /var M=(\(e,i,s,u,m,a,l,h\)=>\{[\s\S]*?\});var b=\["light","dark"\]/
const TO_STRING = '${M.toString()}'

/** next-themes' module source with its inline script's source text fixed as a string; throws on another shape. */
export function inlineThemeScriptSource(source: string): string {
  const scriptFunction = SCRIPT_FUNCTION_RE.exec(source)?.[1]
  if (!scriptFunction || source.split(TO_STRING).length !== 2) {
    throw new Error(
      "reelhire:next-themes-script did not find next-themes' inline script function (var M=...) and its one " +
        '`${M.toString()}`: next-themes changed, update scripts/vite-next-themes-script.ts',
    )
  }
  return source.replace(TO_STRING, '${' + JSON.stringify(scriptFunction) + '}')
}

export function nextThemesScript(): Plugin {
  return {
    name: 'reelhire:next-themes-script',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!NEXT_THEMES_RE.test(id)) return null
      return inlineThemeScriptSource(readFileSync(id, 'utf8'))
    },
  }
}
