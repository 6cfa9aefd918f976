import type { FileRejection } from 'react-dropzone'
import { UPLOAD_MAX_BYTES } from '@/api/uploads'

/** What the drop zone takes (the server checks the content again; these catch mistakes before uploading). */
export const JOB_FILE_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
}

const MAX_MIB = UPLOAD_MAX_BYTES / 1_048_576

export const FILE_TYPE_MESSAGE =
  "That file type isn't supported. Please choose a PDF, DOCX or plain text (.txt) file."
export const FILE_TOO_LARGE_MESSAGE = `That file is larger than ${MAX_MIB} MiB. Please choose a smaller file.`
export const FILE_EMPTY_MESSAGE = 'The file is empty.'
export const FILE_TOO_MANY_MESSAGE = 'Please choose one file at a time.'

/** react-dropzone's refusal codes → one message (the first problem that matters most). */
export function fileRejectionMessage(rejections: readonly FileRejection[]): string {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)))
  if (codes.has('too-many-files')) return FILE_TOO_MANY_MESSAGE
  if (codes.has('file-invalid-type')) return FILE_TYPE_MESSAGE
  if (codes.has('file-too-large')) return FILE_TOO_LARGE_MESSAGE
  if (codes.has('file-too-small')) return FILE_EMPTY_MESSAGE
  return FILE_TYPE_MESSAGE
}

export function formatFileSize(bytes: number): string {
  return bytes < 1_048_576
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1_048_576).toFixed(1)} MB`
}
