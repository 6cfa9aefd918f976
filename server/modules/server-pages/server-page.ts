import { ErrorCode } from '@/api/errors'
import { AppError } from '../../core/app-error'
import { serverPageHtml } from './page-html'
import type { ServerPageInput, SsrBundle } from './ssr-bundle'

/** Answers that mean "no such page for a visitor": the app shell then shows the client's not-found page. */
const NOT_A_PAGE: readonly ErrorCode[] = [ErrorCode.NOT_FOUND_ERROR, ErrorCode.VALIDATION_ERROR]

/**
 * Loads a page's data as a signed-out visitor, or null when a visitor has no such page (unknown, draft, hidden…:
 * the services' not-found and validation errors). Other errors are thrown: the route logs them and serves the shell.
 */
export async function loadForVisitor<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof AppError && NOT_A_PAGE.includes(error.code)) return null
    throw error
  }
}

/** The page's HTML, or null when the render did not succeed (the shell then renders it in the browser). */
export async function renderPageHtml(
  bundle: SsrBundle,
  input: ServerPageInput,
  urls: { origin: string; canonicalPath: string },
): Promise<string | null> {
  const page = await bundle.renderServerPage({ ...input, origin: urls.origin })
  if (page.statusCode !== 200) return null
  return serverPageHtml(bundle.template, page, `${urls.origin}${urls.canonicalPath}`)
}
