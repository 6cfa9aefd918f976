import { MAX_PAGE_BUTTONS } from '@/config/list-paging'

/** One slot of a pagination bar: a page number, or an ellipsis standing for the pages it skips. */
export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' }

const pages = (from: number, to: number): PageItem[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ type: 'page', page: from + i }))

/**
 * The buttons of a pagination bar: nothing with one page or none; every page up to
 * MAX_PAGE_BUTTONS (7); beyond that the first and last pages and the current page's neighbours, with
 * ellipses for the gaps. Always 7 slots then, so the bar does not change width as the user pages: near an
 * end the window widens to fill them (1 2 3 4 5 … 20; 1 … 9 10 11 … 20; 1 … 16 17 18 19 20).
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages))
  if (total <= 1) return []
  if (total <= MAX_PAGE_BUTTONS) return pages(1, total)
  const page = Math.min(Math.max(1, Math.floor(current)), total)
  // Slots between the first and last page: 5, of which one or two are ellipses.
  const inner = MAX_PAGE_BUTTONS - 2
  if (page <= inner - 1) {
    return [...pages(1, inner), { type: 'ellipsis', key: 'end' }, ...pages(total, total)]
  }
  if (page >= total - (inner - 2)) {
    return [...pages(1, 1), { type: 'ellipsis', key: 'start' }, ...pages(total - inner + 1, total)]
  }
  return [
    ...pages(1, 1),
    { type: 'ellipsis', key: 'start' },
    ...pages(page - 1, page + 1),
    { type: 'ellipsis', key: 'end' },
    ...pages(total, total),
  ]
}
