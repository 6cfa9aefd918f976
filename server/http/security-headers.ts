import { secureHeaders } from 'hono/secure-headers'
import type { MiddlewareHandler } from 'hono'
import { frameAncestorsFor, framingHeaders } from './embeddable-pages'

/**
 * CSP for a same-origin PWA: scripts, workers (the service worker), the manifest and API calls come from
 * 'self'. style-src needs 'unsafe-inline' because Chakra/emotion inject <style> at runtime. Inline scripts
 * — those of index.html and the prerendered pages, and the one of the API reference page (/api/docs) — are
 * allowed by hash only (passed in), never by 'unsafe-inline'. media-src allows blob: for
 * recorded video previews; camera and microphone are allowed for this origin (video resumes). No page may be framed
 * (frame-ancestors 'none', X-Frame-Options DENY) except the embeddable resume page (embeddable-pages.ts).
 */
export function securityHeaders(
  inlineScriptHashes: readonly string[] = [],
  /** Where media may also come from: the S3 bucket's origin, when videos play from presigned URLs. */
  mediaOrigins: readonly string[] = [],
) {
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval': the resume builder's live preview lays out its PDF with a WebAssembly module (yoga).
      scriptSrc: ["'self'", ...inlineScriptHashes, "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
      // The builder shows the PDF it drew in the browser in a frame, from a blob: URL; a resume's YouTube video plays
      // in YouTube's privacy-enhanced player once the viewer clicks it (nothing of YouTube loads before).
      frameSrc: ["'self'", 'blob:', 'https://www.youtube-nocookie.com'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: [frameAncestorsFor],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    // Set per path by framingHeaders: hono's option is one value for every answer.
    xFrameOptions: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: {
      camera: ['self'],
      microphone: ['self'],
      geolocation: ['self'],
      payment: [],
      usb: [],
    },
  })
  const headers: MiddlewareHandler = (c, next) =>
    secure(c, async () => {
      await framingHeaders(c, next)
    })
  return headers
}

/**
 * For /api: an answer to a request that carries credentials is private to that user, so no browser cache,
 * proxy or service worker may keep it (nothing private in shared caches). Set after the handler (and after
 * an error), so it wins over anything a route chose. Anonymous answers keep their own caching headers.
 */
export const noStoreWithCredentials: MiddlewareHandler = async (c, next) => {
  await next()
  if (c.req.header('authorization')) c.header('Cache-Control', 'no-store')
}
