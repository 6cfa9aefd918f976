import { ChakraProvider } from '@chakra-ui/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { STATIC_GLOBAL_CSS_ATTRIBUTE, withoutGlobalCss } from '@/components/ui/static-global-css'
import { getSystem } from '@/components/ui/system'
import { hoistEmotionStyles } from './emotion-styles'
import { renderGlobalCssTag } from './global-css'

const cssOf = (tag: string) => tag.replace(/^<style [^>]*>/, '').replace(/<\/style>$/, '')

describe('the global CSS the build puts in every page', () => {
  const tag = renderGlobalCssTag()
  const css = cssOf(tag)

  it('is one marked <style> with the layer order first, then reset, globalCss and the token variables', () => {
    expect(tag.startsWith(`<style ${STATIC_GLOBAL_CSS_ATTRIBUTE}>`)).toBe(true)
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true)
    const reset = css.indexOf('@layer reset{')
    const base = css.indexOf('@layer base{')
    const tokens = css.indexOf('@layer tokens{')
    expect(reset).toBeGreaterThan(0)
    expect(base).toBeGreaterThan(reset)
    expect(tokens).toBeGreaterThan(base)
    // The app's own globalCss and tokens, light and dark.
    expect(css).toContain('--reelhire-bottom-bar-offset')
    expect(css).toContain('--chakra-colors-indigo-600:#4f46e5')
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-indigo-solid:var\(--chakra-colors-indigo-500\)/)
  })

  it('is exactly what ChakraProvider would insert at start-up', () => {
    const { head } = hoistEmotionStyles(
      renderToString(<ChakraProvider value={getSystem()}>{null}</ChakraProvider>),
    )
    const inserted = [...head.matchAll(/<style data-emotion="css-global [^"]+">([\s\S]*?)<\/style>/g)]
    expect(inserted.map((match) => match[1]).join('')).toBe(css)
  })

  it('is not rendered again by a provider given the system without it', () => {
    const html = renderToString(<ChakraProvider value={withoutGlobalCss(getSystem())}>{null}</ChakraProvider>)
    expect(hoistEmotionStyles(html).head).toBe('')
    // Everything else is the same system: recipes still go to their layer.
    expect(withoutGlobalCss(getSystem()).getRecipeFn('button')).toBe(getSystem().getRecipeFn('button'))
  })
})
