import { REFERRAL_CODE_KEY } from '@/lib/session/session-keys'

/** ?ref= is kept in sessionStorage so it survives a detour to the terms page. */
export function rememberReferralCode(ref: string | undefined): string {
  try {
    const trimmed = ref?.trim().slice(0, 64)
    if (trimmed) sessionStorage.setItem(REFERRAL_CODE_KEY, trimmed)
    return sessionStorage.getItem(REFERRAL_CODE_KEY) ?? ''
  } catch {
    return ref?.trim() ?? ''
  }
}
