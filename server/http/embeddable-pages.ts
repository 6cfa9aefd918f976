import type { Context, MiddlewareHandler } from 'hono'
import { isEmbeddedResumePath } from '@/api/resumes/embedded-resume-paths'

/**
 * Framing. Every page of the app refuses to be framed (clickjacking: a hostile page could lay our buttons under
 * its own), except the embeddable resume page, which exists to be put in an <iframe> on other sites. That page
 * carries no sign-in and no action, only a public resume and a link that opens the full page in a new tab, so
 * any site may frame it.
 */
export function isEmbeddablePage(c: Context): boolean {
  return (c.req.method === 'GET' || c.req.method === 'HEAD') && isEmbeddedResumePath(c.req.path)
}

/** The CSP's frame-ancestors for this request (a per-request value of hono's secureHeaders). */
export const frameAncestorsFor = (c: Context): string => (isEmbeddablePage(c) ? '*' : "'none'")

/**
 * After the answer: X-Frame-Options DENY on everything but the embeddable pages (the same rule as frame-ancestors,
 * for browsers that only know the older header), and noindex on the embeddable pages, which are a copy of the
 * resume's own page inside someone else's site and must not compete with it in search results.
 */
export const framingHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  if (isEmbeddablePage(c)) {
    c.res.headers.delete('X-Frame-Options')
    c.header('X-Robots-Tag', 'noindex, nofollow')
  } else {
    c.header('X-Frame-Options', 'DENY')
  }
}
