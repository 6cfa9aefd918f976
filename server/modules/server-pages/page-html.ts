/**
 * What the server-side bundle's renderServerPage (src/app/entry-prerender.tsx) answers: the rendered root, the
 * hoisted emotion styles, the page's full title and description, and the queries it rendered with as JSON (already
 * escaped for an inline script).
 */
export type RenderedServerPage = {
  statusCode: number
  body: string
  head: string
  title: string
  description: string
  queryState: string
}

/** The id the browser entry reads the query state from (src/app/ssr/server-query-state.ts names it too). */
const SERVER_QUERY_STATE_ID = 'server-query-state'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch)

/** Tags the page sets itself; removed from the template first so each appears once. */
const REPLACED_HEAD_TAGS = [
  /<title>[^<]*<\/title>\s*/g,
  /<meta\s+name="description"[^>]*>\s*/g,
  /<link\s+rel="canonical"[^>]*>\s*/g,
  /<meta\s+property="og:[^"]*"[^>]*>\s*/g,
]

/**
 * A page rendered on the server (a job, a company, the first page of jobs): the template (index.html with the deferred script loader) with the rendered root, and a head
 * that link unfurlers and crawlers can read without running scripts — title, description, canonical URL, Open
 * Graph — plus the styles and the query state. The JSON-LD is part of the rendered body. The state is a
 * `type="application/json"` script: not executed, so the CSP needs no hash or nonce for it.
 * Replacements use functions: a job's text may contain `$&` and the like, which a replacement string would expand.
 */
export function serverPageHtml(template: string, page: RenderedServerPage, canonicalUrl: string): string {
  if (!template.includes('<div id="root"></div>'))
    throw new Error('The page template has no empty <div id="root"></div> to fill')
  let html = template
  for (const tag of REPLACED_HEAD_TAGS) html = html.replace(tag, () => '')
  const title = escapeHtml(page.title)
  // One line: a description's paragraphs would otherwise carry their line breaks into the attribute.
  const description = escapeHtml(page.description.replace(/\s+/g, ' ').trim())
  const url = escapeHtml(canonicalUrl)
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="ReelHire" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    page.head,
    `<script type="application/json" id="${SERVER_QUERY_STATE_ID}">${page.queryState.replace(/</g, '\\u003c')}</script>`,
  ].join('')
  html = html.replace('</head>', () => `${head}</head>`)
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
}
