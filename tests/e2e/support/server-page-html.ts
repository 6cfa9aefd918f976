// Reading what a server-rendered page carries for scripts and crawlers: the queries it was rendered with and its
// JSON-LD, both embedded as JSON in the HTML.

const embeddedJson = (html: string, pattern: RegExp) => {
  const text = pattern.exec(html)?.[1]
  if (!text) throw new Error(`no ${pattern.source} in the page`)
  return JSON.parse(text) as Record<string, unknown>
}

/** The queries the page carries for the browser to hydrate from. */
export const queryState = (html: string) =>
  embeddedJson(html, /<script type="application\/json" id="server-query-state">([^]*?)<\/script>/) as {
    queries: { queryKey: unknown[]; state: { data: Record<string, unknown> } }[]
  }

/** The page's (first) JSON-LD. */
export const jsonLd = (html: string) =>
  embeddedJson(html, /<script type="application\/ld\+json">([^]*?)<\/script>/)
