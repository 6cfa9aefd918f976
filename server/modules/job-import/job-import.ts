import type { JobDraft } from '@/api/job-import'
import { ErrorCode } from '@/api/errors'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { JobImportConfig } from '../../core/module-settings'
import { uploadedDocumentText } from '../../core/document-text'
import { fetchPage, PageFetchError } from './fetch-page'
import { htmlToText, jsonLdBlocks, tokenizeHtml } from './html'
import { draftFromJobPosting, findJobPosting } from './job-posting'
import { parseJobText, type ParsedJob } from './parse-job-text'
import { FetchRefusedError, UnresolvableHostError } from './ssrf-guard'
import { tidyText } from './text'

export const REFUSED_MESSAGE = 'This address cannot be fetched.'

/** CreateFromFile: the draft a PDF, DOCX or text file describes. */
export async function draftFromFile(fileName: string, bytes: Uint8Array): Promise<JobDraft> {
  const { text } = await uploadedDocumentText(bytes)
  return { ...parseJobText(text), source: { kind: 'file', name: safeFileName(fileName) } }
}

/** Extract: fetches the page through the SSRF guard and reads its JobPosting data or its text. */
export async function draftFromUrl(
  ctx: ServiceContext,
  url: string,
  config: JobImportConfig,
): Promise<JobDraft> {
  let page
  try {
    page = await fetchPage(url, {
      allowPrivateHosts: config.allowPrivateHosts,
      resolveHost: config.resolveHost,
      timeoutMs: config.timeoutMs,
      connectTimeoutMs: config.connectTimeoutMs,
      maxBytes: config.maxPageBytes,
      maxRedirects: config.maxRedirects,
    })
  } catch (error) {
    const known =
      error instanceof FetchRefusedError ||
      error instanceof UnresolvableHostError ||
      error instanceof PageFetchError
    if (!known) ctx.log.warn({ err: error }, 'job import: unexpected fetch failure')
    throw fetchError(error)
  }
  const draft = page.mediaType === 'text/plain' ? parseJobText(page.body) : draftFromHtml(page.body)
  if (!draft.title && !draft.description) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: 'Could not find a job description on that page.',
      details: { reason: 'empty' },
    })
  }
  return { ...draft, source: { kind: 'url', name: page.url } }
}

/** schema.org JobPosting JSON-LD when the page has one; otherwise the readable text through the text parser. */
export function draftFromHtml(html: string): ParsedJob {
  const tokens = tokenizeHtml(html)
  const posting = findJobPosting(jsonLdBlocks(tokens))
  if (posting) return draftFromJobPosting(posting)
  const text = htmlToText(tokens)
  const parsed = parseJobText(text)
  if (parsed.title) return parsed
  // No title line in the content: the first <h1>, else the document <title>.
  return { ...parsed, title: headingTitle(tokens) }
}

function headingTitle(tokens: ReturnType<typeof tokenizeHtml>): string {
  const h1 = tokens.findIndex((token) => token.type === 'start' && token.name === 'h1')
  if (h1 >= 0) {
    const end = tokens.findIndex((token, k) => k > h1 && token.type === 'end' && token.name === 'h1')
    const text = htmlToText(tokens.slice(h1, end === -1 ? h1 + 20 : end + 1)).split('\n')[0] ?? ''
    if (text) return text.slice(0, 150)
  }
  const title = tokens.find((token) => token.type === 'raw' && token.name === 'title')
  return title?.type === 'raw' ? tidyText(title.content).split('\n')[0]!.slice(0, 150) : ''
}

/** Refusals and fetch failures as 400 VALIDATION_ERRORs with a reason; never a 500. */
function fetchError(error: unknown): AppError {
  if (error instanceof FetchRefusedError) {
    return new AppError(ErrorCode.VALIDATION_ERROR, {
      message: REFUSED_MESSAGE,
      details: { reason: error.reason },
    })
  }
  if (error instanceof UnresolvableHostError) {
    return new AppError(ErrorCode.VALIDATION_ERROR, {
      message: 'Could not read that page: the address does not exist.',
      details: { reason: 'unresolvable' },
    })
  }
  if (error instanceof PageFetchError) {
    return new AppError(ErrorCode.VALIDATION_ERROR, {
      message: `Could not read that page: ${error.message}.`,
      details: { reason: error.reason, ...(error.status ? { status: error.status } : {}) },
    })
  }
  return new AppError(ErrorCode.VALIDATION_ERROR, {
    message: 'Could not read that page.',
    details: { reason: 'network' },
  })
}

/** The name as shown back to the user: no path, no control characters, at most 255 characters. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return clean.slice(0, 255) || 'upload'
}
