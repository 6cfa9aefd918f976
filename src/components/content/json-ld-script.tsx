/** The JSON for a <script type="application/ld+json">: '<' escaped, so no text can close the script. */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** `url` made absolute against the site's origin (a logo stored as '/files/…'); undefined when it is no URL. */
export function absoluteUrl(url: string, origin: string): string | undefined {
  try {
    return new URL(url, origin).href
  } catch {
    return undefined
  }
}

/**
 * A page's schema.org structured data, for search engines: rendered on the server with the page, so crawlers that
 * run no script read it, and hydrated as it is.
 */
export function JsonLdScript({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // The text is JSON with '<' escaped (jsonLdScriptText): nothing in it can end the script element.
      dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }}
    />
  )
}
