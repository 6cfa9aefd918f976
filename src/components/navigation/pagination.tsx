import { Button, HStack, IconButton, Text } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
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
  return (
    <HStack as="nav" aria-label={label} gap="1" justify="center" wrap="wrap" py="2">
      <IconButton
        aria-label="Previous page"
        variant="ghost"
        size={size}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden />
      </IconButton>
      {items.map((item) =>
        item.type === 'ellipsis' ? (
          <Text key={`ellipsis-${item.key}`} as="span" aria-hidden px="1" color="fg.muted">
            …
          </Text>
        ) : (
          <Button
            key={item.page}
            size={size}
            minW="9"
            px="2"
            variant={item.page === page ? 'solid' : 'ghost'}
            colorPalette={item.page === page ? 'indigo' : 'gray'}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
            onClick={() => {
              if (item.page !== page) onPageChange(item.page)
            }}
          >
            {item.page}
          </Button>
        ),
      )}
      <IconButton
        aria-label="Next page"
        variant="ghost"
        size={size}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight aria-hidden />
      </IconButton>
    </HStack>
  )
}
