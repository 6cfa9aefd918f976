import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useStore } from 'zustand'
import type { Task } from '@/api/tasks/task'
import { tasksQueryOptions, TASKS_QUERY_KEY } from '@/entities/task/task-query'
import { taskWrite, type TaskDraft } from '@/entities/task/writes/task.write'
import { discardEntry, retryEntry } from '@/lib/outbox/queue'
import type { OutboxEntry } from '@/lib/outbox/types'
import { entityIdOf } from '@/lib/sync/offline-write'
import { offlineWriteEngine } from '@/lib/sync/offline-write-host'
import { shownState } from '@/lib/sync/offline-write-state'
import { outboxStore, userEntries } from '@/lib/sync/outbox-store'
import { useSignedInUserId } from '@/lib/session/use-session'
import { usePendingWrites } from '@/lib/sync/use-offline-write'

/** A task as the page shows it: the server's, overlaid with the user's waiting write, and how that write fares. */
export type ShownTask = Task & {
  sync: 'synced' | 'pending' | 'failed'
  /** The refused write, for "Sync failed — Retry" (its reason is `failure`). */
  failedEntry?: OutboxEntry
  failure?: string
}

/** The latest outbox entry of each task of the user (entries are in send order). */
function latestEntries(entries: readonly OutboxEntry[], userId: string | null): Map<string, OutboxEntry> {
  const latest = new Map<string, OutboxEntry>()
  for (const entry of userEntries(entries, userId)) {
    const id = entityIdOf(taskWrite, entry)
    if (id) latest.set(id, entry)
  }
  return latest
}

/**
 * The user's tasks for /tasks: the persisted list (readable offline) with every waiting create, edit and delete
 * shown at once, and the writes themselves — through the outbox, so they survive a dead network.
 */
export function useTasks() {
  const query = useQuery(tasksQueryOptions())
  const queryClient = useQueryClient()
  const userId = useSignedInUserId()
  const pending = usePendingWrites(taskWrite, query.dataUpdatedAt)
  const entries = useStore(outboxStore, (s) => s.entries)

  const tasks = useMemo(() => {
    const latest = latestEntries(entries, userId)
    const server = new Map((query.data?.items ?? []).map((task) => [task.id, task]))
    const ids = new Set([...server.keys(), ...pending.keys()])
    const shown: ShownTask[] = []
    for (const id of ids) {
      const state = shownState(taskWrite, pending.get(id), server.get(id))
      const entry = latest.get(id)
      const failed = entry?.status === 'failed'
      // A refused write no longer counts, so the task shows the server's state, marked as not synced.
      const task = state ?? (failed ? server.get(id) : undefined)
      if (!task) continue
      shown.push({
        ...task,
        sync: !entry ? 'synced' : failed ? 'failed' : 'pending',
        ...(failed && entry ? { failedEntry: entry, failure: entry.lastError?.message } : {}),
      })
    }
    return shown
  }, [query.data, pending, entries, userId])

  const save = useCallback(
    (task: TaskDraft) => {
      const isNew = !query.data?.items.some((t) => t.id === task.id)
      return offlineWriteEngine(taskWrite, queryClient).write({ op: 'save', task, isNew })
    },
    [query.data, queryClient],
  )

  const remove = useCallback(
    async (task: Task) => {
      const onServer = queryClient
        .getQueryData<{ items: Task[] }>(TASKS_QUERY_KEY)
        ?.items.some((t) => t.id === task.id)
      const waiting = latestEntries(outboxStore.getState().entries, userId).get(task.id)
      // Never reached the server: giving up its waiting create is the delete (a delete would be a 404).
      if (!onServer && waiting && waiting.status !== 'sending' && (await discardEntry(waiting.id))) return
      await offlineWriteEngine(taskWrite, queryClient).write({ op: 'delete', id: task.id, text: task.text })
    },
    [queryClient, userId],
  )

  const retry = useCallback((entry: OutboxEntry) => retryEntry(entry.id), [])

  return { query, tasks, save, remove, retry }
}
