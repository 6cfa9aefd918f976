import { Field, Input, InputGroup } from '@chakra-ui/react'
import { MapPin } from 'lucide-react'
import { DEFAULT_SEARCH_RADIUS } from '@/api/search-radius'
import { SearchRadiusSelect } from '@/components/ui/search-radius-select'
import { useDebouncedInput } from '@/hooks/use-debounced-input'
import type { DiscoverySearch } from '../lib/discovery-search'

/** Location (committed as typing pauses) and the search radius around it (seed 1 §9), both kept in the URL. */
export function DiscoveryLocationFilter({
  search,
  onChange,
}: {
  search: DiscoverySearch
  onChange: (patch: Partial<DiscoverySearch>) => void
}) {
  const { text, setText, flush } = useDebouncedInput({
    value: search.location ?? '',
    onCommit: (next) => onChange({ location: next === '' ? undefined : next }),
  })
  return (
    <>
      <Field.Root width="auto" minW="44">
        <Field.Label htmlFor="discovery-location" fontSize="xs" color="fg.muted">
          Location
        </Field.Label>
        <InputGroup startElement={<MapPin aria-hidden size={16} />}>
          <Input
            id="discovery-location"
            size="sm"
            placeholder="City, e.g. Austin, TX"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') flush()
            }}
          />
        </InputGroup>
      </Field.Root>
      <SearchRadiusSelect
        id="discovery-radius"
        floatingCredit
        value={search.searchRadius}
        onChange={(radius) =>
          onChange({ searchRadius: radius === DEFAULT_SEARCH_RADIUS ? undefined : radius })
        }
      />
    </>
  )
}
