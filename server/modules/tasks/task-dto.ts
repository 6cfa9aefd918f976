import type { Task } from '@/api/tasks/task'
import type { TaskRow } from '../../db/schema/tasks'

/** A stored task as the API answers it (seed 1 §3 field names). */
export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    text: row.text,
    description: row.description,
    start: row.startDate,
    end: row.endDate,
    progress: row.progress,
    type: row.type,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
