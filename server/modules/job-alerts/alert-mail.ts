import { describeAlertQuery, type JobAlertQuery } from '@/api/job-alerts/job-alert-query'
import { renderMail, type MailBlock } from '../../mail/layout'
import type { MailMessage } from '../../mail/mailer'

export type AlertMailJob = {
  id: string
  title: string
  company: string
  location: string | null
  isRemote: boolean
  salary: string | null
}

/**
 * One mail per alert run: the new jobs (links to /jobs/{id}), a link to the whole search, and the
 * unsubscribe link (client page /alerts/unsubscribe?token=…, which calls the API).
 */
export function jobAlertMail(
  publicUrl: string,
  to: { email: string; firstName: string },
  alert: { name: string; query: JobAlertQuery },
  jobs: readonly AlertMailJob[],
  more: boolean,
  searchParams: Record<string, string>,
  unsubscribeToken: string,
): MailMessage {
  const count = jobs.length
  const searchUrl = `${publicUrl}/jobs?${new URLSearchParams(searchParams).toString()}`
  const unsubscribeUrl = `${publicUrl}/alerts/unsubscribe?${new URLSearchParams({ token: unsubscribeToken }).toString()}`
  const blocks: MailBlock[] = [
    {
      text: `Hi ${to.firstName}, ${count} new job${count === 1 ? ' matches' : 's match'} your alert "${alert.name}" (${describeAlertQuery(alert.query)}).`,
    },
    ...jobs.map((job) => ({
      link: {
        label: `${job.title} — ${job.company}`,
        url: `${publicUrl}/jobs/${job.id}`,
        detail:
          [job.location, job.isRemote ? 'Remote' : null, job.salary].filter(Boolean).join(' · ') || undefined,
      },
    })),
    { button: { label: more ? 'See all new matches' : 'Open this search', url: searchUrl } },
    {
      text: 'You get this mail because you created a job alert on ReelHire. You can pause or change it on your dashboard.',
    },
    { link: { label: 'Unsubscribe from this alert', url: unsubscribeUrl } },
  ]
  return {
    to: to.email,
    kind: 'job-alert',
    subject: `${count} new job${count === 1 ? '' : 's'} for "${alert.name}"`,
    ...renderMail(`New jobs for "${alert.name}"`, blocks),
  }
}
