import { ErrorCode } from '@/api/errors'
import type { JsonResume } from '@/api/resumes/json-resume'
import { RESUME_RULE_TEXTS } from '@/api/resumes/resume-errors'
import type { ResumeExportQuery } from '@/api/resumes/resume-inputs'
import { AppError } from '../../core/app-error'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { contentFor } from './resume-dto'
import { isOwnerSide } from './resume-policy'
import { loadResumeFor } from './resume-records'

/**
 * GET /api/Resume/{id}/export?format=: the JSON Resume file (exactly the stored resume, so an imported file
 * comes back as it went in) or a PDF drawn by the shared templates. Same view rule as the resume itself;
 * contact details hidden by the owner stay hidden in both.
 */
export type ResumeExportFile = { bytes: Uint8Array; mediaType: string; fileName: string }

type PdfRenderer = (resume: JsonResume, options: { template?: string }) => Promise<Uint8Array>

/** The PDF renderer and its fonts load on the first PDF export, not at start. */
let renderer: Promise<PdfRenderer> | null = null
const loadRenderer = () =>
  (renderer ??= import('./pdf/render-resume-pdf').then((module) => module.renderResumePdf as PdfRenderer))

export async function exportResume(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
  query: ResumeExportQuery,
): Promise<ResumeExportFile> {
  const { row, resource } = await loadResumeFor(ctx.db, viewer, idOrSlug)
  const content = contentFor(row, isOwnerSide(viewer, resource))
  if (query.format === 'json') {
    return {
      bytes: new TextEncoder().encode(`${JSON.stringify(content, null, 2)}\n`),
      mediaType: 'application/json; charset=utf-8',
      fileName: `${row.slug}.json`,
    }
  }
  const template = query.template ?? row.templateName ?? undefined
  try {
    const render = await loadRenderer()
    const bytes = await render(content, template ? { template } : {})
    return { bytes, mediaType: 'application/pdf', fileName: `${row.slug}.pdf` }
  } catch (error) {
    renderer = null
    ctx.log.error({ err: error, resumeId: row.id }, 'resume PDF export failed')
    throw new AppError(ErrorCode.INTERNAL_ERROR, { message: RESUME_RULE_TEXTS.exportFailed })
  }
}
