import { detectFileKind, isOleFile } from '@/lib/document-text/file-kind'

/** The document types a CV may be, decided by content. */
export type DocumentKind = 'pdf' | 'docx' | 'doc'

export const DOCUMENT_MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
}

/**
 * PDF (`%PDF-`), DOCX (a zip holding word/document.xml — the job-import sniffer) or DOC (an OLE2 compound
 * file) from the bytes alone; anything else (text, images, executables, other zips) is null. The file's
 * name and declared type are the uploader's word and are ignored.
 */
export function sniffDocument(bytes: Uint8Array): DocumentKind | null {
  if (isOleFile(bytes)) return 'doc'
  const kind = detectFileKind(bytes)
  return kind === 'pdf' || kind === 'docx' ? kind : null
}

/**
 * A display name that is safe in a header and on disk: the base name without path or control characters,
 * at most 120 characters, with the extension of the real type.
 */
export function safeFileName(uploaded: string, kind: DocumentKind): string {
  const base = (uploaded.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 120)
  return `${base || 'cv'}.${kind}`
}
