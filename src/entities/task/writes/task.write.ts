import type { Task } from '@/api/tasks/task'
import { TaskSaveResultSchema } from '@/api/tasks/task'
import { TASK_TEXTS } from '@/api/tasks/task-fields'
import type { TaskSaveInput } from '@/api/tasks/task-input'
import { parseWriteData } from '@/lib/api-client/parse-response'
import { defineOfflineWrite } from '@/lib/sync/offline-write'
import { patchCachedTasks, TASKS_QUERY_KEY } from '../task-query'

/** A task's whole state as the client sends it: the id is the client's, so a create can be sent twice safely. */
export type TaskDraft = Required<Pick<TaskSaveInput, 'id' | 'text' | 'start'>> &
  Required<Pick<Task, 'description' | 'end' | 'progress' | 'type' | 'priority'>>

/**
 * One write to a task: its whole new state (`isNew` while the server has never had it), or its removal.
 * `text` of a removal names it for people ('Delete “Call recruiter”').
 */
export type TaskWriteInput =
  { op: 'save'; task: TaskDraft; isNew: boolean } | { op: 'delete'; id: string; text: string }

/** What a task shows while a write waits: the task as it will be, or null when it is being deleted. */
export type TaskState = Task | null

export const TASK_WRITE_TEXTS = {
  saveFailed: 'Failed to save task',
  deleteFailed: 'Failed to delete task',
} as const

const quoted = (text: string) => `“${text.trim() || 'task'}”`

/**
 * Tasks as an offline write (decision 011): one entity per task, `task:<id>`, each write carrying the task's
 * whole new state — POST /api/Task/save with the client's id (create or update), or POST /api/Task/{id} to
 * delete. Edited twice offline, only the last state is sent; created and edited offline, one create.
 */
export const taskWrite = defineOfflineWrite<TaskWriteInput, TaskState>({
  kind: 'task',
  entity: (input) => (input.op === 'save' ? input.task.id : input.id),
  request: (input) =>
    input.op === 'save'
      ? { method: 'POST', path: '/api/Task/save', body: input.task }
      : { method: 'POST', path: `/api/Task/${encodeURIComponent(input.id)}` },
  label: (input) =>
    input.op === 'save'
      ? `${input.isNew ? 'Create' : 'Update'} task ${quoted(input.task.text)}`
      : `Delete task ${quoted(input.text)}`,
  optimistic: (input, server) => {
    if (input.op === 'delete') return null
    const at = server?.updatedAt ?? new Date(0).toISOString()
    return { createdAt: server?.createdAt ?? at, updatedAt: at, ...input.task }
  },
  serverData: TASKS_QUERY_KEY,
  // Accepted: the server's task (or its absence) into the list at once, before the refetch.
  settle: ({ queryClient }, input, data) => {
    if (input.op === 'delete') return patchCachedTasks(queryClient, { removed: input.id })
    const saved = parseWriteData(TaskSaveResultSchema, data)
    if (!saved) return
    const { created: _created, ...task } = saved
    patchCachedTasks(queryClient, task)
  },
  texts: {
    done: (input) =>
      input.op === 'delete' ? TASK_TEXTS.deleted : input.isNew ? TASK_TEXTS.created : TASK_TEXTS.updated,
    failed: (input) => (input.op === 'delete' ? TASK_WRITE_TEXTS.deleteFailed : TASK_WRITE_TEXTS.saveFailed),
  },
})
