import type { JsonResume } from '@/api/resumes/json-resume'
import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { ResumeSaveResultSchema } from '@/api/resumes/resume-record'
import { apiRequest } from '@/lib/api-client/api-client'

/**
 * POST /api/Resume/Save with the reviewed resume: the one moment anything read from the file leaves the device
 * (its parsed fields, never the file). The body is the spec's double-encoded JSON, as the create form sends.
 */
export const saveUploadedResume = (name: string, resume: JsonResume, privacy: ResumePrivacy) =>
  apiRequest('/Resume/Save', {
    method: 'POST',
    body: JSON.stringify({ name, resume, privacy }),
    schema: ResumeSaveResultSchema,
  })
