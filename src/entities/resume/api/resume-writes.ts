import * as v from 'valibot'
import {
  ResumeDeleteResultSchema,
  ResumeFlagResultSchema,
  ResumeSaveResultSchema,
  ResumeSchema,
  SlugAvailabilitySchema,
} from '@/api/resumes/resume-record'
import type { ResumeCreateInput, ResumeMetadataInput } from '@/api/resumes/resume-inputs'
import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { apiRequest } from '@/lib/api-client/api-client'

const path = (id: string, rest = '') => `/Resume/${encodeURIComponent(id)}${rest}`

/**
 * POST /api/Resume/Save: a new resume from the create form. The body is the spec's double-encoded JSON (a JSON
 * string holding the resume's JSON); the person fills basics, and privacy starts as seed 1 §5 says.
 */
export const createResume = (input: ResumeCreateInput, privacy: ResumePrivacy) =>
  apiRequest('/Resume/Save', {
    method: 'POST',
    body: JSON.stringify({ ...input, name: input.title, privacy }),
    schema: ResumeSaveResultSchema,
  })

/** PUT /api/Resume/{id}/metadata: name and description (the structured resume is untouched). */
export const updateResumeMetadata = (id: string, input: ResumeMetadataInput) =>
  apiRequest(path(id, '/metadata'), { method: 'PUT', body: input, schema: ResumeSchema })

/** PUT /api/Resume/{id}?slug=: the resume's address. The body is the resume's metadata, unchanged. */
export const updateResumeSlug = (id: string, slug: string, baseVersion?: number) =>
  apiRequest(path(id), {
    method: 'PUT',
    query: { slug },
    body: baseVersion === undefined ? {} : { baseVersion },
    schema: ResumeSchema,
  })

/** GET /api/Resume/validateSlug?slug&resumeId: the normalised slug and whether this resume may take it. */
export const validateResumeSlug = (slug: string, resumeId: string, signal?: AbortSignal) =>
  apiRequest('/Resume/validateSlug', {
    query: { slug, resumeId },
    schema: SlugAvailabilitySchema,
    ...(signal ? { signal } : {}),
  })

/** POST /api/Resume/{id}/promote: a variation becomes its group's master. */
export const promoteResume = (id: string) =>
  apiRequest(path(id, '/promote'), { method: 'POST', schema: ResumeFlagResultSchema })

/** POST /api/Resume/{id}/setMaster. */
export const setMasterResume = (id: string) =>
  apiRequest(path(id, '/setMaster'), { method: 'POST', schema: ResumeFlagResultSchema })

/** DELETE /api/Resume/{id}: a master takes its variations with it (decision 024). */
export const deleteResume = (id: string) =>
  apiRequest(path(id), { method: 'DELETE', schema: ResumeDeleteResultSchema })

/** The answer of createVariation and clone: the new resume (or at least its id). */
const NewResumeSchema = v.union([ResumeSchema, v.looseObject({ id: v.string() })])

/** POST /api/Resume/{id}/createVariation {name}. */
export const createResumeVariation = (id: string, name: string) =>
  apiRequest(path(id, '/createVariation'), { method: 'POST', body: { name }, schema: NewResumeSchema })

/** POST /api/Resume/{id}/clone: a standalone copy. */
export const cloneResume = (id: string) =>
  apiRequest(path(id, '/clone'), { method: 'POST', schema: NewResumeSchema })
