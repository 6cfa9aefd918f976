import * as v from 'valibot'
import type { Task } from '@/api/tasks/task'
import type { TaskPriority, TaskType } from '@/api/tasks/task-fields'
import { TaskSaveInputSchema } from '@/api/tasks/task-input'
import type { TaskDraft } from '@/entities/task/writes/task.write'
import { addDays } from './task-days'

/** What the dialog edits: every field as the inputs hold it. */
export type TaskFormValues = {
  text: string
  description: string
  start: string
  end: string
  progress: number
  type: TaskType
  priority: TaskPriority
}

export type TaskFormErrors = Partial<Record<keyof TaskFormValues, string>>

/** A new task starts today and runs three days, not started, medium priority. */
export const newTaskValues = (today: string): TaskFormValues => ({
  text: '',
  description: '',
  start: today,
  end: addDays(today, 2),
  progress: 0,
  type: 'task',
  priority: 'medium',
})

export const valuesOf = (task: Task): TaskFormValues => ({
  text: task.text,
  description: task.description,
  start: task.start,
  end: task.end,
  progress: task.progress,
  type: task.type,
  priority: task.priority,
})

/**
 * The values checked by the API's own schema (the server says the same words), as the task to write, or the
 * first error of each field. An empty end makes a one-day task.
 */
export function checkTaskForm(
  id: string,
  values: TaskFormValues,
): { draft: TaskDraft; errors: null } | { draft: null; errors: TaskFormErrors } {
  const result = v.safeParse(TaskSaveInputSchema, { id, ...values })
  if (!result.success) {
    const errors: TaskFormErrors = {}
    for (const issue of result.issues) {
      const key = v.getDotPath(issue) as keyof TaskFormValues | null
      if (key && !errors[key]) errors[key] = issue.message
    }
    return { draft: null, errors }
  }
  const input = result.output
  return {
    draft: {
      id,
      text: input.text,
      description: input.description ?? '',
      start: input.start,
      end: input.end || input.start,
      progress: input.progress ?? 0,
      type: input.type ?? 'task',
      priority: input.priority ?? 'medium',
    },
    errors: null,
  }
}

/** The task's state with a new span or progress, ready to write. */
export const draftOf = (task: Task, change: Partial<TaskDraft> = {}): TaskDraft => ({
  id: task.id,
  text: task.text,
  description: task.description,
  start: task.start,
  end: task.end,
  progress: task.progress,
  type: task.type,
  priority: task.priority,
  ...change,
})
