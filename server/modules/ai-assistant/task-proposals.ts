import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { CHAT_TEXTS, type TaskProposal } from '@/api/ai/chat'
import type { TaskSaveResult } from '@/api/tasks/task'
import type { Db } from '../../db/client'
import { aiTaskProposals, type AiTaskProposalRow } from '../../db/schema/ai-assistant'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { saveTask } from '../tasks/tasks'

/** A proposal can be confirmed for a day; after that the user asks again. */
export const PROPOSAL_TTL_MS = 24 * 60 * 60 * 1000

export const toProposal = (row: AiTaskProposalRow): TaskProposal => ({
  id: row.id,
  kind: 'create-task',
  task: { text: row.text, start: row.startDate, end: row.endDate },
})

/** Keeps what the assistant offered, so a confirm creates exactly that and nothing a request could add. */
export async function proposeTask(
  db: Db,
  userId: string,
  task: { text: string; start: string },
  at: Date,
): Promise<TaskProposal> {
  const [row] = await db
    .insert(aiTaskProposals)
    .values({ userId, text: task.text, startDate: task.start, endDate: task.start, createdAt: at })
    .returning()
  return toProposal(row!)
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND_ERROR, { message: CHAT_TEXTS.proposalNotFound })
const done = () => new AppError(ErrorCode.CONFLICT_ERROR, { message: CHAT_TEXTS.proposalDone })

/** Moves the caller's open proposal to `status` in one statement, so two confirms cannot both pass. */
async function answer(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  id: string,
  status: 'confirmed' | 'dismissed',
) {
  const [row] = await ctx.db
    .select()
    .from(aiTaskProposals)
    .where(and(eq(aiTaskProposals.id, id), eq(aiTaskProposals.userId, viewer.userId)))
  if (!row || ctx.now().getTime() - row.createdAt.getTime() > PROPOSAL_TTL_MS) throw notFound()
  const [claimed] = await ctx.db
    .update(aiTaskProposals)
    .set({ status, answeredAt: ctx.now() })
    .where(and(eq(aiTaskProposals.id, id), eq(aiTaskProposals.status, 'proposed')))
    .returning()
  if (!claimed) throw done()
  return claimed
}

/**
 * POST /api/ai/actions/{id}/confirm: the user confirmed the task shown to them; it is created through the task
 * service with their own rights (seed 1 §5), under the proposal's id. If that fails the proposal stays open.
 */
export async function confirmTaskProposal(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  id: string,
): Promise<TaskSaveResult> {
  const row = await answer(ctx, viewer, id, 'confirmed')
  try {
    return await saveTask(ctx, viewer, { id: row.id, text: row.text, start: row.startDate, end: row.endDate })
  } catch (error) {
    await ctx.db
      .update(aiTaskProposals)
      .set({ status: 'proposed', answeredAt: null })
      .where(eq(aiTaskProposals.id, row.id))
    throw error
  }
}

/** POST /api/ai/actions/{id}/dismiss: the user said no; the proposal can no longer be confirmed. */
export async function dismissTaskProposal(ctx: ServiceContext, viewer: SignedInViewer, id: string) {
  const row = await answer(ctx, viewer, id, 'dismissed')
  return { id: row.id, dismissed: true as const }
}
