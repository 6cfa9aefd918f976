import type { Context } from 'hono'
import { ResumeFlagResultSchema } from '@/api/resumes/resume-record'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { optionalViewer, requireViewer, type SignedInEnv } from '../../core/viewer'
import type { ResumeExportFile } from './resume-export'
import type { setMasterResume } from './resume-hierarchy'

/** Pieces the resume routes repeat (resumes-routes.ts). */

/** Public lists and the embeddable page: a stale token reads as signed out rather than failing them. */
export const publicViewer = optionalViewer({ invalidToken: 'anonymous' })
export const ID = { id: 'The resume’s id or slug.' }
export const HIDDEN = 'NOT_FOUND_ERROR: unknown, or hidden from the caller by its privacy.'
export const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['Resumes'], ...meta })

/** A flag call of seed 2 §7: empty body, boolean result. */
export const flagRoute = (
  summary: string,
  run: typeof setMasterResume,
  message: string,
  conflicts?: string,
) => {
  const responses: Record<number, string> = {
    403: 'AUTHORIZATION_ERROR: not the owner or the account owner.',
    404: HIDDEN,
  }
  if (conflicts) responses[409] = conflicts
  return [
    describe({ summary, auth: 'verified', params: ID, response: ResumeFlagResultSchema, responses }),
    ...requireViewer({ verified: true }),
    async (c: Context<SignedInEnv>) =>
      ok(c, await run(serviceContext(c), c.var.viewer, c.req.param('id') ?? ''), message),
  ] as const
}

/** An exported file as a download that is never cached or sniffed (the name is the slug: plain ASCII). */
export function fileResponse(c: Context, file: ResumeExportFile) {
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.mediaType,
    'Content-Length': String(file.bytes.byteLength),
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  })
}
