import * as v from 'valibot'
import type { Sequence } from '@/api/outreach/outreach'
import { DAILY_CAP_DEFAULT } from '@/api/outreach/outreach-fields'
import { SequenceInputSchema, type SequenceInput } from '@/api/outreach/outreach-inputs'

/** The editor's values: numbers as typed text, the delay split into days and hours as people think of it. */
export type StepValues = { days: string; hours: string; subject: string; body: string }
export type SequenceValues = {
  name: string
  timeZone: string
  windowStartHour: string
  windowEndHour: string
  weekdaysOnly: boolean
  dailyCap: string
  steps: StepValues[]
}

/** The browser's own zone: a recruiter's first guess for their candidates'. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

export const emptyStep = (first: boolean): StepValues => ({
  days: first ? '0' : '3',
  hours: '0',
  subject: first ? 'Hello {{ firstName }}' : 'Following up, {{ firstName }}',
  body: '',
})

export const newSequenceValues = (): SequenceValues => ({
  name: '',
  timeZone: browserTimeZone(),
  windowStartHour: '9',
  windowEndHour: '17',
  weekdaysOnly: true,
  dailyCap: String(DAILY_CAP_DEFAULT),
  steps: [emptyStep(true)],
})

export const valuesOf = (sequence: Sequence): SequenceValues => ({
  name: sequence.name,
  timeZone: sequence.timeZone,
  windowStartHour: String(sequence.windowStartHour),
  windowEndHour: String(sequence.windowEndHour),
  weekdaysOnly: sequence.weekdaysOnly,
  dailyCap: String(sequence.dailyCap),
  steps: sequence.steps.map((step) => ({
    days: String(Math.floor(step.delayHours / 24)),
    hours: String(step.delayHours % 24),
    subject: step.subject,
    body: step.body,
  })),
})

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

export const delayHoursOf = (step: StepValues) => number(step.days) * 24 + number(step.hours)

export type SequenceErrors = Record<string, string>

/** The API's own schema decides; its issues are keyed by path (`steps.0.subject`) for the fields. */
export function checkSequence(values: SequenceValues): { input: SequenceInput } | { errors: SequenceErrors } {
  const raw = {
    name: values.name,
    timeZone: values.timeZone,
    windowStartHour: number(values.windowStartHour),
    windowEndHour: number(values.windowEndHour),
    weekdaysOnly: values.weekdaysOnly,
    dailyCap: number(values.dailyCap),
    steps: values.steps.map((step) => ({
      delayHours: delayHoursOf(step),
      subject: step.subject,
      body: step.body,
    })),
  }
  const result = v.safeParse(SequenceInputSchema, raw)
  if (result.success) return { input: result.output }
  const errors: SequenceErrors = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? 'form'
    errors[path] ??= issue.message
  }
  return { errors }
}
