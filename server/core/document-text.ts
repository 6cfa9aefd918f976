import { ErrorCode } from '@/api/errors'
import { DocumentTextError } from '@/lib/document-text/document-text-error'
import { extractFileText, type ExtractedText } from '@/lib/document-text/extract-text'
import { AppError } from './app-error'

/**
 * The text of an uploaded PDF, DOCX or text file for the upload routes (job import, resume parsing). The
 * reading itself is src/lib/document-text, shared with the page that reads a resume on the device; here its
 * refusals become the 400 VALIDATION_ERROR every upload answers, with the same text the page shows.
 */
export async function uploadedDocumentText(bytes: Uint8Array): Promise<ExtractedText> {
  try {
    return await extractFileText(bytes)
  } catch (error) {
    if (error instanceof DocumentTextError) {
      throw new AppError(ErrorCode.VALIDATION_ERROR, { message: error.message })
    }
    throw error
  }
}
