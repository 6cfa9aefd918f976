import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { strToU8, zipSync } from 'fflate'

/** Files of tests/fixtures/job-import (a Chromium-printed PDF, a text file, job pages). */
export function jobImportFixture(name: string): Buffer {
  return readFileSync(fileURLToPath(new URL(`../../tests/fixtures/job-import/${name}`, import.meta.url)))
}

/**
 * A small but valid PDF (catalog, page, Helvetica text, correct xref offsets) with one line per entry.
 * Written by hand so tests need no PDF library; pdf.js reads it like any other.
 */
export function minimalPdf(lines: readonly string[]): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`)
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '50 760 Td',
    ...lines.map((l) => `(${escape(l)}) Tj T*`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(pdf, 'latin1'))
}

export type DocxParagraph = string | { text: string; list?: boolean; style?: string }

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A minimal Word document (the parts Word itself needs to open it), zipped with fflate. */
export function docx(paragraphs: readonly DocxParagraph[]): Uint8Array {
  const body = paragraphs
    .map((paragraph) => {
      const p = typeof paragraph === 'string' ? { text: paragraph } : paragraph
      const props = [
        p.style ? `<w:pStyle w:val="${p.style}"/>` : '',
        p.list ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : '',
      ].join('')
      // Split runs, as Word does: the reader must join them.
      const runs = p.text
        .split(/(?<= )/)
        .map((part) => `<w:r><w:t xml:space="preserve">${xmlEscape(part)}</w:t></w:r>`)
        .join('')
      return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${runs}</w:p>`
    })
    .join('')
  const documentXml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${body}<w:sectPr/></w:body></w:document>`
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ),
    'word/document.xml': strToU8(documentXml),
  })
}

/** The first bytes of a Windows executable ("MZ", the DOS stub, NULs): what a renamed .exe looks like. */
export function fakeExecutable(): Uint8Array {
  const bytes = new Uint8Array(512)
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00])
  bytes.set(new TextEncoder().encode('This program cannot be run in DOS mode.'), 78)
  return bytes
}
