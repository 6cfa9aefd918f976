import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * Chakra's createSystem computes the global CSS (reset, globalCss, every token as a CSS variable) as soon as the
 * system is created, for ChakraProvider to insert. The pages the build writes carry that CSS already
 * (src/app/ssr/global-css.tsx) and the app's provider then never reads it (src/components/ui/static-global-css.ts),
 * so this plugin makes `system._global` a getter that computes it on first read: the same value, and no work on a
 * page that does not need it. It fails the build when system.js no longer has the expected lines, so a Chakra
 * upgrade cannot silently bring the work back.
 */
const SYSTEM_RE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/
const EAGER_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const RETURNED_LINE = '\n    _global,\n'

const countOf = (source: string, text: string) => source.split(text).length - 1

/** system.js with `_global` computed on first read; throws if the expected lines are not there once each. */
export function makeGlobalCssLazy(source: string): string {
  for (const line of [EAGER_LINE, RETURNED_LINE]) {
    const occurrences = countOf(source, line)
    if (occurrences !== 1) {
      throw new Error(
        `reelhire:chakra-lazy-global-css expected ${JSON.stringify(line.trim())} once in Chakra's system.js, ` +
          `found it ${occurrences} times: Chakra changed, update scripts/vite-chakra-lazy-global-css.ts`,
      )
    }
  }
  return source
    .replace(EAGER_LINE, 'let _global;')
    .replace(
      RETURNED_LINE,
      '\n    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n',
    )
}

export function chakraLazyGlobalCss(): Plugin {
  return {
    name: 'reelhire:chakra-lazy-global-css',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!SYSTEM_RE.test(id)) return null
      return makeGlobalCssLazy(readFileSync(id, 'utf8'))
    },
  }
}
