import { Hono } from 'hono'
import type { AppEnv } from '../../core/app-env'
import { serviceContext } from '../../core/service-context'
import { affiliateOfCode, recordClick } from './affiliate-codes'
import { rememberFirstTouch } from './referral-touch'

/**
 * GET /r/CODE, the short link (decision 041): counts the click (only its time), leaves the first-touch cookie and
 * sends the visitor to /signup?ref=CODE. An unknown code still lands on sign-up, without a ref: a typo in a shared
 * link should not be a dead end.
 */
export const affiliateLinkRoutes = new Hono<AppEnv>().get('/:code', async (c) => {
  const ctx = serviceContext(c)
  const owner = await affiliateOfCode(ctx.db, c.req.param('code'))
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  if (!owner) return c.redirect('/signup', 302)
  const now = ctx.now()
  // A HEAD (a link checker, a preview) is not a click.
  if (c.req.method === 'GET') await recordClick(ctx.db, owner.userId, now)
  rememberFirstTouch(c, owner.code, now)
  return c.redirect(`/signup?ref=${encodeURIComponent(owner.code)}`, 302)
})
