import { JOB_IMPORT_FILE_FIELD, JobDraftSchema, type JobDraft } from '@/api/job-import'
import { apiRequest } from '@/lib/api-client/api-client'

/** POST /api/Job/CreateFromFile (multipart `file`): a prefilled draft; nothing is stored. */
export function importJobFromFile(file: File, signal?: AbortSignal): Promise<JobDraft> {
  const body = new FormData()
  body.append(JOB_IMPORT_FILE_FIELD, file, file.name)
  return apiRequest('/Job/CreateFromFile', { method: 'POST', body, schema: JobDraftSchema, signal })
}

/** POST /api/Job/Extract {url}: the server fetches the page (behind its SSRF guard) and reads the posting. */
export function extractJobFromUrl(url: string, signal?: AbortSignal): Promise<JobDraft> {
  return apiRequest('/Job/Extract', { method: 'POST', body: { url }, schema: JobDraftSchema, signal })
}
