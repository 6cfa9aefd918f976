import { UPLOAD_MAX_BYTES } from '@/api/uploads'
import type { ParsedResume } from '@/entities/resume/parse/parse-resume'

/**
 * PDF to JSON reads the file on the device with the shared document reader and resume parser (the code
 * /resumes/upload and POST /api/Resume/Parse use), imported on the first file so the page paints without
 * them. The file's bytes never leave the page.
 */

export const PDF_TO_JSON_MAX_MB = Math.round(UPLOAD_MAX_BYTES / 1_048_576)
export const PDF_TO_JSON_TEXTS = {
  tooLarge: `That file is larger than ${PDF_TO_JSON_MAX_MB} MB. Please choose a PDF, DOC or DOCX file under ${PDF_TO_JSON_MAX_MB} MB.`,
  legacyDoc:
    'Old Word .doc files can’t be read here. Save it as DOCX or PDF in Word, LibreOffice or Google Docs, and drop that file instead.',
  unsupported: 'That file type isn’t supported. Please choose a PDF, DOC or DOCX file.',
} as const

export type PdfToJsonProgress = { stage: 'loading' | 'reading' | 'parsing'; percent: number }
export type PdfToJsonResult = ParsedResume & { kind: 'pdf' | 'docx' | 'text'; fileName: string; ms: number }

export class PdfToJsonError extends Error {}

export async function readFileToJson(
  file: File,
  onProgress: (progress: PdfToJsonProgress) => void,
): Promise<PdfToJsonResult> {
  if (file.size > UPLOAD_MAX_BYTES) throw new PdfToJsonError(PDF_TO_JSON_TEXTS.tooLarge)
  const started = performance.now()
  onProgress({ stage: 'loading', percent: 5 })
  const [bytes, reader, parser, kinds, errors] = await Promise.all([
    file.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
    import('@/lib/document-text/extract-text'),
    import('@/entities/resume/parse/parse-resume'),
    import('@/lib/document-text/file-kind'),
    import('@/lib/document-text/document-text-error'),
  ])
  if (kinds.isOleFile(bytes)) throw new PdfToJsonError(PDF_TO_JSON_TEXTS.legacyDoc)
  const kind = kinds.detectFileKind(bytes)
  if (!kind) throw new PdfToJsonError(PDF_TO_JSON_TEXTS.unsupported)
  onProgress({ stage: 'reading', percent: 15 })
  let text: string
  try {
    ;({ text } = await reader.extractFileText(bytes, {
      onPage: (done, total) =>
        onProgress({ stage: 'reading', percent: 15 + Math.round((done / total) * 75) }),
    }))
  } catch (error) {
    if (error instanceof errors.DocumentTextError) throw new PdfToJsonError(error.message)
    throw error
  }
  onProgress({ stage: 'parsing', percent: 95 })
  const parsed = parser.parseResume(text)
  onProgress({ stage: 'parsing', percent: 100 })
  return { ...parsed, kind, fileName: file.name, ms: Math.round(performance.now() - started) }
}
