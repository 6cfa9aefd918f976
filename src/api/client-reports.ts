import * as v from 'valibot'
import { TimestampSchema } from './envelope'

/** Limits of POST /api/client-reports (seed 1 §7: warn and error logs go to error reporting). */
export const CLIENT_REPORT_LIMITS = {
  message: 2000,
  stack: 10_000,
  url: 2048,
  userAgent: 512,
  batch: 20,
  bodyBytes: 32 * 1024,
} as const

const bounded = (max: number) => v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`))

/** One client log entry of level warn or error. Free-form extras belong in `context`. */
export const ClientReportSchema = v.strictObject({
  level: v.picklist(['error', 'warn']),
  message: v.pipe(bounded(CLIENT_REPORT_LIMITS.message), v.nonEmpty('message is required')),
  stack: v.optional(bounded(CLIENT_REPORT_LIMITS.stack)),
  context: v.optional(v.record(v.string(), v.unknown())),
  url: v.optional(bounded(CLIENT_REPORT_LIMITS.url)),
  userAgent: v.optional(bounded(CLIENT_REPORT_LIMITS.userAgent)),
  timestamp: TimestampSchema,
})
export type ClientReport = v.InferOutput<typeof ClientReportSchema>

/** The body: one report or a batch of up to 20. */
export const ClientReportsInputSchema = v.union([
  ClientReportSchema,
  v.pipe(
    v.array(ClientReportSchema),
    v.minLength(1, 'at least one report is required'),
    v.maxLength(CLIENT_REPORT_LIMITS.batch, `at most ${CLIENT_REPORT_LIMITS.batch} reports per request`),
  ),
])
export type ClientReportsInput = v.InferInput<typeof ClientReportsInputSchema>

export const ClientReportsResultSchema = v.object({ accepted: v.number() })
export type ClientReportsResult = v.InferOutput<typeof ClientReportsResultSchema>
