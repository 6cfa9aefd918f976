import type { SessionSummary } from '../../entities/session/use-session-summary'

/**
 * The session the shell is drawn for: the one useSessionSummary reads, or `'unknown'` in the app-shell page. That
 * page is rendered once at build time and served to everybody (src/app/entry-prerender.tsx), so it cannot know who
 * will see it; the spots that differ between signed in and signed out show placeholders there rather than the
 * signed-out version a signed-in user would see flash by. `'unknown'` is not an object on purpose: code that reads
 * `session.isSignedIn` without handling it first does not compile.
 */
export type ShellSession = SessionSummary | typeof SESSION_UNKNOWN

export const SESSION_UNKNOWN = 'unknown'
