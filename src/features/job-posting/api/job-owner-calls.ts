import { JobDeleteResultSchema, type JobDeleteResult } from '@/api/jobs/job-write-input'
import { JobSchema, type Job } from '@/api/jobs/job-full'
import { apiRequest } from '@/lib/api-client/api-client'
import type { StatusTarget } from '../lib/owner-actions'
import { idempotencyHeaders } from './save-job'

const jobPath = (id: string) => `/Job/${encodeURIComponent(id)}`

/** POST /api/Job/{id}/status: publish, pause, activate, reopen, close, mark hired. */
export function changeJobStatus(id: string, status: StatusTarget): Promise<Job> {
  return apiRequest(`${jobPath(id)}/status`, {
    method: 'POST',
    body: { status },
    schema: JobSchema,
    headers: idempotencyHeaders(),
  })
}

/** POST /api/Job/{id}/clone: a new draft '{title} (copy)'. */
export function cloneJob(id: string): Promise<Job> {
  return apiRequest(`${jobPath(id)}/clone`, {
    method: 'POST',
    schema: JobSchema,
    headers: idempotencyHeaders(),
  })
}

/** DELETE /api/Job/{id}. */
export function deleteJob(id: string): Promise<JobDeleteResult> {
  return apiRequest(jobPath(id), {
    method: 'DELETE',
    schema: JobDeleteResultSchema,
    headers: idempotencyHeaders(),
  })
}
