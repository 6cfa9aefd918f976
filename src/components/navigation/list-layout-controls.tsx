import { Field, HStack, IconButton, NativeSelect } from '@chakra-ui/react'
import { LayoutGrid, List } from 'lucide-react'
import type { ViewMode } from '@/hooks/use-view-mode'

type Props = {
  /** The select's id (unique on the page). */
  id: string
  limit: number
  sizes: readonly number[]
  onLimitChange: (limit: number) => void
  view: ViewMode
  onViewChange: (view: ViewMode) => void
}

/**
 * "Per page" (12 / 24 / 48) and the grid / list switch of a result list, shared by /search and /people so both
 * read and behave alike (the buttons say which one is on through aria-pressed).
 */
export function ListLayoutControls({ id, limit, sizes, onLimitChange, view, onViewChange }: Props) {
  return (
    <HStack gap="3" align="flex-end">
      <Field.Root width="auto" minW="24">
        <Field.Label htmlFor={id} fontSize="xs" color="fg.muted">
          Per page
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id={id}
            value={String(limit)}
            onChange={(event) => onLimitChange(Number(event.currentTarget.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack role="group" aria-label="Layout" gap="1">
        <IconButton
          size="sm"
          variant={view === 'grid' ? 'subtle' : 'ghost'}
          aria-label="Grid view"
          aria-pressed={view === 'grid'}
          onClick={() => onViewChange('grid')}
        >
          <LayoutGrid aria-hidden />
        </IconButton>
        <IconButton
          size="sm"
          variant={view === 'list' ? 'subtle' : 'ghost'}
          aria-label="List view"
          aria-pressed={view === 'list'}
          onClick={() => onViewChange('list')}
        >
          <List aria-hidden />
        </IconButton>
      </HStack>
    </HStack>
  )
}
