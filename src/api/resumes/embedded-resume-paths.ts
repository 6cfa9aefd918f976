/**
 * The embeddable resume page: the one page other sites may put in an <iframe>. It answers at three addresses
 * (the canonical one and two aliases), each ending in the resume's id or slug. The server opens framing for
 * these paths only, the service worker leaves their navigations to the network, and the client renders them
 * without the app's shell — so all three read the same pattern from here.
 */
export const EMBEDDED_RESUME_PATH = /^\/(?:embedded-resume|embedded\/resumes?)\/[^/]+\/?$/

export const isEmbeddedResumePath = (pathname: string): boolean => EMBEDDED_RESUME_PATH.test(pathname)

/** The canonical address of a resume's embeddable page (the one the embed snippet uses). */
export const embeddedResumePath = (idOrSlug: string): string =>
  `/embedded-resume/${encodeURIComponent(idOrSlug)}`
