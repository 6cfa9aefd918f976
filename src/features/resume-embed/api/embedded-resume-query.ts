import { queryOptions } from '@tanstack/react-query'
import { ErrorCode } from '@/api/errors'
import { ResumeSchema } from '@/api/resumes/resume-record'
import { ApiError } from '@/lib/api-client/api-error'
import { apiRequest } from '@/lib/api-client/api-client'

/**
 * GET /api/Resume/embedded/{id or slug}: a public resume for anyone, and the owner side's own as a preview; 404 for
 * everything else. Kept in memory only (never in the persisted cache), so a resume made private since is never
 * shown again from a copy kept on the device.
 */
export const embeddedResumeQueryOptions = (identifier: string, viewerId: string | null) =>
  queryOptions({
    queryKey: ['resumes', 'embedded', identifier, viewerId ?? 'visitor'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/Resume/embedded/${encodeURIComponent(identifier)}`, {
        schema: ResumeSchema,
        ...(signal ? { signal } : {}),
      }),
    meta: { persist: false },
  })

/** Missing, or not public: the server answers both with 404, and the page says the same for both. */
export const isUnavailable = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === ErrorCode.NOT_FOUND_ERROR || error.statusCode === 404)
