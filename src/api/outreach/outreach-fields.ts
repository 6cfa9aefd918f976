/**
 * Outreach (issue 18): a recruiter's mail sequences. Limits are small on purpose: a sequence is one screen,
 * a step one mail, and the whole of it fits into a ReelHire message as well.
 */
export const MAX_STEPS = 10
export const MAX_SEQUENCES = 100
export const SEQUENCE_NAME_MAX = 100
export const SUBJECT_MAX = 200
export const BODY_MAX = 3500
/** At most 90 days between two steps. */
export const DELAY_HOURS_MAX = 90 * 24
export const DAILY_CAP_MAX = 1000
export const DAILY_CAP_DEFAULT = 50
/** People enrolled at once (one dialog's choice). */
export const ENROL_MAX = 200

export const ENROLMENT_SOURCES = ['applicants', 'people', 'pool'] as const
export type EnrolmentSource = (typeof ENROLMENT_SOURCES)[number]

export const ENROLMENT_STATUSES = [
  'active',
  'completed',
  'replied',
  'unsubscribed',
  'bounced',
  'stopped',
] as const
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number]

export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  replied: 'Replied',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  stopped: 'Stopped',
}

export const SEND_STATUSES = ['queued', 'sent', 'bounced', 'cancelled', 'failed'] as const
export type SendStatus = (typeof SEND_STATUSES)[number]

export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced'] as const
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number]

/**
 * The variables a template may use, with what each says; the editor lists them and the server renders with
 * exactly these (an unknown variable or filter is refused when the sequence is saved).
 */
export const TEMPLATE_VARIABLES = {
  firstName: "The recipient's first name",
  lastName: "The recipient's last name",
  fullName: "The recipient's full name",
  headline: "The recipient's headline (may be empty)",
  currentRole: "The recipient's current role (may be empty)",
  location: "The recipient's location (may be empty)",
  senderName: 'Your full name',
  senderFirstName: 'Your first name',
  senderCompany: 'Your current company (may be empty)',
} as const
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES

/** Every text the outreach calls answer or validate with; the client shows the same words. */
export const OUTREACH_TEXTS = {
  created: 'Sequence created',
  updated: 'Sequence saved',
  deleted: 'Sequence deleted',
  enrolled: 'Candidates enrolled',
  markedReplied: 'Marked as replied',
  stopped: 'Enrolment stopped',
  unsubscribed: 'You are unsubscribed. You will not receive outreach email from ReelHire again.',
  notFound: 'This sequence does not exist.',
  enrolmentNotFound: 'This enrolment does not exist.',
  notAllowed: 'Outreach is for recruiters and employers.',
  tooMany: `You can keep at most ${MAX_SEQUENCES} sequences`,
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SEQUENCE_NAME_MAX} characters`,
  stepsRequired: 'Add at least one step',
  tooManySteps: `A sequence has at most ${MAX_STEPS} steps`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${SUBJECT_MAX} characters`,
  bodyRequired: 'Message is required',
  bodyTooLong: `Message must be at most ${BODY_MAX} characters`,
  delayInvalid: `Delay must be a whole number of hours from 0 to ${DELAY_HOURS_MAX}`,
  timeZoneInvalid: 'Choose a valid time zone',
  windowInvalid: 'The window must start before it ends (hours 0–24)',
  capInvalid: `Daily cap must be a whole number from 1 to ${DAILY_CAP_MAX}`,
  templateInvalid: 'This template cannot be used',
  idInvalid: 'Id must be a UUID',
  sourceInvalid: 'Source must be applicants, people or pool',
  recipientsRequired: 'Choose at least one person',
  tooManyRecipients: `Enrol at most ${ENROL_MAX} people at once`,
  poolRequired: 'Choose a talent pool',
  poolsUnavailable: 'Talent pools are not available yet',
  tokenInvalid: 'This unsubscribe link is not valid.',
} as const
