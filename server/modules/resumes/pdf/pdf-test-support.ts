import { inflateSync } from 'node:zlib'
import { extractText, getDocumentProxy } from 'unpdf'

/** What a PDF says and which fonts draw it, for the export tests. */

export async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocumentProxy(pdf.slice())
  const { totalPages, text } = await extractText(doc, { mergePages: true })
  return { pages: totalPages, text: text.replace(/\s+/g, ' ').trim() }
}

/** Fails unless every part occurs in the text, each after the one before it. */
export function indexesInOrder(text: string, parts: readonly string[]): number[] {
  const found: number[] = []
  let from = 0
  for (const part of parts) {
    const at = text.indexOf(part, from)
    if (at < 0)
      throw new Error(`"${part}" not found after position ${from} in: ${text.slice(from, from + 200)}…`)
    found.push(at)
    from = at + part.length
  }
  return found
}

const STANDARD_14 = /^(Courier|Helvetica|Times|Symbol|ZapfDingbats)/

export type PdfFontUse = { resource: string; baseFont: string; embedded: boolean; standard: boolean }

/**
 * The fonts the page content actually selects (`/F3 11 Tf`), with their base font and whether the font file is
 * embedded. pdfkit writes object dictionaries uncompressed and content streams deflated.
 */
export function fontsUsed(pdf: Uint8Array): PdfFontUse[] {
  const source = Buffer.from(pdf).toString('latin1')
  const objects = new Map<string, string>()
  for (const m of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(m[1]!, m[2]!)
  const resources = new Map<string, string>()
  for (const m of source.matchAll(/\/Font\s*<<([^>]*)>>/g))
    for (const r of m[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) resources.set(r[1]!, r[2]!)
  const selected = new Set<string>()
  for (const m of source.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length
    const end = source.indexOf('endstream', start)
    let content: string
    try {
      content = inflateSync(Buffer.from(pdf.subarray(start, end))).toString('latin1')
    } catch {
      continue
    }
    for (const tf of content.matchAll(/\/(\w+)\s+[\d.]+\s+Tf/g)) selected.add(tf[1]!)
  }
  return [...selected].map((resource) => {
    const font = objects.get(resources.get(resource) ?? '') ?? ''
    const baseFont = /\/BaseFont\s*\/([^\s/>]+)/.exec(font)?.[1] ?? ''
    const descendant = /\/DescendantFonts\s*\[\s*(\d+) 0 R/.exec(font)?.[1]
    const descriptorOwner = descendant ? (objects.get(descendant) ?? '') : font
    const descriptorId = /\/FontDescriptor\s+(\d+) 0 R/.exec(descriptorOwner)?.[1]
    const descriptor = descriptorId ? (objects.get(descriptorId) ?? '') : ''
    return {
      resource,
      baseFont,
      embedded: /\/FontFile[23]?\s+\d+ 0 R/.test(descriptor),
      standard: STANDARD_14.test(baseFont),
    }
  })
}
