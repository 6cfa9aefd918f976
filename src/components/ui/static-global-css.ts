import type { SystemContext } from '@chakra-ui/react'

/**
 * Marks the <style> that carries Chakra's global CSS (layer order, reset, globalCss, token variables) in every page
 * the build writes: the prerendered pages, the app shell and the template of the pages the server renders
 * (scripts/prerender.ts puts it there, src/app/ssr/global-css.tsx renders it).
 */
export const STATIC_GLOBAL_CSS_ATTRIBUTE = 'data-chakra-global-css'

/**
 * Whether the page already carries the global CSS. The server only renders into pages built with it; in the browser
 * it is there unless the page is the development server's index.html.
 */
export function pageHasStaticGlobalCss(): boolean {
  if (typeof document === 'undefined') return true
  return document.querySelector(`style[${STATIC_GLOBAL_CSS_ATTRIBUTE}]`) !== null
}

/**
 * The system for a page that carries the global CSS already. ChakraProvider would otherwise insert it again through
 * emotion's Global at start-up: serialize ~33 KB of CSS, then move or add <style> elements in <head>, each a
 * recalculation of the whole page's styles. Without layers and with no global styles the provider's Globals insert
 * nothing; every other part of the system (recipes still use the layers) is the same object's.
 */
export function withoutGlobalCss(system: SystemContext): SystemContext {
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext
}
