/** How the pages page through lists (spec: business constants and limits). */

/** The page sizes a list offers; the first is the default. */
export const PAGINATION_OPTIONS = [12, 24, 48] as const
/** A pagination bar shows at most 7 buttons. */
export const MAX_PAGE_BUTTONS = 7
/** A company's page lists its jobs 20 at a time. */
export const COMPANY_JOBS_PAGE_SIZE = 20
