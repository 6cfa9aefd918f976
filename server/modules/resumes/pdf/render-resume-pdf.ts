import { renderToBuffer } from '@react-pdf/renderer'
import type { JsonResume } from '@/api/resumes/json-resume'
import { resumeDocument } from '@/entities/resume/templates/resume-template-components'
import { registerServerResumeFonts } from './server-resume-fonts'

export type RenderResumePdfOptions = {
  /** A name from RESUME_TEMPLATES; a missing or unknown name renders the default template. */
  template?: string | undefined
}

/**
 * A resume as a PDF: real text in reading order with its fonts embedded, drawn by the same template definitions
 * as the browser's download and live preview. The resume should have passed JsonResumeSchema; the templates still
 * print whatever fields are usable and skip the rest, so an odd resume renders rather than throws.
 */
export async function renderResumePdf(
  resume: JsonResume,
  options: RenderResumePdfOptions = {},
): Promise<Uint8Array> {
  registerServerResumeFonts()
  const buffer = await renderToBuffer(
    resumeDocument(resume, options.template) as Parameters<typeof renderToBuffer>[0],
  )
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}
