import type { PageSnapshot } from './snapshot-store'

const MAIN_RE = /(<main\b[^>]*\bid="main-content"[^>]*>)([\s\S]*?)(<\/main>)/
/** The view's list items below the fold are not laid out or painted until scrolled to: the first paint comes sooner. */
const SKIP_OFFSCREEN = '#main-content[inert] li{content-visibility:auto;contain-intrinsic-size:auto 12rem}'
const escapeTitle = (text: string) =>
  text.replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch] ?? ch)

/**
 * The app-shell page with a snapshot's content waiting in its <main> (a <template data-snapshot> before the loading
 * placeholder, the main inert), the snapshot's title, and the page marked `data-snapshot`.
 *
 * The shell paints first, with its placeholder: the template's HTML is parsed but not styled, laid out or painted,
 * so the first paint costs what the shell alone costs. The page's loader (scripts/prerender.ts) swaps the template
 * in once that paint is reported, and starts the app's scripts a frame later, so the view paints before the app's
 * start-up work can hold the main thread. The browser entry then renders the live page over it like over the shell.
 * Returns the shell unchanged when it has no main area to fill.
 *
 * The CSS sits in <body>, after every style in <head>: Chakra's styles are in cascade layers ordered by the first
 * sheet naming them, which must stay the app's global sheet (emotion moves its own sheets within <head>).
 */
export function composeSnapshotPage(shellHtml: string, snapshot: PageSnapshot): string {
  if (!MAIN_RE.test(shellHtml)) return shellHtml
  const css = SKIP_OFFSCREEN + snapshot.css.replaceAll('</', '<\\/')
  // Replacer functions: `$` in the page's HTML must not be read as a replacement pattern.
  return (
    shellHtml
      // inert until the app renders over it: what looks like a button must not swallow a click in the meantime.
      .replace(
        MAIN_RE,
        (_match, open: string, placeholder: string, close: string) =>
          `${open.replace(/>$/, ' inert>')}<template data-snapshot><style data-snapshot>${css}</style>` +
          `${snapshot.html}</template>${placeholder}${close}`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeTitle(snapshot.title)}</title>`)
      .replace('<html ', '<html data-snapshot ')
  )
}
