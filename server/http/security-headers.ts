import { secureHeaders } from 'hono/secure-headers'
import type { MiddlewareHandler } from 'hono'

/**
 * CSP for a same-origin PWA: scripts, workers (the service worker), the manifest and API calls come from
 * 'self'. style-src needs 'unsafe-inline' because Chakra/emotion inject <style> at runtime. Inline scripts
 * — those of index.html and the prerendered pages, and the one of the API reference page (/api/docs) — are
 * allowed by hash only (passed in), never by 'unsafe-inline'. media-src allows blob: for
 * recorded video previews; camera and microphone are allowed for this origin (video resumes).
 */
export function securityHeaders(inlineScriptHashes: readonly string[] = []) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: {
      camera: ['self'],
      microphone: ['self'],
      geolocation: ['self'],
      payment: [],
      usb: [],
    },
  })
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
