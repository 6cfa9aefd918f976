// Paths the server owns. A navigation to one of them must reach the network: an API call or an
// upload answered with index.html would be parsed as garbage, and a missing hashed asset must stay
// a 404 rather than turn into the app shell. The embeddable resume page is framed by other sites: the server's
// answer is the one that allows framing (the precached shell carries frame-ancestors 'none') and has no app frame.
import { EMBEDDED_RESUME_PATH } from '@/api/resumes/embedded-resume-paths'

export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api\//,
  /^\/files\//,
  /^\/dev\//,
  /^\/assets\//,
  // The affiliate short link counts its click on the server, then redirects (decision 041).
  /^\/r\//,
  EMBEDDED_RESUME_PATH,
]

export function isNavigationDenied(pathname: string): boolean {
  return NAVIGATION_DENYLIST.some((re) => re.test(pathname))
}
