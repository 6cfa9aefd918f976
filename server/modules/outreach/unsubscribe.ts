import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { UnsubscribeInfo } from '@/api/outreach/outreach'
import { OUTREACH_TEXTS } from '@/api/outreach/outreach-fields'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { Db } from '../../db/client'
import { outreachEnrolments, outreachSequences, outreachSuppressions } from '../../db/schema/outreach'
import { users } from '../../db/schema/users'
import { personName } from './outreach-dto'

const tokenInvalid = () => new AppError(ErrorCode.NOT_FOUND_ERROR, { message: OUTREACH_TEXTS.tokenInvalid })

async function enrolmentOf(db: Db, token: string) {
  if (token.length < 20 || token.length > 100) return undefined
  const [row] = await db
    .select({ enrolment: outreachEnrolments, sequence: outreachSequences })
    .from(outreachEnrolments)
    .innerJoin(outreachSequences, eq(outreachSequences.id, outreachEnrolments.sequenceId))
    .where(eq(outreachEnrolments.unsubscribeToken, token))
  return row
}

/** GET /api/Outreach/unsubscribe/{token}/info: who wrote, and whether the address is unsubscribed already. */
export async function unsubscribeInfo(db: Db, token: string): Promise<UnsubscribeInfo> {
  const row = await enrolmentOf(db, token)
  if (!row) throw tokenInvalid()
  const [sender] = await db.select().from(users).where(eq(users.id, row.sequence.ownerUserId))
  const [suppressed] = await db
    .select()
    .from(outreachSuppressions)
    .where(
      and(
        eq(outreachSuppressions.email, row.enrolment.email),
        eq(outreachSuppressions.reason, 'unsubscribed'),
      ),
    )
  return { senderName: sender ? personName(sender) : 'A recruiter', unsubscribed: suppressed !== undefined }
}

/**
 * POST /api/Outreach/unsubscribe/{token} (RFC 8058 one-click, and the confirmation page's button): no session,
 * the token is the authority. At once and for good: the address joins the global suppression list, and every
 * active enrolment of it, in any sender's sequence, ends as unsubscribed — a step already claimed is cancelled
 * before delivery (step-delivery.ts). Repeating it changes nothing.
 */
export async function unsubscribe(ctx: ServiceContext, token: string): Promise<UnsubscribeInfo> {
  const row = await enrolmentOf(ctx.db, token)
  if (!row) throw tokenInvalid()
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(outreachSuppressions)
      .values({
        email: row.enrolment.email,
        reason: 'unsubscribed',
        sequenceId: row.sequence.id,
        createdAt: now,
      })
      .onConflictDoUpdate({ target: outreachSuppressions.email, set: { reason: 'unsubscribed' } })
    await tx
      .update(outreachEnrolments)
      .set({ status: 'unsubscribed', stoppedAt: now, nextSendAt: null })
      .where(and(eq(outreachEnrolments.email, row.enrolment.email), eq(outreachEnrolments.status, 'active')))
    // The enrolment the link came from counts as unsubscribed even when it had completed.
    await tx
      .update(outreachEnrolments)
      .set({ status: 'unsubscribed', stoppedAt: now, nextSendAt: null })
      .where(and(eq(outreachEnrolments.id, row.enrolment.id), eq(outreachEnrolments.status, 'completed')))
  })
  return unsubscribeInfo(ctx.db, token)
}
