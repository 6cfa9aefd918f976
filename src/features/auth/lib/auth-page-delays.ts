/** How long the auth pages wait before moving on on their own. */

/** After a successful password reset, the page goes to sign-in after 3 seconds. */
export const RESET_SUCCESS_REDIRECT_MS = 3_000
/** After a persona is picked, the page pauses half a second, so "Setting up your account..." reads as progress. */
export const PERSONA_CONTINUE_DELAY_MS = 500
