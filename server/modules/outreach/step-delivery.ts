import { and, eq } from 'drizzle-orm'
import type { ServiceContext } from '../../core/service-context'
import { signedInViewer } from '../../core/viewer'
import {
  outreachEnrolments,
  outreachSends,
  outreachSequences,
  outreachSuppressions,
  type OutreachSendRow,
} from '../../db/schema/outreach'
import { users } from '../../db/schema/users'
import { roleOf } from '../auth/user-records'
import { openConversation } from '../messaging/conversations'
import { sendMessage } from '../messaging/message-send'
import { personName } from './outreach-dto'
import { outreachMail } from './outreach-mail'

/** An SMTP answer that will not change on a retry (5xx: unknown mailbox, refused): a bounce. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * Delivers a claimed step: first the ReelHire message (the candidate sees and answers it in their messages;
 * its id is the send's, so a retried delivery stores it once), then the mail. Looked at again just before:
 * an unsubscribe or a stop that arrived since the claim cancels it. A permanent refusal is a bounce (the
 * address is suppressed for everyone); anything else throws, and the queue tries this job again.
 */
export async function deliverStep(ctx: ServiceContext, send: OutreachSendRow): Promise<void> {
  const [row] = await ctx.db
    .select({ enrolment: outreachEnrolments, sequence: outreachSequences })
    .from(outreachEnrolments)
    .innerJoin(outreachSequences, eq(outreachSequences.id, outreachEnrolments.sequenceId))
    .where(eq(outreachEnrolments.id, send.enrolmentId))
  const [suppressed] = row
    ? await ctx.db
        .select()
        .from(outreachSuppressions)
        .where(eq(outreachSuppressions.email, row.enrolment.email))
    : []
  const [sender] = await ctx.db.select().from(users).where(eq(users.id, send.senderUserId))
  if (
    !row ||
    !sender ||
    suppressed ||
    ['unsubscribed', 'stopped', 'bounced', 'replied'].includes(row.enrolment.status)
  ) {
    await ctx.db.update(outreachSends).set({ status: 'cancelled' }).where(eq(outreachSends.id, send.id))
    return
  }
  const { enrolment, sequence } = row
  try {
    const viewer = await signedInViewer(ctx.db, {
      userId: sender.id,
      email: sender.email,
      role: roleOf(sender),
      accountId: sequence.accountId,
      sessionId: 'outreach',
      isEmailVerified: true,
    })
    const conversation = await openConversation(ctx, viewer, enrolment.recipientUserId)
    await sendMessage(ctx, viewer, conversation.id, {
      id: send.id,
      body: `${send.subject}\n\n${send.body}`.slice(0, 4000),
      attachments: [],
    })
  } catch (error) {
    // The mail still goes: the in-app copy is a convenience, refused e.g. when the policy changed since.
    ctx.log.warn({ err: error, sendId: send.id }, 'outreach: the ReelHire copy of a step was not stored')
  }
  try {
    await ctx.mailer.deliver(
      outreachMail({
        to: enrolment.email,
        subject: send.subject,
        body: send.body,
        senderName: personName(sender),
        senderEmail: sender.email,
        publicUrl: ctx.settings.PUBLIC_URL,
        token: enrolment.unsubscribeToken,
      }),
    )
  } catch (error) {
    if (!isPermanent(error)) throw error
    const now = ctx.now()
    await ctx.db.transaction(async (tx) => {
      await tx.update(outreachSends).set({ status: 'bounced' }).where(eq(outreachSends.id, send.id))
      await tx
        .update(outreachEnrolments)
        .set({ status: 'bounced', stoppedAt: now, nextSendAt: null })
        .where(eq(outreachEnrolments.id, enrolment.id))
      await tx
        .insert(outreachSuppressions)
        .values({ email: enrolment.email, reason: 'bounced', sequenceId: sequence.id, createdAt: now })
        .onConflictDoNothing()
    })
    return
  }
  await ctx.db
    .update(outreachSends)
    .set({ status: 'sent', sentAt: ctx.now() })
    .where(and(eq(outreachSends.id, send.id), eq(outreachSends.status, 'queued')))
}
