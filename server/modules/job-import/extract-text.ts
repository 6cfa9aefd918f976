import { unzipSync, type UnzipFileInfo } from 'fflate'
import { getDocumentProxy } from 'unpdf'
import { ErrorCode } from '@/api/errors'
import { AppError } from '../../core/app-error'
import { decodeEntities } from './html'
import { tidyText } from './text'

export type FileKind = 'pdf' | 'docx' | 'text'

/** The largest text we keep from any file: more is not a job description. */
export const TEXT_MAX_CHARS = 200_000
/** PDFs: pages read at most (a job description is a page or two; this bounds the work on a hostile file). */
export const PDF_MAX_PAGES = 30
/** DOCX: the largest word/document.xml we inflate (zip bombs stop here, whatever the header says). */
export const DOCX_XML_MAX_BYTES = 20 * 1024 * 1024

export const UNSUPPORTED_FILE_MESSAGE = 'Unsupported file type. Please upload a PDF, DOCX or plain text file.'

const unsupported = () => new AppError(ErrorCode.VALIDATION_ERROR, { message: UNSUPPORTED_FILE_MESSAGE })
const unreadable = (message: string) => new AppError(ErrorCode.VALIDATION_ERROR, { message })

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-

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

/** The file's text, tidied; 400 VALIDATION_ERROR for an unsupported, unreadable or textless file. */
export async function extractFileText(bytes: Uint8Array): Promise<{ kind: FileKind; text: string }> {
  if (bytes.length === 0) throw unreadable('The file is empty.')
  const kind = detectFileKind(bytes)
  if (!kind) throw unsupported()
  const raw = kind === 'pdf' ? await pdfText(bytes) : kind === 'docx' ? docxText(bytes) : utf8Text(bytes)
  const text = tidyText(raw.slice(0, TEXT_MAX_CHARS))
  if (!/[\p{L}\p{N}]/u.test(text)) {
    throw unreadable(
      kind === 'pdf'
        ? 'No text found in that PDF. A scanned document needs to be converted to text first.'
        : 'No text found in that file.',
    )
  }
  return { kind, text }
}

function utf8Text(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes)
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined
  try {
    // A copy: pdf.js takes ownership of (detaches) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    })
    const pages: string[] = []
    let length = 0
    for (let n = 1; n <= Math.min(pdf.numPages, PDF_MAX_PAGES) && length < TEXT_MAX_CHARS; n++) {
      const page = await pdf.getPage(n)
      const content = await page.getTextContent()
      // The same joining as unpdf's extractText: each run, and a newline where pdf.js saw a line end.
      const text = content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
        .join('')
      page.cleanup()
      pages.push(text)
      length += text.length
    }
    return pages.join('\n\n')
  } catch (error) {
    if (error instanceof AppError) throw error
    throw unreadable('Could not read that PDF. It may be damaged or password-protected.')
  } finally {
    await pdf?.destroy().catch(() => undefined)
  }
}

function docxText(bytes: Uint8Array): string {
  let xml: Uint8Array | undefined
  try {
    const files = unzipSync(bytes, {
      filter: (file: UnzipFileInfo) => {
        if (file.name !== 'word/document.xml') return false
        if (file.originalSize > DOCX_XML_MAX_BYTES) throw unreadable('That document is too large to read.')
        return true
      },
    })
    xml = files['word/document.xml']
  } catch (error) {
    if (error instanceof AppError) throw error
    throw unreadable('Could not read that DOCX file. It may be damaged.')
  }
  if (!xml || xml.length > DOCX_XML_MAX_BYTES) throw unreadable('Could not read that DOCX file.')
  return documentXmlText(new TextDecoder('utf-8').decode(xml))
}

/**
 * The text of WordprocessingML: one line per paragraph (`w:p`), `w:t` runs, tabs and breaks; list
 * paragraphs (`w:numPr`) become `- ` bullets so the parser sees them as list items.
 */
export function documentXmlText(xml: string): string {
  const lines: string[] = []
  let line = ''
  let inText = false
  let isListItem = false
  for (const match of xml.matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>|([^<]+)/g)) {
    const [, closing, tag, selfClosing, text] = match
    if (text !== undefined) {
      if (inText) line += decodeEntities(text)
      continue
    }
    switch (tag) {
      case 'w:t':
        inText = !closing && !selfClosing
        break
      case 'w:tab':
        if (!closing) line += '\t'
        break
      case 'w:br':
      case 'w:cr':
        if (!closing) line += '\n'
        break
      case 'w:numPr':
        if (!closing) isListItem = true
        break
      case 'w:p':
        if (closing || selfClosing) {
          lines.push(isListItem && line.trim() ? `- ${line.trim()}` : line)
          line = ''
          isListItem = false
        } else {
          line = ''
          isListItem = false
        }
        break
    }
  }
  if (line) lines.push(line)
  return lines.join('\n')
}
