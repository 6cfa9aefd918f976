import * as v from 'valibot'
import { TASK_PRIORITIES, TASK_TYPES } from './task-fields'

/**
 * A task as the server answers it:
 * - GET /api/Task → TaskList (the caller's, by start day); GET /api/Task/{id} → Task
 * - POST /api/Task/save → TaskSaveResult (201 when it created the task, 200 when it updated it)
 * - POST /api/Task/{id} → TaskDeleteResult
 * `start` and `end` are calendar days (YYYY-MM-DD), both included; `end` is never before `start`.
 */
export const TaskSchema = v.object({
  id: v.string(),
  text: v.string(),
  description: v.string(),
  start: v.string(),
  end: v.string(),
  progress: v.number(),
  type: v.picklist(TASK_TYPES),
  priority: v.picklist(TASK_PRIORITIES),
  createdAt: v.string(),
  updatedAt: v.string(),
})
export type Task = v.InferOutput<typeof TaskSchema>

export const TaskListSchema = v.object({ items: v.array(TaskSchema), total: v.number() })
export type TaskList = v.InferOutput<typeof TaskListSchema>

export const TaskSaveResultSchema = v.object({ ...TaskSchema.entries, created: v.boolean() })
export type TaskSaveResult = v.InferOutput<typeof TaskSaveResultSchema>

export const TaskDeleteResultSchema = v.object({ id: v.string(), deleted: v.literal(true) })
export type TaskDeleteResult = v.InferOutput<typeof TaskDeleteResultSchema>
