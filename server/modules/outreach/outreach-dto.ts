import type { Enrolment, Sequence, SequenceResults } from '@/api/outreach/outreach'
import type { OutreachEnrolmentRow, OutreachSequenceRow, OutreachStepRow } from '../../db/schema/outreach'
import type { UserRow } from '../../db/schema/users'

export const personName = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  [user.firstName, user.lastName].filter((part) => part.trim() !== '').join(' ') || 'ReelHire member'

export function toSequence(
  row: OutreachSequenceRow,
  steps: readonly OutreachStepRow[],
  results: SequenceResults,
): Sequence {
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timeZone,
    windowStartHour: row.windowStartHour,
    windowEndHour: row.windowEndHour,
    weekdaysOnly: row.weekdaysOnly,
    dailyCap: row.dailyCap,
    steps: [...steps]
      .sort((a, b) => a.position - b.position)
      .map((step) => ({
        position: step.position,
        delayHours: step.delayHours,
        subject: step.subject,
        body: step.body,
      })),
    results,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toEnrolment(
  row: OutreachEnrolmentRow,
  recipient: UserRow | undefined,
  sentSteps: number,
): Enrolment {
  return {
    id: row.id,
    recipient: {
      id: row.recipientUserId,
      name: recipient ? personName(recipient) : 'Former user',
      headline: recipient?.headline ?? null,
    },
    source: row.source,
    status: row.status,
    sentSteps,
    nextSendAt: row.status === 'active' ? (row.nextSendAt?.toISOString() ?? null) : null,
    timeZone: row.timeZone,
    enrolledAt: row.enrolledAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  }
}

/** The template variables for one recipient and sender (TEMPLATE_VARIABLES lists them for the editor). */
export const templateValues = (recipient: UserRow, sender: UserRow) => ({
  firstName: recipient.firstName,
  lastName: recipient.lastName,
  fullName: personName(recipient),
  headline: recipient.headline ?? '',
  currentRole: recipient.currentRole ?? '',
  location: recipient.location ?? '',
  senderName: personName(sender),
  senderFirstName: sender.firstName,
  senderCompany: sender.currentCompany ?? '',
})
