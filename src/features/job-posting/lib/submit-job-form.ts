import { JOB_STATUS_MESSAGES } from '@/api/jobs/job-statuses'
import type { Job } from '@/api/jobs/job-full'
import type { JobCreateInput, JobUpdateInput } from '@/api/jobs/job-write-input'
import { changedJobInput, type JobFormInput, type JobFormValues } from './job-form-values'

/** The buttons: a new job or a draft can be saved as a draft or published; anything else saves changes. */
export type SubmitIntent = 'draft' | 'publish' | 'save'

export type SubmitDeps = {
  createJob: (input: JobCreateInput) => Promise<Job>
  updateJob: (id: string, input: JobUpdateInput) => Promise<Job>
}

export type SubmitResult = { job: Job; message: string }

/**
 * One press of Save/Publish: POST a new job as Draft or Open; PUT only the changed fields of an existing one,
 * with status Open when a draft is published. Nothing changed and nothing to publish → no call at all.
 */
export async function submitJobForm(
  deps: SubmitDeps,
  {
    job,
    input,
    values,
    baseline,
    intent,
  }: {
    job: Job | null
    input: JobFormInput
    values: JobFormValues
    baseline: JobFormValues
    intent: SubmitIntent
  },
): Promise<SubmitResult> {
  if (!job) {
    const status = intent === 'publish' ? 'Open' : 'Draft'
    const created = await deps.createJob({ ...input, status })
    return { job: created, message: status === 'Open' ? 'Job posted.' : 'Draft saved.' }
  }
  const publishing = intent === 'publish' && job.status === 'draft'
  const changes: JobUpdateInput = {
    ...changedJobInput(values, baseline),
    ...(publishing ? { status: 'Open' } : {}),
  }
  if (Object.keys(changes).length === 0) return { job, message: 'No changes to save.' }
  const updated = await deps.updateJob(job.id, changes)
  return {
    job: updated,
    message: publishing
      ? JOB_STATUS_MESSAGES.publish
      : job.status === 'draft'
        ? 'Draft saved.'
        : 'Job updated.',
  }
}
