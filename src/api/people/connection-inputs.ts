import * as v from 'valibot'
import { PageQuerySchema } from '../pagination'

/** What the people and connection calls take (issue 15; the spec leaves these calls open). */

/** Seed 1 §5: a search needs 2 characters; shorter text lists everyone (the client does not send it). */
export const PEOPLE_SEARCH_MIN = 2
export const PEOPLE_SEARCH_MAX = 100

/** The connection filter of the people list: the caller's requests received, sent, or their connections. */
export const PEOPLE_CONNECTION_FILTERS = ['pending_received', 'pending_sent', 'connected'] as const
export type PeopleConnectionFilter = (typeof PEOPLE_CONNECTION_FILTERS)[number]

/**
 * GET /api/People?search&connection&page&limit: `search` matches names and headlines, accents ignored;
 * `connection` keeps only the people in that state with the caller (none for a visitor).
 */
export const PeopleQuerySchema = v.object({
  connection: v.optional(
    v.picklist(PEOPLE_CONNECTION_FILTERS, 'Connection must be pending_received, pending_sent or connected'),
  ),
  search: v.optional(
    v.pipe(
      v.string('Search must be text'),
      v.trim(),
      v.maxLength(PEOPLE_SEARCH_MAX, `Search must be at most ${PEOPLE_SEARCH_MAX} characters`),
    ),
    '',
  ),
  ...PageQuerySchema.entries,
})
export type PeopleQuery = v.InferOutput<typeof PeopleQuerySchema>

export const REPORT_REASONS = ['spam', 'harassment', 'fake_profile', 'inappropriate', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  fake_profile: 'Fake profile',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
}

export const REPORT_DETAILS_MAX = 1_000

/** POST /api/People/{id}/report. */
export const ReportPersonInputSchema = v.strictObject({
  reason: v.picklist(REPORT_REASONS, 'Please choose a reason'),
  details: v.optional(
    v.pipe(
      v.string('Details must be text'),
      v.trim(),
      v.maxLength(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`),
    ),
    '',
  ),
})
export type ReportPersonInput = v.InferInput<typeof ReportPersonInputSchema>

/** The texts the connection calls answer with (success messages and refusals), shared with the client. */
export const CONNECTION_TEXTS = {
  requested: 'Connection request sent.',
  acceptedByCrossing: 'They had already asked you: you are now connected.',
  alreadyPending: 'Your request is already pending.',
  alreadyConnected: 'You are already connected.',
  accepted: 'Connection accepted.',
  rejected: 'Request declined.',
  withdrawn: 'Request withdrawn.',
  removed: 'Connection removed.',
  blocked: 'Blocked. You will no longer see each other.',
  unblocked: 'Unblocked.',
  reported: 'Thanks, we will review this profile.',
  notFound: 'This profile does not exist.',
  self: 'You cannot connect with yourself.',
  selfBlock: 'You cannot block or report yourself.',
  noPendingToAnswer: 'There is no pending request from this person.',
  withdrawAccepted: 'This request was already accepted; remove the connection instead.',
} as const
