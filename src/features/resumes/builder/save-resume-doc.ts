import { ResumeSaveResultSchema } from '@/api/resumes/resume-record'
import { apiRequest } from '@/lib/api-client/api-client'
import type { BuilderDoc } from './builder-doc'

/**
 * POST /api/Resume/Save of the builder's doc, based on `baseVersion`: the server refuses it with 409
 * VERSION_CONFLICT when the resume changed since, so an edit never silently overwrites a newer copy. A blank
 * name is left out (the server keeps the current one; the field shows why).
 */
export function saveResumeDoc(id: string, baseVersion: number, doc: BuilderDoc) {
  const name = doc.name.trim()
  return apiRequest('/Resume/Save', {
    method: 'POST',
    body: {
      id,
      baseVersion,
      ...(name ? { name } : {}),
      description: doc.description.trim() || null,
      templateName: doc.templateName || null,
      resume: doc.resume,
    },
    schema: ResumeSaveResultSchema,
  })
}
