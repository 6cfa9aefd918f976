import { unzipSync, type UnzipFileInfo } from 'fflate'

export type FileKind = 'pdf' | 'docx' | 'text'

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
/** OLE2 compound file, the container of legacy Word .doc: D0 CF 11 E0 A1 B1 1A E1. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b)

/**
 * What a file is, from its bytes only (its name and declared type are the uploader's word): `%PDF-`, a
 * zip holding word/document.xml, or UTF-8 text without NULs. Anything else is null.
 */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf'
  if (startsWith(bytes, ZIP_MAGIC)) return zipHasEntry(bytes, 'word/document.xml') ? 'docx' : null
  return isUtf8Text(bytes) ? 'text' : null
}

/** A legacy binary Word file (or another OLE2 file): recognised so a page can say why it is not read. */
export const isOleFile = (bytes: Uint8Array) => startsWith(bytes, OLE_MAGIC)

/** UTF-8 (a BOM allowed), no NUL, and hardly any other control characters. */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  // eslint-disable-next-line no-control-regex
  const controls = text.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0
  return controls <= Math.max(2, text.length / 1000)
}

/** The central directory lists every entry by name: read it without inflating anything. */
function zipHasEntry(bytes: Uint8Array, name: string): boolean {
  let found = false
  try {
    unzipSync(bytes, {
      filter: (file: UnzipFileInfo) => {
        if (file.name === name) found = true
        return false
      },
    })
  } catch {
    return false
  }
  return found
}
