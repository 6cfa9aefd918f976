// The site's origin for absolute links (share links, structured data). In the browser it is the page's; a server
// render has no window, so the render sets the configured public origin (PUBLIC_URL) before rendering.
let serverSiteOrigin = ''

/** Set by the server-side render (src/app/entry-prerender.tsx) before it renders a page. */
export function setServerSiteOrigin(origin: string): void {
  serverSiteOrigin = origin.replace(/\/+$/, '')
}

export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverSiteOrigin : window.location.origin
}
