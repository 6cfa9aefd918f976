import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { AFFILIATE_TERMS } from '@/api/affiliates/affiliate-dashboard'

/**
 * The first touch (decision 041): the short link leaves a first-party cookie with the code and the time of the
 * click, for the attribution window. It is set only when no unexpired one exists, so the first link clicked
 * wins; sign-up reads it. HttpOnly: page scripts never see it.
 */
export const REFERRAL_COOKIE = 'rh_ref'
const WINDOW_MS = AFFILIATE_TERMS.attributionDays * 86_400_000

export type ReferralTouch = { code: string; at: Date }

export function readReferralTouch(c: Context, now: Date): ReferralTouch | null {
  const raw = getCookie(c, REFERRAL_COOKIE)
  const match = raw ? /^([A-Za-z0-9-]{3,32})\.(\d{1,13})$/.exec(raw) : null
  if (!match) return null
  const at = new Date(Number(match[2]))
  if (now.getTime() - at.getTime() > WINDOW_MS || at.getTime() > now.getTime() + 60_000) return null
  return { code: match[1]!, at }
}

/** Remembers this click unless an earlier one still holds. */
export function rememberFirstTouch(c: Context, code: string, now: Date): void {
  if (readReferralTouch(c, now)) return
  setCookie(c, REFERRAL_COOKIE, `${code}.${now.getTime()}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: WINDOW_MS / 1000,
  })
}
