import type { TaskSort } from './task-sort'

// The /tasks search params live apart from the page: the route's validateSearch runs in the entry chunk, and
// importing them from tasks-page (or the timeline's geometry, with its date formatters) pulled the whole page (dialogs, menus, tabs) into every first load.
export const TASK_VIEWS = ['list', 'board', 'timeline'] as const
export type TaskView = (typeof TASK_VIEWS)[number]

export const TIMELINE_SCALES = ['day', 'week'] as const
export type TimelineScale = (typeof TIMELINE_SCALES)[number]

export type TasksSearch = { view: TaskView; sort: TaskSort; scale: TimelineScale }
