import { PAGINATION_OPTIONS } from '@/config/list-paging'

/** /resumes?page&limit: the public list's page and size (12, 24 or 48; default 12). */
export type ResumesSearch = { page?: number; limit?: number }

export const RESUME_PAGE_SIZES = PAGINATION_OPTIONS
export const DEFAULT_RESUME_PAGE_SIZE = PAGINATION_OPTIONS[0]

const MAX_PAGE = 10_000

/** Reads the URL's search leniently: anything unusable is dropped (the defaults apply), never an error page. */
export function parseResumesSearch(raw: Record<string, unknown>): ResumesSearch {
  const page = Number(raw['page'])
  const limit = Number(raw['limit'])
  return {
    ...(Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? { page } : {}),
    ...((RESUME_PAGE_SIZES as readonly number[]).includes(limit) && limit !== DEFAULT_RESUME_PAGE_SIZE
      ? { limit }
      : {}),
  }
}

export const pageOf = (search: ResumesSearch) => search.page ?? 1
export const limitOf = (search: ResumesSearch) => search.limit ?? DEFAULT_RESUME_PAGE_SIZE
