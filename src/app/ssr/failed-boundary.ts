/** How react-dom/server marks a Suspense boundary whose content threw while rendering: `<!--$!-->`. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

/**
 * Whether part of a server render failed: React then leaves that boundary for the browser to render and puts the
 * server's error (with its file paths) in the markup — not a page to send to a visitor.
 */
export const hasFailedBoundary = (html: string): boolean => html.includes(CLIENT_RENDERED_BOUNDARY)
