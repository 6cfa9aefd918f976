import { APPLICATION_STAGE_LABELS, type ApplicationStage } from '@/api/applications/application-stages'
import { renderMail } from '../../mail/layout'
import type { MailMessage } from '../../mail/mailer'

/** The mails of the apply and review flows. Links are built from PUBLIC_URL only. */

type Recipient = { email: string; firstName: string }
type JobRef = { id: string; title: string; company: string }

/** To the applicant, right after applying. */
export function applicationSubmittedMail(publicUrl: string, to: Recipient, job: JobRef): MailMessage {
  return {
    to: to.email,
    kind: 'application-submitted',
    subject: `Application sent: ${job.title} at ${job.company}`,
    ...renderMail('Your application was sent', [
      { text: `Hi ${to.firstName}, your application for ${job.title} at ${job.company} was received.` },
      {
        text: 'You can follow its stage at any time. If nothing changes for two weeks, we show you how long it has been waiting.',
      },
      { button: { label: 'View my applications', url: `${publicUrl}/applications` } },
    ]),
  }
}

/** To the job's owner: a new applicant. */
export function applicationReceivedMail(
  publicUrl: string,
  to: Recipient,
  job: JobRef,
  applicantName: string,
): MailMessage {
  return {
    to: to.email,
    kind: 'application-received',
    subject: `New application for ${job.title}`,
    ...renderMail('New application', [
      { text: `Hi ${to.firstName}, ${applicantName} applied for ${job.title} at ${job.company}.` },
      { button: { label: 'Review applications', url: `${publicUrl}/jobs/${job.id}/applicants` } },
    ]),
  }
}

/** To the applicant: their application moved. Reviewers' notes are never included. */
export function applicationStageMail(
  publicUrl: string,
  to: Recipient,
  job: JobRef,
  stage: ApplicationStage,
): MailMessage {
  const label = APPLICATION_STAGE_LABELS[stage]
  const rejected = stage === 'rejected'
  return {
    to: to.email,
    kind: 'application-stage',
    subject: rejected
      ? `Update on your application for ${job.title}`
      : `Your application for ${job.title} moved to ${label}`,
    ...renderMail(rejected ? 'An update on your application' : `Your application moved to ${label}`, [
      {
        text: rejected
          ? `Hi ${to.firstName}, ${job.company} decided not to move forward with your application for ${job.title}. Thank you for applying — keep going.`
          : `Hi ${to.firstName}, your application for ${job.title} at ${job.company} is now at the ${label} stage.`,
      },
      { button: { label: 'View my applications', url: `${publicUrl}/applications` } },
    ]),
  }
}
