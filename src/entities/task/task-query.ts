import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { TaskListSchema, type Task, type TaskList } from '@/api/tasks/task'
import { apiRequest } from '@/lib/api-client/api-client'
import { PERSISTED_QUERY_OPTIONS } from '@/lib/query-persistence/persisted-queries'

/** The signed-in user's tasks: persisted, so /tasks opens offline with the last list (cleared at sign-out). */
export const TASKS_QUERY_KEY = ['tasks'] as const

/** GET /api/Task: every task of the caller, by start day. */
export const fetchTasks = (signal?: AbortSignal) =>
  apiRequest('/Task', { schema: TaskListSchema, ...(signal ? { signal } : {}) })

export const tasksQueryOptions = () =>
  queryOptions({
    ...PERSISTED_QUERY_OPTIONS,
    queryKey: TASKS_QUERY_KEY,
    queryFn: ({ signal }) => fetchTasks(signal),
    refetchOnReconnect: 'always',
    refetchOnMount: 'always',
  })

/** The cached list with `task` put in (replacing the one of its id) or, for a string, the task of that id taken out. */
export function patchCachedTasks(queryClient: QueryClient, change: Task | { removed: string }): void {
  queryClient.setQueryData<TaskList>(TASKS_QUERY_KEY, (list) => {
    if (!list) return list
    const id = 'removed' in change ? change.removed : change.id
    const rest = list.items.filter((task) => task.id !== id)
    const items = 'removed' in change ? rest : [...rest, change]
    return { items, total: items.length }
  })
}
