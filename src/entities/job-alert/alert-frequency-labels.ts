import type { JobAlertFrequency } from '@/api/job-alerts/job-alert-settings'

/** How each alert frequency reads on the pages. */
export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  instant: 'As soon as posted',
  daily: 'Daily',
  weekly: 'Weekly',
}
