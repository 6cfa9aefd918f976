import { unzipSync, type UnzipFileInfo } from 'fflate'
import { DocumentTextError } from './document-text-error'

/** DOCX: the largest word/document.xml we inflate (zip bombs stop here, whatever the header says). */
export const DOCX_XML_MAX_BYTES = 20 * 1024 * 1024

const unreadable = (message: string) => new DocumentTextError('unreadable', message)

/** The text of a DOCX file's main document part. */
export function docxText(bytes: Uint8Array): string {
  let xml: Uint8Array | undefined
  try {
    const files = unzipSync(bytes, {
      filter: (file: UnzipFileInfo) => {
        if (file.name !== 'word/document.xml') return false
        if (file.originalSize > DOCX_XML_MAX_BYTES) {
          throw new DocumentTextError('too-large', 'That document is too large to read.')
        }
        return true
      },
    })
    xml = files['word/document.xml']
  } catch (error) {
    if (error instanceof DocumentTextError) throw error
    throw unreadable('Could not read that DOCX file. It may be damaged.')
  }
  if (!xml || xml.length > DOCX_XML_MAX_BYTES) throw unreadable('Could not read that DOCX file.')
  return documentXmlText(new TextDecoder('utf-8').decode(xml))
}

/** XML has five named entities and numeric references; nothing else appears in WordprocessingML text. */
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,4});/gi, (whole, ref: string) => {
    if (!ref.startsWith('#')) return XML_ENTITIES[ref] ?? whole
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
    const valid = Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
    return valid ? String.fromCodePoint(code) : '\uFFFD'
  })
}

/**
 * The text of WordprocessingML: one line per paragraph (`w:p`), `w:t` runs, tabs and breaks; list
 * paragraphs (`w:numPr`) become `- ` bullets so the parsers see them as list items.
 */
export function documentXmlText(xml: string): string {
  const lines: string[] = []
  let line = ''
  let inText = false
  let isListItem = false
  for (const match of xml.matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>|([^<]+)/g)) {
    const [, closing, tag, selfClosing, text] = match
    if (text !== undefined) {
      if (inText) line += decodeXmlEntities(text)
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
