import { eq } from 'drizzle-orm'
import type { ReportPersonInput } from '@/api/people/connection-inputs'
import { ErrorCode } from '@/api/errors'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import type { SignedInViewer } from '../../core/viewer'
import { messageReports } from '../../db/schema/administration'
import { messages } from '../../db/schema/messaging'
import { conversationFor } from '../messaging/conversation-records'

const messageNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'This message does not exist.' })

/**
 * POST /api/Messages/{id}/report: a participant reports a message the other person wrote; kept for the
 * moderators (GET /api/admin/reports), the sender is not told. Outsiders get the 404 of a missing message.
 */
export async function reportMessage(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  id: string,
  input: Required<ReportPersonInput>,
): Promise<{ messageId: string; reported: true }> {
  if (!isUuid(id)) throw messageNotFound()
  const [message] = await ctx.db.select().from(messages).where(eq(messages.id, id))
  if (!message) throw messageNotFound()
  await conversationFor(ctx.db, viewer, 'view', message.conversationId).catch(() => {
    throw messageNotFound()
  })
  if (message.senderId === viewer.userId) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, { message: 'You cannot report your own message.' })
  }
  await ctx.db.insert(messageReports).values({
    reporterId: viewer.userId,
    messageId: message.id,
    reason: input.reason,
    details: input.details === '' ? null : input.details,
    createdAt: ctx.now(),
  })
  return { messageId: message.id, reported: true }
}
