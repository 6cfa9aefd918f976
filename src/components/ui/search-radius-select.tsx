import { Field, NativeSelect } from '@chakra-ui/react'
import {
  DEFAULT_SEARCH_RADIUS,
  PLACES_CREDIT,
  SEARCH_RADIUS_OPTIONS,
  parseSearchRadius,
  type SearchRadius,
} from '@/api/search-radius'

const label = (radius: SearchRadius) => (radius === 'remote' ? 'Remote' : `Within ${radius} miles`)

/**
 * The search radius of seed 1 §9 beside a location field: 5, 10, 25 (default), 50, 100 miles or remote. The
 * miles need a location to measure from; without one they are shown but only "Remote" filters.
 */
export function SearchRadiusSelect({
  id,
  value,
  onChange,
  size = 'sm',
  floatingCredit = false,
}: {
  id: string
  value: SearchRadius | undefined
  onChange: (value: SearchRadius) => void
  size?: 'sm' | 'md'
  /** In a row of fields aligned at their bottoms: the credit hangs below the select, taking no height. */
  floatingCredit?: boolean
}) {
  return (
    <Field.Root width="auto" minW="36" position="relative">
      <Field.Label htmlFor={id} fontSize="xs" color="fg.muted">
        Search radius
      </Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          id={id}
          data-testid={id}
          value={String(value ?? DEFAULT_SEARCH_RADIUS)}
          onChange={(event) => {
            const next = parseSearchRadius(event.currentTarget.value)
            if (next !== null) onChange(next)
          }}
        >
          {SEARCH_RADIUS_OPTIONS.map((radius) => (
            <option key={radius} value={String(radius)}>
              {label(radius)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText
        fontSize="2xs"
        color="fg.subtle"
        data-testid="places-credit"
        {...(floatingCredit
          ? { position: 'absolute', top: '100%', mt: '0.5', whiteSpace: 'nowrap' }
          : { mt: '0' })}
      >
        <a href={PLACES_CREDIT.href} target="_blank" rel="noreferrer">
          {PLACES_CREDIT.text}
        </a>
      </Field.HelperText>
    </Field.Root>
  )
}
