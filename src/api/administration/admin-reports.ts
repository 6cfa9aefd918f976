import * as v from 'valibot'
import { PagedSchema, PageQuerySchema } from '../pagination'
import { REPORT_REASONS } from '../people/connection-inputs'

/** GET /api/admin/reports: open (not yet reviewed) or reviewed, newest first; people and message reports. */
export const ReportListQuerySchema = v.object({
  status: v.optional(v.picklist(['open', 'reviewed'], 'Unknown status'), 'open'),
  ...PageQuerySchema.entries,
})
export type ReportListQuery = v.InferOutput<typeof ReportListQuerySchema>

export const REPORT_KINDS = ['person', 'message'] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

export const HIDEABLE_KINDS = ['message', 'resume', 'company', 'job'] as const
export type HideableKind = (typeof HIDEABLE_KINDS)[number]

const PersonRefSchema = v.object({ id: v.string(), name: v.string(), email: v.string() })

export const AdminReportSchema = v.object({
  kind: v.picklist(REPORT_KINDS),
  id: v.string(),
  reason: v.picklist(REPORT_REASONS),
  details: v.nullable(v.string()),
  createdAt: v.string(),
  reporter: PersonRefSchema,
  /** The reported person (a person report) or the message's sender (a message report). */
  reported: PersonRefSchema,
  /** A message report: the message as written (admins only) and whether it is hidden. */
  message: v.nullable(v.object({ id: v.string(), body: v.string(), hidden: v.boolean() })),
  review: v.nullable(v.object({ outcome: v.picklist(['dismissed', 'actioned']), reviewedAt: v.string() })),
})
export type AdminReport = v.InferOutput<typeof AdminReportSchema>

export const AdminReportPageSchema = PagedSchema(AdminReportSchema)
export type AdminReportPage = v.InferOutput<typeof AdminReportPageSchema>

/** POST /api/admin/reports/{kind}/{id}/review. */
export const ReviewReportInputSchema = v.strictObject({
  outcome: v.picklist(['dismissed', 'actioned'], 'Choose dismissed or actioned'),
})
export type ReviewReportInput = v.InferOutput<typeof ReviewReportInputSchema>

/** PUT /api/admin/content/{kind}/{id}/hidden. */
export const HideContentInputSchema = v.strictObject({
  hidden: v.boolean('hidden must be true or false'),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'At most 500 characters')), ''),
})
export type HideContentInput = v.InferOutput<typeof HideContentInputSchema>

export const HideResultSchema = v.object({
  kind: v.picklist(HIDEABLE_KINDS),
  id: v.string(),
  hidden: v.boolean(),
})
export type HideResult = v.InferOutput<typeof HideResultSchema>

/** What a participant sees instead of a hidden message. */
export const HIDDEN_MESSAGE_TEXT = 'This message was hidden by a moderator.'

export const REPORT_TEXTS = {
  reviewed: 'Report reviewed.',
  notFound: 'This report does not exist.',
  hidden: 'Hidden from everyone but admins.',
  shown: 'Visible again.',
  contentNotFound: 'This item does not exist.',
  messageReported: 'Thanks — our moderators will look at this message.',
} as const
