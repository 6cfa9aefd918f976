import type { QueryClient } from '@tanstack/react-query'
import { RESUMES_ROOT_KEY } from '../api/resume-keys'

/** Any cached resume shape: the full record, a list item, an ownership item — all have an id. */
type CachedResume = { id: string } & Record<string, unknown>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `value` (any resume query's data: a resume, a page of items, a list, master groups, a user's resumes) with the
 * resume `resumeId` replaced by `patch(resume)` wherever it appears; the same object when it is not there, so
 * untouched queries do not re-render.
 */
export function patchResumeIn(
  value: unknown,
  resumeId: string,
  patch: (resume: CachedResume) => CachedResume,
): unknown {
  if (Array.isArray(value)) {
    let changed = false
    const next = value.map((item) => {
      const patched = patchResumeIn(item, resumeId, patch)
      if (patched !== item) changed = true
      return patched
    })
    return changed ? next : value
  }
  if (!isRecord(value)) return value
  if (value['id'] === resumeId && typeof value['name'] === 'string') return patch(value as CachedResume)
  let next: Record<string, unknown> | null = null
  for (const key of ['items', 'resumes', 'masterResume', 'variations'] as const) {
    if (!(key in value)) continue
    const patched = patchResumeIn(value[key], resumeId, patch)
    if (patched !== value[key]) next = { ...(next ?? value), [key]: patched }
  }
  return next ?? value
}

/** Applies `patch` to the resume in every cached resume query (lists and pages alike). */
export function patchCachedResumes(
  queryClient: QueryClient,
  resumeId: string,
  patch: (resume: CachedResume) => CachedResume,
): void {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: RESUMES_ROOT_KEY })) {
    const next = patchResumeIn(data, resumeId, patch)
    if (next !== data) queryClient.setQueryData(key, next)
  }
}
