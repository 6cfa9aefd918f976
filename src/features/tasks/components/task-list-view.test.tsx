// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import type { OutboxEntry } from '@/lib/outbox/types'
import type { ShownTask } from '../lib/use-tasks'
import { TaskListView } from './task-list-view'

const task = (over: Partial<ShownTask>): ShownTask => ({
  id: over.text ?? 'id',
  text: 'Task',
  description: '',
  start: '2026-11-20',
  end: '2026-11-22',
  progress: 0,
  type: 'task',
  priority: 'medium',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  sync: 'synced',
  ...over,
})

const noop = () => undefined

afterEach(cleanup)

describe('the task list', () => {
  const sortable = [
    task({ text: 'Late and urgent', start: '2026-12-01', end: '2026-12-01', priority: 'high' }),
    task({ text: 'Early and low', start: '2026-11-01', end: '2026-11-02', priority: 'low' }),
  ]
  const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

  it.each([
    ['start', ['Early and low', 'Late and urgent']],
    ['priority', ['Late and urgent', 'Early and low']],
  ] as const)('sorts by %s', (sort, expected) => {
    renderInChakra(
      <TaskListView
        tasks={sortable}
        sort={sort}
        onSortChange={noop}
        onEdit={noop}
        onDelete={noop}
        onRetry={noop}
      />,
    )
    expect(names()).toEqual(expected)
  })

  it('marks waiting and refused writes; Retry sends the refused one again', () => {
    const onRetry = vi.fn()
    const failedEntry = { id: 'e1' } as OutboxEntry
    const refused = task({
      text: 'Refused',
      sync: 'failed',
      failedEntry,
      failure: 'This task does not exist.',
    })
    renderInChakra(
      <TaskListView
        tasks={[task({ text: 'Waiting', sync: 'pending' }), refused]}
        sort="start"
        onSortChange={noop}
        onEdit={noop}
        onDelete={noop}
        onRetry={onRetry}
      />,
    )
    // Same days: by name, so the refused one comes first.
    const [failed, waiting] = screen.getAllByTestId('task-row')
    expect(within(waiting!).getByText('Waiting to sync')).toBeTruthy()
    expect(within(failed!).getByText('Sync failed')).toBeTruthy()
    expect(within(failed!).getByText('This task does not exist.')).toBeTruthy()
    fireEvent.click(within(failed!).getByRole('button', { name: 'Retry syncing “Refused”' }))
    expect(onRetry).toHaveBeenCalledWith(refused)
  })

  it('shows progress to assistive technology', () => {
    renderInChakra(
      <TaskListView
        tasks={[task({ text: 'Half', progress: 50 })]}
        sort="start"
        onSortChange={noop}
        onEdit={noop}
        onDelete={noop}
        onRetry={noop}
      />,
    )
    expect(
      screen.getByRole('progressbar', { name: 'Progress of “Half”' }).getAttribute('aria-valuenow'),
    ).toBe('50')
  })
})
