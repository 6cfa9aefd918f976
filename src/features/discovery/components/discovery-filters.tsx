import { Checkbox, Field, NativeSelect, Wrap } from '@chakra-ui/react'
import { DISCOVERY_PAGE_SIZES, DISCOVERY_SORTS, type DiscoverySort } from '@/api/discovery/public-search'
import {
  DATE_POSTED_OPTIONS,
  EXPERIENCE_LEVELS,
  type DatePosted,
  type ExperienceLevel,
} from '@/api/jobs/job-list-enums'
import { ListLayoutControls } from '@/components/navigation/list-layout-controls'
import { EXPERIENCE_LEVEL_LABELS } from '@/entities/job/job-format'
import type { DiscoverySearch } from '../lib/discovery-search'
import type { ViewMode } from '../lib/view-mode'
import { DiscoveryLocationFilter } from './discovery-location-filter'

const DATE_POSTED_LABELS: Record<DatePosted, string> = {
  '24h': 'Past 24 hours',
  '3d': 'Past 3 days',
  week: 'Past week',
  month: 'Past month',
}

const SORT_LABELS: Record<DiscoverySort, string> = {
  recent: 'Most relevant',
  featured: 'Featured first',
  top: 'Most viewed',
  latest: 'Newest',
}

type Props = {
  search: DiscoverySearch
  /** A change of filters (the page goes back to 1). */
  onChange: (patch: Partial<DiscoverySearch>) => void
  view: ViewMode
  onViewChange: (view: ViewMode) => void
  limit: number
  onLimitChange: (limit: number) => void
}

function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  children: React.ReactNode
}) {
  return (
    <Field.Root width="auto" minW="36">
      <Field.Label htmlFor={id} fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/**
 * The filters of seed 2 §2 (experience level, date posted, sort, hasMedia) and seed 1 §9's location with its
 * search radius, page size and grid / list.
 */
export function DiscoveryFilters({ search, onChange, view, onViewChange, limit, onLimitChange }: Props) {
  return (
    <Wrap gap="3" align="flex-end" justify="space-between" data-testid="discovery-filters">
      <Wrap gap="3" align="flex-end">
        <DiscoveryLocationFilter search={search} onChange={onChange} />
        <Select
          id="discovery-level"
          label="Experience level"
          value={search.experienceLevel ?? ''}
          onChange={(value) =>
            onChange({ experienceLevel: (value || undefined) as ExperienceLevel | undefined })
          }
        >
          <option value="">Any level</option>
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {EXPERIENCE_LEVEL_LABELS[level]}
            </option>
          ))}
        </Select>
        <Select
          id="discovery-posted"
          label="Date posted"
          value={search.datePosted ?? ''}
          onChange={(value) => onChange({ datePosted: (value || undefined) as DatePosted | undefined })}
        >
          <option value="">Any time</option>
          {(Object.keys(DATE_POSTED_OPTIONS) as DatePosted[]).map((option) => (
            <option key={option} value={option}>
              {DATE_POSTED_LABELS[option]}
            </option>
          ))}
        </Select>
        <Select
          id="discovery-sort"
          label="Sort by"
          value={search.sort ?? 'recent'}
          onChange={(value) =>
            onChange({ sort: value === 'recent' ? undefined : (value as Exclude<DiscoverySort, 'recent'>) })
          }
        >
          {DISCOVERY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </Select>
        <Checkbox.Root
          checked={search.hasMedia === true}
          onCheckedChange={(event) => onChange({ hasMedia: event.checked === true ? true : undefined })}
          pb="1.5"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Has media</Checkbox.Label>
        </Checkbox.Root>
      </Wrap>
      <ListLayoutControls
        id="discovery-per-page"
        limit={limit}
        sizes={DISCOVERY_PAGE_SIZES}
        onLimitChange={onLimitChange}
        view={view}
        onViewChange={onViewChange}
      />
    </Wrap>
  )
}
