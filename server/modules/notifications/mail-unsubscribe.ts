import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { NOTIFICATION_MAIL_TEXTS } from '@/api/notifications/notification-mail'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import { users } from '../../db/schema/users'
import { updateMailPreferences } from './notification-mail-preferences'

/**
 * The one-click unsubscribe of notification mail (RFC 8058). The outreach helper keys its tokens to an
 * enrolment row; a notification mail has no such row, so the token is `<userId>.<HMAC of it>` under the
 * server's JWT secret — nothing to store, and it cannot be forged for someone else.
 */
const PURPOSE = 'notification-mail-unsubscribe:'

const signatureOf = (secret: string, userId: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest('base64url')

export const unsubscribeToken = (secret: string, userId: string) => `${userId}.${signatureOf(secret, userId)}`

export function userOfToken(secret: string, token: string): string | null {
  const [userId, signature, extra] = token.split('.')
  if (!userId || !signature || extra !== undefined || !isUuid(userId)) return null
  const expected = Buffer.from(signatureOf(secret, userId))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null
}

/** POST /api/Notifications/mail-unsubscribe/{token}: every kind off, at once; repeating it changes nothing. */
export async function unsubscribeFromNotificationMail(ctx: ServiceContext, token: string): Promise<void> {
  const userId = userOfToken(ctx.settings.JWT_SECRET, token)
  const [user] = userId ? await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)) : []
  if (!user) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: NOTIFICATION_MAIL_TEXTS.tokenInvalid })
  await updateMailPreferences(
    ctx.db,
    user.id,
    { connectionRequested: false, connectionAccepted: false, message: false, applicationStage: false },
    ctx.now(),
  )
}
