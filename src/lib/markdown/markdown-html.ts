import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
import type { HtmlExtension } from 'micromark-util-types'

/**
 * Markdown written by users (job descriptions) as safe HTML, straight from micromark's tokens. A page rendered on
 * the server hydrates it as one `dangerouslySetInnerHTML` string that React does not walk, where react-markdown
 * built a React element per paragraph and list item (3× the work on a job page, measured 2026-11-27).
 *
 * Safe: raw HTML in the text is dropped — the tags, not the text between them, as react-markdown's `skipHtml`
 * does — everything else is escaped, and link and image URLs with other protocols than http(s), mailto, irc(s)
 * and xmpp (javascript:, data:) are emptied (micromark's `allowDangerousProtocol: false`). Links open in a new tab
 * with rel="nofollow ugc noopener": the text is not ours.
 */
const dropRawHtml: HtmlExtension = {
  exit: {
    htmlFlowData() {},
    htmlTextData() {},
  },
}

// Built once, on first use: micromark's GFM extension objects are not cheap to make on every render, and a module
// that calls nothing at load can be left out of a bundle that imports it but never renders Markdown.
let extensions: ReturnType<typeof gfm>[] | undefined
let htmlExtensions: HtmlExtension[] | undefined

/** micromark writes every link as `<a href="…"` (escaped): the attributes go in front of the href. */
const LINK_START = /<a href="/g

export function markdownToSafeHtml(markdown: string): string {
  extensions ??= [gfm()]
  htmlExtensions ??= [gfmHtml(), dropRawHtml]
  const html = micromark(markdown, { extensions, htmlExtensions, allowDangerousHtml: false })
  return html.replace(LINK_START, '<a rel="nofollow ugc noopener" target="_blank" href="')
}
