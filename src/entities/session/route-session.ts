import type { SessionState } from '@/lib/session/session-store'
import { sessionStore } from '@/lib/session/session'

/**
 * Who is signed in, as route guards and loaders see it: the router context carries one (context.session), so a
 * beforeLoad never reaches for a global and a test can hand the router any session it likes.
 * `current()` is read at navigation time, so it always answers for the session as it is now.
 */
export type RouteSession = { current: () => Pick<SessionState, 'token' | 'user'> }

/** This tab's session store: the session the app's router is created with. */
export const tabRouteSession: RouteSession = { current: () => sessionStore.getState() }

/** Nobody signed in: what the prerenderer renders pages for (the HTML every first visit paints). */
export const signedOutRouteSession: RouteSession = { current: () => ({ token: null, user: null }) }
