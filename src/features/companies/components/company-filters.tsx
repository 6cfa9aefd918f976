import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Field,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react'
import { MapPin, Search, SlidersHorizontal } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { COMPANY_SIZES } from '@/api/companies/company-sizes'
import { companySizeLabel } from '@/entities/company/company-presentation'
import { INDUSTRIES } from '@/api/companies/company-industries'
import { SEARCH_MIN_QUERY_LENGTH } from '@/config/search-input'
import { useDebouncedInput } from '@/hooks/use-debounced-input'
import { effectiveSearchText } from '@/lib/search-text'
import { hasFilters, withFilter, type CompaniesSearch } from '../lib/companies-search'

type Props = {
  search: CompaniesSearch
  onChange: (next: CompaniesSearch) => void
  /** The number of companies found, for the drawer's "Show N companies". */
  total?: number
}

const SORT_LABELS = { name: 'Name (A–Z)', newest: 'Newest', popular: 'Most followed' } as const

/** Under 2 characters a text filter is no filter: typing one character clears it rather than waiting. */
const filterText = (text: string) => effectiveSearchText(text) ?? ''

type SelectProps = {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}

function FilterSelect({ label, value, onChange, children }: SelectProps) {
  return (
    <Field.Root>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

function FilterFields({
  search,
  onChange,
  location,
  setLocation,
}: Props & { location: string; setLocation: (value: string) => void }) {
  const set = (key: 'industry' | 'size' | 'sort', value: string) => onChange(withFilter(search, key, value))
  return (
    <>
      <FilterSelect label="Industry" value={search.industry ?? ''} onChange={(v) => set('industry', v)}>
        <option value="">All industries</option>
        {INDUSTRIES.map((industry) => (
          <option key={industry} value={industry}>
            {industry}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Company size" value={search.size ?? ''} onChange={(v) => set('size', v)}>
        <option value="">Any size</option>
        {COMPANY_SIZES.map((size) => (
          <option key={size} value={size}>
            {companySizeLabel(size)}
          </option>
        ))}
      </FilterSelect>
      <Field.Root>
        <Field.Label fontSize="xs" color="fg.muted">
          Location
        </Field.Label>
        <InputGroup startElement={<MapPin aria-hidden size={14} />}>
          <Input
            size="sm"
            value={location}
            onChange={(e) => setLocation(e.currentTarget.value)}
            placeholder="City or country"
            autoComplete="off"
          />
        </InputGroup>
      </Field.Root>
      <FilterSelect label="Sort by" value={search.sort ?? 'name'} onChange={(v) => set('sort', v)}>
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FilterSelect>
    </>
  )
}

/**
 * The list's search box and filters (company sizes and industries), all kept in the URL. Text is
 * committed 300 ms after typing stops, from 2 characters. Below 768 px the filters live in a drawer.
 */
export function CompanyFilters({ search, onChange, total }: Props) {
  const { text, setText } = useDebouncedInput({
    value: search.search ?? '',
    onCommit: (value) => onChange(withFilter(search, 'search', value)),
    normalize: filterText,
  })
  const { text: location, setText: setLocation } = useDebouncedInput({
    value: search.location ?? '',
    onCommit: (value) => onChange(withFilter(search, 'location', value)),
    normalize: filterText,
  })
  const [drawerOpen, setDrawerOpen] = useState(false)
  const active = [search.industry, search.size, search.location].filter(Boolean).length
  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_QUERY_LENGTH
  const clear = () => {
    setText('')
    setLocation('')
    onChange({})
  }
  const fields = { search, onChange, location, setLocation }

  return (
    <Stack gap="3" as="section" aria-label="Search and filters">
      <HStack gap="2" align="flex-end">
        <Field.Root flex="1">
          <Field.Label srOnly>Search companies</Field.Label>
          <InputGroup startElement={<Search aria-hidden size={16} />}>
            <Input
              type="search"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              placeholder="Search companies"
              autoComplete="off"
              enterKeyHint="search"
            />
          </InputGroup>
        </Field.Root>
        <Drawer.Root
          open={drawerOpen}
          onOpenChange={(e) => setDrawerOpen(e.open)}
          placement="bottom"
          size="md"
        >
          <Drawer.Trigger asChild>
            <Button
              variant="outline"
              hideFrom="md"
              aria-label={`Filters${active ? ` (${active} active)` : ''}`}
            >
              <SlidersHorizontal aria-hidden />
              Filters
              {active > 0 ? (
                <Badge colorPalette="indigo" variant="solid" size="sm" rounded="full">
                  {active}
                </Badge>
              ) : null}
            </Button>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content roundedTop="2xl" pb="env(safe-area-inset-bottom)">
                <Drawer.Header>
                  <Drawer.Title>Filter companies</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Stack gap="4">
                    <FilterFields {...fields} />
                  </Stack>
                </Drawer.Body>
                <Drawer.Footer gap="2">
                  <Button variant="ghost" onClick={clear} disabled={!hasFilters(search)}>
                    Clear all
                  </Button>
                  <Button colorPalette="indigo" onClick={() => setDrawerOpen(false)}>
                    {total === undefined
                      ? 'Show companies'
                      : `Show ${total} ${total === 1 ? 'company' : 'companies'}`}
                  </Button>
                </Drawer.Footer>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close filters" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </HStack>
      {tooShort ? (
        <Text fontSize="xs" color="fg.muted">
          Type at least {SEARCH_MIN_QUERY_LENGTH} characters to search.
        </Text>
      ) : null}
      <Box
        display={{ base: 'none', md: 'grid' }}
        gridTemplateColumns="repeat(4, minmax(0, 1fr)) auto"
        gap="3"
        alignItems="end"
      >
        <FilterFields {...fields} />
        <Button variant="ghost" size="sm" onClick={clear} disabled={!hasFilters(search)}>
          Clear filters
        </Button>
      </Box>
    </Stack>
  )
}
