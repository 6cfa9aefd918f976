import { secureHeaders } from 'hono/secure-headers'

/**
 * CSP for a same-origin PWA: scripts, workers (the service worker), the manifest and API calls come from
 * 'self'. style-src needs 'unsafe-inline' because Chakra/emotion inject <style> at runtime. Inline scripts
 * in index.html are allowed by hash only (passed in), never by 'unsafe-inline'. media-src allows blob: for
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
