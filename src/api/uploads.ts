/** Limits of the files people upload (CVs, job postings to import), checked by the server and the pages. */

/** Largest upload accepted: 10 MiB. */
export const UPLOAD_MAX_BYTES = 10_485_760

/** Document files a CV may be: PDF, DOC or DOCX, by MIME type with their file name endings. */
export const DOCUMENT_UPLOAD_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const
