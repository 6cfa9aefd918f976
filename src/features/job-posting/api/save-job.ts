import { JobSchema, type Job } from '@/api/jobs/job-full'
import type { JobCreateInput, JobUpdateInput } from '@/api/jobs/job-write-input'
import { apiRequest } from '@/lib/api-client/api-client'

/** A fresh key per user action: the client may then retry a write that timed out without posting twice. */
export const idempotencyHeaders = () => ({ 'Idempotency-Key': crypto.randomUUID() })

/** POST /api/Job: a new draft or an open job. */
export function createJob(input: JobCreateInput): Promise<Job> {
  return apiRequest('/Job', {
    method: 'POST',
    body: input,
    schema: JobSchema,
    headers: idempotencyHeaders(),
  })
}

/** PUT /api/Job/{id}: only the fields sent change; a status goes through the transition table. */
export function updateJob(id: string, input: JobUpdateInput): Promise<Job> {
  return apiRequest(`/Job/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: JobSchema,
    headers: idempotencyHeaders(),
  })
}
