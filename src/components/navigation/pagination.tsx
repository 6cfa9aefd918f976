import { ChevronLeft, ChevronRight } from 'lucide-react'
import { paginationClass as c } from '@/components/static-css/jobs-results'
import { pageItems } from './page-items'

export type PaginationProps = {
  /** The current page, 1-based. */
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  /** The nav landmark's name, e.g. 'Job results pages'. */
  label?: string
  size?: 'xs' | 'sm' | 'md'
}

/**
 * Page buttons for any paged list: hidden with one page; up to 7 buttons, else the first,
 * the last and the current page's neighbours with ellipses (`pageItems`). A `nav` landmark; the current page
 * has aria-current="page"; Previous and Next are disabled at the ends.
 *
 * Plain buttons with static classes that copy Chakra's Button / IconButton (ghost: Previous and Next in the palette
 * around them, the numbers in gray; the current page solid indigo; src/components/static-css/jobs-results.ts): a list page renders up to nine of them, and each Chakra
 * button resolved its recipe and style props on every render and hydration (decision 023).
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  size = 'sm',
}: PaginationProps) {
  const items = pageItems(page, totalPages)
  if (items.length === 0) return null
  const iconButton = `${c.button} ${c[size]} ${c.icon}`
  return (
    <nav aria-label={label} className={c.root}>
      <button
        type="button"
        aria-label="Previous page"
        className={iconButton}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden />
      </button>
      {items.map((item) =>
        item.type === 'ellipsis' ? (
          <span key={`ellipsis-${item.key}`} aria-hidden className={c.ellipsis}>
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={`${c.button} ${c[size]} ${c.number} ${item.page === page ? c.current : c.ghost}`}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
            onClick={() => {
              if (item.page !== page) onPageChange(item.page)
            }}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label="Next page"
        className={iconButton}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight aria-hidden />
      </button>
    </nav>
  )
}
