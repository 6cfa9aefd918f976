import { and, asc, count, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { TaskDeleteResult, TaskList, TaskSaveResult } from '@/api/tasks/task'
import { MAX_TASKS, TASK_TEXTS } from '@/api/tasks/task-fields'
import type { TaskSaveValues } from '@/api/tasks/task-input'
import type { Db } from '../../db/client'
import { tasks, type TaskRow } from '../../db/schema/tasks'
import { AppError } from '../../core/app-error'
import type { SignedInViewer } from '../../core/viewer'
import type { ServiceContext } from '../../core/service-context'
import { toTask } from './task-dto'
import { findTask, taskFor, taskNotFound } from './task-records'

/**
 * The task calls of seed 1 §7 as services, so the routes and — later — the AI assistant (after the user
 * confirmed what it proposes) create tasks the same way, with the caller's own rights.
 */

const endBeforeStart = () =>
  new AppError(ErrorCode.VALIDATION_ERROR, {
    message: `Validation failed: end: ${TASK_TEXTS.endBeforeStart}`,
    details: { issues: [{ path: 'end', message: TASK_TEXTS.endBeforeStart }] },
  })

/**
 * GET /api/Task: the caller's tasks by start day. Tasks are their owner's alone (policy canOnTask), so the
 * caller's list is exactly the rows they own.
 */
export async function listTasks(db: Db, viewer: SignedInViewer): Promise<TaskList> {
  const rows = await db
    .select()
    .from(tasks)
    .where(eq(tasks.userId, viewer.userId))
    .orderBy(asc(tasks.startDate), asc(tasks.createdAt), asc(tasks.id))
  return { items: rows.map(toTask), total: rows.length }
}

/** GET /api/Task/{id}. */
export async function getTask(db: Db, viewer: SignedInViewer, id: string) {
  return toTask(await taskFor(db, viewer, 'view', id))
}

/** The stored end: '' or null leave it open (a one-day task); left out on an update it keeps its value. */
function endOf(input: TaskSaveValues, existing: TaskRow | undefined): string {
  if (input.end === undefined) return existing?.endDate ?? input.start
  return input.end || input.start
}

async function updateTask(ctx: ServiceContext, viewer: SignedInViewer, row: TaskRow, input: TaskSaveValues) {
  const end = endOf(input, row)
  if (end < input.start) throw endBeforeStart()
  const [updated] = await ctx.db
    .update(tasks)
    .set({
      text: input.text,
      startDate: input.start,
      endDate: end,
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.progress !== undefined ? { progress: input.progress } : {}),
      ...(input.type !== undefined ? { type: input.type } : {}),
      ...(input.priority !== undefined ? { priority: input.priority } : {}),
      updatedAt: ctx.now(),
    })
    // The owner again in the statement: a task deleted (or never theirs) meanwhile is not written.
    .where(and(eq(tasks.id, row.id), eq(tasks.userId, viewer.userId)))
    .returning()
  if (!updated) throw taskNotFound()
  return updated
}

/**
 * POST /api/Task/save: updates the caller's task of `input.id`, or creates one (under `input.id` when given).
 * A repeated create — the outbox sending again after a lost answer — finds its task and updates it to the
 * same values, so it is one task. Someone else's id is a 404, as on every other task call.
 */
export async function saveTask(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  input: TaskSaveValues,
): Promise<TaskSaveResult> {
  const existing = input.id ? await findTask(ctx.db, input.id) : undefined
  if (existing) {
    const row = await taskFor(ctx.db, viewer, 'edit', existing.id)
    return { ...toTask(await updateTask(ctx, viewer, row, input)), created: false }
  }
  const [owned] = await ctx.db.select({ n: count() }).from(tasks).where(eq(tasks.userId, viewer.userId))
  if (Number(owned?.n ?? 0) >= MAX_TASKS)
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: TASK_TEXTS.tooMany })
  const now = ctx.now()
  const [created] = await ctx.db
    .insert(tasks)
    .values({
      ...(input.id ? { id: input.id } : {}),
      userId: viewer.userId,
      text: input.text,
      description: input.description ?? '',
      startDate: input.start,
      endDate: endOf(input, undefined),
      progress: input.progress ?? 0,
      type: input.type ?? 'task',
      priority: input.priority ?? 'medium',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: tasks.id })
    .returning()
  if (created) return { ...toTask(created), created: true }
  // The same id was created between the look-up and the insert (two sends of one create): update it.
  const row = await taskFor(ctx.db, viewer, 'edit', input.id ?? '')
  return { ...toTask(await updateTask(ctx, viewer, row, input)), created: false }
}

/** POST /api/Task/{id}: deletes the caller's task. */
export async function deleteTask(db: Db, viewer: SignedInViewer, id: string): Promise<TaskDeleteResult> {
  const row = await taskFor(db, viewer, 'delete', id)
  const [gone] = await db
    .delete(tasks)
    .where(and(eq(tasks.id, row.id), eq(tasks.userId, viewer.userId)))
    .returning({ id: tasks.id })
  if (!gone) throw taskNotFound()
  return { id: gone.id, deleted: true }
}
