import { UPLOAD_MAX_BYTES } from '@/api/uploads'
import type { ParsedResume } from '@/entities/resume/parse/parse-resume'

/**
 * Reads a resume file on the device: its bytes never leave the page. The PDF reader (pdf.js through unpdf),
 * the DOCX unzipper and the parser are imported here, on the first file, so neither the home page nor this
 * page's first paint pays for them. The same code parses on the server (POST /api/Resume/Parse).
 */

export const MAX_MB = Math.round(UPLOAD_MAX_BYTES / 1_048_576)
export const TOO_LARGE_TEXT = `That file is larger than ${MAX_MB} MB. Please choose a PDF, DOC or DOCX file under ${MAX_MB} MB.`
/** Legacy binary Word files need a converter we do not ship; say so rather than pretend. */
export const LEGACY_DOC_TEXT =
  'Old Word .doc files can’t be read here. Open it in Word, LibreOffice or Google Docs, save it as DOCX or PDF, and drop that file instead.'
export const UNSUPPORTED_TEXT = 'That file type isn’t supported. Please choose a PDF, DOC or DOCX file.'

export type ReadProgress = { stage: 'loading' | 'reading' | 'parsing'; percent: number }
export type ReadResult = ParsedResume & { kind: 'pdf' | 'docx' | 'text' }

export class ResumeReadError extends Error {}

const READ_MARK = 'resume-read-start'
export const READ_MEASURE = 'resume-read'

export async function readResumeFile(
  file: File,
  onProgress: (progress: ReadProgress) => void,
): Promise<ReadResult> {
  if (file.size > UPLOAD_MAX_BYTES) throw new ResumeReadError(TOO_LARGE_TEXT)
  // A user-timing measure ("resume-read") of the whole read: the parse bench reads it from the page.
  performance.mark(READ_MARK)
  onProgress({ stage: 'loading', percent: 5 })
  const [bytes, reader, parser, kinds, errors] = await Promise.all([
    file.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
    import('@/lib/document-text/extract-text'),
    import('@/entities/resume/parse/parse-resume'),
    import('@/lib/document-text/file-kind'),
    import('@/lib/document-text/document-text-error'),
  ])
  if (kinds.isOleFile(bytes)) throw new ResumeReadError(LEGACY_DOC_TEXT)
  const kind = kinds.detectFileKind(bytes)
  // The drop zone offers PDF, DOC and DOCX (seed 1 §5); text is read too when a browser labels it so.
  if (!kind) throw new ResumeReadError(UNSUPPORTED_TEXT)
  onProgress({ stage: 'reading', percent: 15 })
  let text: string
  try {
    ;({ text } = await reader.extractFileText(bytes, {
      onPage: (done, total) =>
        onProgress({ stage: 'reading', percent: 15 + Math.round((done / total) * 75) }),
    }))
  } catch (error) {
    if (error instanceof errors.DocumentTextError) throw new ResumeReadError(error.message)
    throw error
  }
  onProgress({ stage: 'parsing', percent: 95 })
  const parsed = parser.parseResume(text)
  performance.measure(READ_MEASURE, READ_MARK)
  onProgress({ stage: 'parsing', percent: 100 })
  return { ...parsed, kind }
}
