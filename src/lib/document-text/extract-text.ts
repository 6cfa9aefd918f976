import { DocumentTextError, unsupportedFile } from './document-text-error'
import { docxText } from './docx-text'
import { detectFileKind, type FileKind } from './file-kind'
import { pdfText, type PageProgress } from './pdf-text'
import { tidyText } from './tidy-text'

/**
 * The text of an uploaded document (PDF, DOCX or UTF-8 text, known by its bytes), shared by the server (job
 * import, resume parsing) and the page (a resume read on the device). Nothing here touches the DOM or Node.
 */

/** The largest text we keep from any file: more is not a job description or a resume. */
export const TEXT_MAX_CHARS = 200_000

export type ExtractedText = { kind: FileKind; text: string }

/** The file's text, tidied; DocumentTextError for an empty, unsupported, unreadable or textless file. */
export async function extractFileText(
  bytes: Uint8Array,
  options: { onPage?: PageProgress } = {},
): Promise<ExtractedText> {
  if (bytes.length === 0) throw new DocumentTextError('empty', 'The file is empty.')
  const kind = detectFileKind(bytes)
  if (!kind) throw unsupportedFile()
  const raw =
    kind === 'pdf'
      ? await pdfText(bytes, TEXT_MAX_CHARS, options.onPage)
      : kind === 'docx'
        ? docxText(bytes)
        : new TextDecoder('utf-8').decode(bytes)
  const text = tidyText(raw.slice(0, TEXT_MAX_CHARS))
  if (!/[\p{L}\p{N}]/u.test(text)) {
    throw new DocumentTextError(
      'textless',
      kind === 'pdf'
        ? 'No text found in that PDF. A scanned document needs to be converted to text first.'
        : 'No text found in that file.',
    )
  }
  return { kind, text }
}
