import * as v from 'valibot'
import { UUID_PATTERN } from '../uuid'
import { isCalendarDay, isDayInRange } from './task-dates'
import { TASK_DESCRIPTION_MAX, TASK_PRIORITIES, TASK_TEXT_MAX, TASK_TEXTS, TASK_TYPES } from './task-fields'

/**
 * POST /api/Task/save {id optional, text, description, start, end, progress, type, priority} (seed 1 §7):
 * create or update. Without an id the server picks one; with an id it updates the caller's task of that id,
 * or creates it under that id when there is none — so a client that picks the id (the offline outbox) can send
 * the same create twice and get one task. On an update, the optional fields left out keep their values.
 */

/** A calendar day, or '' when `required` is null (an optional day left empty). */
const day = (required: string | null) =>
  v.pipe(
    v.string(required ?? TASK_TEXTS.dateInvalid),
    v.trim(),
    v.check((value) => value !== '' || required === null, required ?? ''),
    v.check((value) => value === '' || isCalendarDay(value), TASK_TEXTS.dateInvalid),
    v.check((value) => value === '' || isDayInRange(value), TASK_TEXTS.dateOutOfRange),
  )

// A missing required field reads as empty, so it is named with the field's own words, not valibot's.
export const TaskTextSchema = v.pipe(
  v.optional(v.string(TASK_TEXTS.textRequired), ''),
  v.trim(),
  v.minLength(1, TASK_TEXTS.textRequired),
  v.maxLength(TASK_TEXT_MAX, TASK_TEXTS.textTooLong),
)

export const TaskProgressSchema = v.pipe(
  v.number(TASK_TEXTS.progressInvalid),
  v.integer(TASK_TEXTS.progressInvalid),
  v.minValue(0, TASK_TEXTS.progressInvalid),
  v.maxValue(100, TASK_TEXTS.progressInvalid),
)

export const TaskSaveInputSchema = v.pipe(
  v.strictObject({
    id: v.optional(v.pipe(v.string(TASK_TEXTS.idInvalid), v.regex(UUID_PATTERN, TASK_TEXTS.idInvalid))),
    text: TaskTextSchema,
    description: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(TASK_DESCRIPTION_MAX, TASK_TEXTS.descriptionTooLong)),
    ),
    start: v.optional(day(TASK_TEXTS.startRequired), ''),
    // null or '' leave the end open: the task is then one day long.
    end: v.optional(v.nullable(day(null))),
    progress: v.optional(TaskProgressSchema),
    type: v.optional(v.picklist(TASK_TYPES, TASK_TEXTS.typeInvalid)),
    priority: v.optional(v.picklist(TASK_PRIORITIES, TASK_TEXTS.priorityInvalid)),
  }),
  v.forward(
    v.partialCheck(
      [['start'], ['end']],
      (input) => !input.end || input.end >= input.start,
      TASK_TEXTS.endBeforeStart,
    ),
    ['end'],
  ),
)
export type TaskSaveInput = v.InferInput<typeof TaskSaveInputSchema>
export type TaskSaveValues = v.InferOutput<typeof TaskSaveInputSchema>
