import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { UNSUPPORTED_FILE_MESSAGE } from '@/lib/document-text/document-text-error'
import { documentXmlText } from '@/lib/document-text/docx-text'
import { detectFileKind, isOleFile } from '@/lib/document-text/file-kind'
import { AppError } from './app-error'
import { uploadedDocumentText as extractFileText } from './document-text'
import { docx, fakeExecutable, jobImportFixture, minimalPdf } from '../test/job-import-files'

async function rejection(bytes: Uint8Array) {
  const error = await extractFileText(bytes).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('detectFileKind (by content, never by name)', () => {
  it('knows PDF, DOCX and UTF-8 text by their bytes', () => {
    expect(detectFileKind(jobImportFixture('product-designer.pdf'))).toBe('pdf')
    expect(detectFileKind(minimalPdf(['x']))).toBe('pdf')
    expect(detectFileKind(docx(['Hello']))).toBe('docx')
    expect(detectFileKind(jobImportFixture('job-description.txt'))).toBe('text')
    expect(detectFileKind(strToU8('\uFEFFBOM and ünïcödé — fine'))).toBe('text')
  })

  it('refuses executables, other zips, binary and non-UTF-8 data', () => {
    expect(detectFileKind(fakeExecutable())).toBeNull()
    expect(detectFileKind(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }))).toBeNull()
    expect(detectFileKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull()
    expect(detectFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull()
    expect(detectFileKind(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toBeNull() // "café" in Latin-1
    expect(detectFileKind(strToU8('text with a \u0000 NUL'))).toBeNull()
    expect(detectFileKind(strToU8('\u0001\u0002\u0003\u0004\u0005 control soup'))).toBeNull()
  })

  it('recognises a legacy Word (OLE2) file without calling it readable', () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
    expect(isOleFile(ole)).toBe(true)
    expect(detectFileKind(ole)).toBeNull()
    expect(isOleFile(minimalPdf(['x']))).toBe(false)
  })
})

describe('uploadedDocumentText (the shared reader, refusals as 400s)', () => {
  it('reads a real (Chromium-printed) PDF', async () => {
    const { kind, text } = await extractFileText(jobImportFixture('product-designer.pdf'))
    expect(kind).toBe('pdf')
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Product Designer',
      'Location: London, United Kingdom',
      'Job type: Part-time',
      'Salary: £40k–£50k per year',
    ])
    expect(text).toContain('Design flows and high-fidelity prototypes in Figma')
  })

  it('reads a generated PDF and leaves the caller’s buffer usable', async () => {
    const bytes = minimalPdf(['Line cook', 'Location: Austin, TX'])
    expect((await extractFileText(bytes)).text).toBe('Line cook\nLocation: Austin, TX')
    expect(bytes.byteLength).toBeGreaterThan(0)
  })

  it('reads DOCX paragraphs, joined runs and list items', async () => {
    const file = docx([
      { text: 'Sous Chef', style: 'Title' },
      'Location: Lyon, France',
      { text: 'Responsibilities', style: 'Heading1' },
      { text: 'Run the pass during service', list: true },
      { text: 'Order stock & manage suppliers', list: true },
    ])
    expect((await extractFileText(file)).text).toBe(
      'Sous Chef\nLocation: Lyon, France\nResponsibilities\n- Run the pass during service\n- Order stock & manage suppliers',
    )
  })

  it('answers a 400 with the unsupported-type message for anything else', async () => {
    const error = await rejection(fakeExecutable())
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'VALIDATION_ERROR',
      UNSUPPORTED_FILE_MESSAGE,
    ])
    expect((await rejection(zipSync({ 'a.txt': strToU8('hi') }))).message).toBe(UNSUPPORTED_FILE_MESSAGE)
  })

  it('answers 400s for empty, textless, damaged and disguised files', async () => {
    expect((await rejection(new Uint8Array())).message).toBe('The file is empty.')
    expect((await rejection(strToU8(' \n\t \n'))).message).toBe('No text found in that file.')
    expect((await rejection(strToU8('%PDF-1.7\nthis is not really a pdf'))).message).toMatch(
      /Could not read that PDF/,
    )
    expect((await rejection(minimalPdf([]))).message).toMatch(/No text found in that PDF/)
    const truncatedDocx = docx(['Hello']).slice(0, 60)
    expect((await rejection(truncatedDocx)).status).toBe(400)
  })
})

describe('documentXmlText', () => {
  it('handles tabs, breaks, entities and self-closing paragraphs', () => {
    const xml =
      '<w:body><w:p><w:r><w:t>A</w:t><w:tab/><w:t xml:space="preserve">B &amp; C</w:t><w:br/><w:t>D</w:t></w:r></w:p><w:p/><w:p><w:r><w:t>E</w:t></w:r></w:p></w:body>'
    expect(documentXmlText(xml)).toBe('A\tB & C\nD\n\nE')
  })
})
