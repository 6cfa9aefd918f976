import type { Task } from '@/api/tasks/task'
import type { TaskPriority } from '@/api/tasks/task-fields'

export const TASK_SORTS = ['start', 'priority'] as const
export type TaskSort = (typeof TASK_SORTS)[number]

const RANK: Record<TaskPriority, number> = { high: 0, medium: 1, low: 2 }

const byStart = (a: Task, b: Task) =>
  a.start.localeCompare(b.start) || a.end.localeCompare(b.end) || a.text.localeCompare(b.text)

/** By start day (then end, then name), or by priority (high first) and then start day. */
export function sortTasks<T extends Task>(tasks: readonly T[], sort: TaskSort): T[] {
  const sorted = [...tasks]
  if (sort === 'priority') return sorted.sort((a, b) => RANK[a.priority] - RANK[b.priority] || byStart(a, b))
  return sorted.sort(byStart)
}

export const PRIORITY_LABELS: Record<TaskPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' }
export const PRIORITY_PALETTE: Record<TaskPriority, string> = { high: 'red', medium: 'orange', low: 'gray' }
