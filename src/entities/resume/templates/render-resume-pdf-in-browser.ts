import { pdf } from '@react-pdf/renderer'
import type { JsonResume } from '@/api/resumes/json-resume'
import { registerBrowserResumeFonts } from './browser-resume-fonts'
import { resumeDocument } from './resume-template-components'

/**
 * A resume as a PDF, made in the browser with the same templates as the server's export: the download works
 * offline and the live preview needs no round trip. Load it only where it is needed, with import(): the PDF
 * renderer is a large library and must stay out of every page's start-up code.
 */
export async function renderResumePdfBlob(resume: JsonResume, template?: string | null): Promise<Blob> {
  await registerBrowserResumeFonts()
  return pdf(resumeDocument(resume, template) as Parameters<typeof pdf>[0]).toBlob()
}
