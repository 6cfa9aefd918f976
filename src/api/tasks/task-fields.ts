/**
 * The task of seed 1 §3 ("Task (as described to the assistant)"): text (required), description, start (date,
 * required), end (date), progress 0–100, type, priority (high, medium, low). The spec names no types; ours are
 * the three a timeline draws differently: a task (a bar), a milestone (a point in time), a project (a span that
 * groups work).
 */
export const TASK_TYPES = ['task', 'milestone', 'project'] as const
export type TaskType = (typeof TASK_TYPES)[number]

export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const
export type TaskPriority = (typeof TASK_PRIORITIES)[number]

export const TASK_TEXT_MAX = 200
export const TASK_DESCRIPTION_MAX = 2000
/** A user's tasks are one list on one page (no paging): bounded, so the list and the timeline stay quick. */
export const MAX_TASKS = 500

/** Dates are calendar days (no time, no zone): a task runs from its start day to its end day, both included. */
export const TASK_DATE_MIN = '2000-01-01'
export const TASK_DATE_MAX = '2099-12-31'

/** Every text the task calls answer with or validate with; the client's dialog shows the same words. */
export const TASK_TEXTS = {
  created: 'Task created',
  updated: 'Task updated',
  deleted: 'Task deleted',
  notFound: 'This task does not exist.',
  tooMany: `You can keep at most ${MAX_TASKS} tasks`,
  textRequired: 'Task name is required',
  textTooLong: `Task name must be at most ${TASK_TEXT_MAX} characters`,
  descriptionTooLong: `Description must be at most ${TASK_DESCRIPTION_MAX} characters`,
  startRequired: 'Start date is required',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  dateOutOfRange: 'Dates must be between 2000 and 2099',
  endBeforeStart: 'End date must be on or after the start date',
  progressInvalid: 'Progress must be a whole number from 0 to 100',
  typeInvalid: 'Type must be task, milestone or project',
  priorityInvalid: 'Priority must be high, medium or low',
  idInvalid: 'Task id must be a UUID',
} as const
