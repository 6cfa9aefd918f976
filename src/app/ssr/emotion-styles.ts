const EMOTION_STYLE_RE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g

/**
 * Emotion renders a <style> before each styled element. A hundred style elements spread through the body make
 * the browser recompute styles again and again while parsing, so they are moved into <head>: the global ones as
 * they are (emotion's Global finds them by name; empty ones are dropped) and the rest merged into one `data-emotion="css id1 id2 …"`
 * element, the format emotion's client cache recognises as already inserted. Used by the build's prerender
 * (scripts/prerender.ts) and by the pages the server renders per request (renderSeededPage).
 */
export function hoistEmotionStyles(html: string): { body: string; head: string } {
  const globals: string[] = []
  const ids: string[] = []
  const rules: string[] = []
  const body = html.replace(EMOTION_STYLE_RE, (tag, attr: string, css: string) => {
    const [key, ...names] = attr.split(' ')
    if (key === 'css') {
      ids.push(...names)
      rules.push(css)
    } else if (css !== '') {
      // Not the empty ones ChakraProvider renders: the page template carries its global CSS (app/ssr/global-css.tsx).
      globals.push(tag)
    }
    return ''
  })
  const merged = ids.length > 0 ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : ''
  return { body, head: globals.join('') + merged }
}
