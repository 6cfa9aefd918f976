import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { TasksPage } from '@/features/tasks/components/tasks-page'
import { TASK_SORTS } from '@/features/tasks/lib/task-sort'
import { TASK_VIEWS, TIMELINE_SCALES, type TasksSearch } from '@/features/tasks/lib/tasks-search'
import { usePageMeta } from '@/hooks/use-page-meta'

/** The view, sort and scale of /tasks: anything unknown falls back to the default, which stays out of the URL. */
const TasksSearchSchema = v.object({
  view: v.fallback(v.optional(v.picklist(TASK_VIEWS)), undefined),
  sort: v.fallback(v.optional(v.picklist(TASK_SORTS)), undefined),
  scale: v.fallback(v.optional(v.picklist(TIMELINE_SCALES)), undefined),
})

/** /tasks (seed 1 §2 route table; sidebar "Tasks"): the signed-in user's tasks. */
export const Route = createFileRoute('/_authed/tasks')({
  validateSearch: TasksSearchSchema,
  component: TasksRoute,
})

function TasksRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  usePageMeta({ title: 'Tasks', noindex: true })
  const current: TasksSearch = {
    view: search.view ?? 'list',
    sort: search.sort ?? 'start',
    scale: search.scale ?? 'day',
  }
  return (
    <TasksPage
      {...current}
      onSearchChange={(change) => {
        const next = { ...current, ...change }
        void navigate({
          search: {
            view: next.view === 'list' ? undefined : next.view,
            sort: next.sort === 'start' ? undefined : next.sort,
            scale: next.scale === 'day' ? undefined : next.scale,
          },
          replace: true,
        })
      }}
    />
  )
}
