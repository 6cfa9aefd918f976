import { getDocumentProxy } from 'unpdf'
import { DocumentTextError } from './document-text-error'

/** PDFs: pages read at most (a job description or a resume is a few pages; this bounds a hostile file). */
export const PDF_MAX_PAGES = 30

/** Reports pages read so far of the pages to read; a page shows it as a progress bar. */
export type PageProgress = (done: number, total: number) => void

/**
 * The text of a PDF's pages, at most `maxChars` of it, pages separated by a blank line. pdf.js runs without
 * eval, system fonts or font faces, in the calling thread (unpdf's serverless build), in Node and in a page.
 */
export async function pdfText(bytes: Uint8Array, maxChars: number, onPage?: PageProgress): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined
  try {
    // A copy: pdf.js takes ownership of (detaches) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    })
    const total = Math.min(pdf.numPages, PDF_MAX_PAGES)
    const pages: string[] = []
    let length = 0
    for (let n = 1; n <= total && length < maxChars; n++) {
      const page = await pdf.getPage(n)
      const content = await page.getTextContent()
      // The same joining as unpdf's extractText: each run, and a newline where pdf.js saw a line end.
      const text = content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
        .join('')
      page.cleanup()
      pages.push(text)
      length += text.length
      onPage?.(n, total)
    }
    return pages.join('\n\n')
  } catch (error) {
    if (error instanceof DocumentTextError) throw error
    throw new DocumentTextError(
      'unreadable',
      'Could not read that PDF. It may be damaged or password-protected.',
    )
  } finally {
    await pdf?.destroy().catch(() => undefined)
  }
}
