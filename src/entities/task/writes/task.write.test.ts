import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Task, TaskList } from '@/api/tasks/task'
import { TASKS_QUERY_KEY } from '../task-query'
import { taskWrite, type TaskDraft } from './task.write'

const draft: TaskDraft = {
  id: '5b0c2f7e-8d4a-4e53-9a53-2f0c3c1b9a10',
  text: 'Call recruiter',
  description: '',
  start: '2026-11-27',
  end: '2026-11-28',
  progress: 0,
  type: 'task',
  priority: 'medium',
}
const stored: Task = {
  ...draft,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
}

describe('the task offline write', () => {
  it('is one entity per task: a save and a delete of it replace each other while they wait', () => {
    expect(taskWrite.entityKey(taskWrite.entity({ op: 'save', task: draft, isNew: true }))).toBe(
      `task:${draft.id}`,
    )
    expect(taskWrite.entity({ op: 'delete', id: draft.id, text: 'x' })).toBe(draft.id)
  })

  it('sends the seed’s calls: save with the client’s id, delete by POST to the task', () => {
    expect(taskWrite.request({ op: 'save', task: draft, isNew: true })).toEqual({
      method: 'POST',
      path: '/api/Task/save',
      body: draft,
    })
    expect(taskWrite.request({ op: 'delete', id: draft.id, text: 'x' })).toEqual({
      method: 'POST',
      path: `/api/Task/${draft.id}`,
    })
  })

  it('shows the new state while it waits, or nothing for a delete', () => {
    const moved = taskWrite.optimistic({ op: 'save', task: { ...draft, progress: 50 }, isNew: false }, stored)
    expect(moved).toMatchObject({ progress: 50, createdAt: stored.createdAt })
    expect(taskWrite.optimistic({ op: 'delete', id: draft.id, text: 'x' }, stored)).toBeNull()
  })

  it('settles the server’s answer into the cached list', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData<TaskList>(TASKS_QUERY_KEY, { items: [stored], total: 1 })
    const context = { queryClient, now: 0 }
    taskWrite.settle?.(
      context,
      { op: 'save', task: { ...draft, text: 'Renamed' }, isNew: false },
      {
        ...stored,
        text: 'Renamed',
        created: false,
      },
    )
    expect(queryClient.getQueryData<TaskList>(TASKS_QUERY_KEY)?.items.map((t) => t.text)).toEqual(['Renamed'])
    taskWrite.settle?.(
      context,
      { op: 'delete', id: draft.id, text: 'Renamed' },
      { id: draft.id, deleted: true },
    )
    expect(queryClient.getQueryData<TaskList>(TASKS_QUERY_KEY)).toEqual({ items: [], total: 0 })
  })

  it('names the write for Sync issues and the toasts', () => {
    expect(taskWrite.label({ op: 'save', task: draft, isNew: true })).toBe('Create task “Call recruiter”')
    expect(taskWrite.label({ op: 'delete', id: draft.id, text: 'Call recruiter' })).toBe(
      'Delete task “Call recruiter”',
    )
    expect(taskWrite.texts.done({ op: 'save', task: draft, isNew: false })).toBe('Task updated')
    expect(taskWrite.texts.failed({ op: 'delete', id: draft.id, text: '' })).toBe('Failed to delete task')
  })
})
