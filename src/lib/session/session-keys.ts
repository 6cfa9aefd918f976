export {
  AUTH_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  CURRENT_USER_KEY,
  AUTH_LOGOUT_EVENT,
} from '@/lib/api-client/auth-storage'

/** Same-tab sign-in does not fire 'storage'; the shell listens for this after the keys change. */
export const AUTH_CHANGED_EVENT = 'auth:changed'
/** The two-factor challenge lives in sessionStorage only, for this browser session. */
export const TWO_FACTOR_CHALLENGE_KEY = 'two_factor_challenge'
/** A super admin's chosen persona: changes the displayed role, never the server's authorization. */
export const ACTIVE_PERSONA_KEY = 'active_persona'
/** Sign-up's ?ref= referral code, kept for the browser session. */
export const REFERRAL_CODE_KEY = 'referral_code'
/** Where "I already verified" on /verify-email goes; kept across the trip through the mail client. */
export const VERIFY_RETURN_KEY = 'verify_email_redirect'
/** Web Lock name: one refresh at a time across every tab of this origin. */
export const REFRESH_LOCK_NAME = 'reelhire-refresh'
/** The chosen account id, kept locally; same key as the shell's switcher. */
export const ACTIVE_ACCOUNT_KEY = 'active_account_id'
