import type { JsonResume } from '@/api/resumes/json-resume'
import { ResumeSaveResultSchema } from '@/api/resumes/resume-record'
import { apiRequest } from '@/lib/api-client/api-client'

/**
 * Saves the JSON read from a file as a new resume of the caller (POST /api/Resume/Save), as a draft that only
 * they see until they share it. The body is the spec's double-encoded JSON, as the resume forms send it.
 */
export const saveJsonResume = (name: string, resume: JsonResume) =>
  apiRequest('/Resume/Save', {
    method: 'POST',
    body: JSON.stringify({ name, resume, privacy: 'draft' }),
    schema: ResumeSaveResultSchema,
  })
