import { ErrorCode } from '@/api/errors'
import { TASK_TEXTS } from '@/api/tasks/task-fields'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { tasks, type TaskRow } from '../../db/schema/tasks'
import { AppError } from '../../core/app-error'
import { canOnTask, type TaskAction, type Viewer } from '../../core/policy'
import { isUuid } from '../../core/uuid'

export const taskNotFound = () => new AppError(ErrorCode.NOT_FOUND_ERROR, { message: TASK_TEXTS.notFound })

/** The task of this id whatever its owner, or undefined (the policy decides what the caller may do with it). */
export async function findTask(db: Db, id: string): Promise<TaskRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id))
  return row
}

/** The task if the policy lets the viewer do `action` to it; a missing task and someone else's are one 404. */
export async function taskFor(db: Db, viewer: Viewer, action: TaskAction, id: string): Promise<TaskRow> {
  const row = await findTask(db, id)
  if (!row || !canOnTask(viewer, action, { ownerUserId: row.userId })) throw taskNotFound()
  return row
}
