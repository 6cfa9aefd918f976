import { ChakraProvider } from '@chakra-ui/react'
import { renderToString } from 'react-dom/server'
import { STATIC_GLOBAL_CSS_ATTRIBUTE } from '@/components/ui/static-global-css'
import { getSystem } from '@/components/ui/system'

const GLOBAL_STYLE_RE = /<style data-emotion="css-global [^"]+"[^>]*>([\s\S]*?)<\/style>/g

/**
 * Chakra's global CSS as one <style> for the build to put in every page's <head> (scripts/prerender.ts), so the
 * browser finds it in the HTML and the app does not insert it at start-up (components/ui/static-global-css.ts). It is
 * what ChakraProvider's emotion Globals would insert, rendered by them, in their order: the layer order, then reset,
 * globalCss and the token variables.
 */
export function renderGlobalCssTag(): string {
  const html = renderToString(<ChakraProvider value={getSystem()}>{null}</ChakraProvider>)
  const css = [...html.matchAll(GLOBAL_STYLE_RE)].map((match) => match[1]).join('')
  if (!css.includes('@layer reset') || !css.includes('--chakra-colors-')) {
    throw new Error('Chakra rendered no global CSS (reset and token variables): src/app/ssr/global-css.tsx')
  }
  return `<style ${STATIC_GLOBAL_CSS_ATTRIBUTE}>${css}</style>`
}
