/**
 * Why a file gave no text. The texts are shown as they are: by the server inside its 400 VALIDATION_ERROR
 * (server/core/document-text.ts), by the page under the drop zone.
 */
export type DocumentTextFailure = 'empty' | 'unsupported' | 'unreadable' | 'textless' | 'too-large'

export const UNSUPPORTED_FILE_MESSAGE = 'Unsupported file type. Please upload a PDF, DOCX or plain text file.'

export class DocumentTextError extends Error {
  constructor(
    readonly reason: DocumentTextFailure,
    message: string,
  ) {
    super(message)
    this.name = 'DocumentTextError'
  }
}

export const unsupportedFile = () => new DocumentTextError('unsupported', UNSUPPORTED_FILE_MESSAGE)
