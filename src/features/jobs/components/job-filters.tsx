import { Checkbox, CloseButton, Field, Input, InputGroup, NativeSelect, Switch } from '@chakra-ui/react'
import { MapPin } from 'lucide-react'
import type { DatePosted, ExperienceLevel } from '@/api/jobs/job-list-enums'
import { jobFiltersClass as c } from '@/components/static-css/jobs-results'
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS } from '@/entities/job/job-format'
import { SkillsInput } from '@/components/ui/skills-input'
import { SearchRadiusSelect } from '@/components/ui/search-radius-select'
import { DEFAULT_SEARCH_RADIUS } from '@/api/search-radius'
import { useDebouncedInput } from '@/hooks/use-debounced-input'
import {
  DATE_POSTED_FILTER_OPTIONS,
  EMPLOYMENT_FILTER_OPTIONS,
  EXPERIENCE_FILTER_OPTIONS,
  splitList,
  type JobsSearch,
} from '../lib/jobs-search-params'
import { SalaryRangeInputs } from './salary-range-inputs'

export type FiltersPatch = Partial<JobsSearch>

type Props = {
  search: JobsSearch
  onChange: (patch: FiltersPatch) => void
}

const DATE_POSTED_LABELS: Record<DatePosted, string> = {
  '24h': 'Last 24 hours',
  '3d': 'Last 3 days',
  week: 'Last week',
  month: 'Last month',
}

function CheckboxGroup<T extends string>({
  legend,
  options,
  labels,
  selected,
  onChange,
}: {
  legend: string
  options: readonly T[]
  labels: Record<T, string>
  selected: string | undefined
  onChange: (value: string | undefined) => void
}) {
  const chosen = new Set(splitList(selected))
  const toggle = (option: T, on: boolean) => {
    const next = options.filter((o) => (o === option ? on : chosen.has(o)))
    onChange(next.length > 0 ? next.join(',') : undefined)
  }
  return (
    <fieldset>
      <legend className={c.legend}>{legend}</legend>
      <div className={c.options}>
        {options.map((option) => (
          <Checkbox.Root
            key={option}
            size="sm"
            colorPalette="indigo"
            checked={chosen.has(option)}
            onCheckedChange={(e) => toggle(option, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{labels[option]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </div>
    </fieldset>
  )
}

function LocationInput({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string | undefined) => void
}) {
  const { text, setText, flush } = useDebouncedInput({
    value,
    onCommit: (next) => onChange(next === '' ? undefined : next),
  })
  return (
    <Field.Root>
      <Field.Label fontSize="sm">Location</Field.Label>
      <InputGroup startElement={<MapPin aria-hidden size={16} />}>
        <Input
          size="sm"
          placeholder="City or country"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') flush()
          }}
          maxLength={200}
        />
      </InputGroup>
    </Field.Root>
  )
}

/**
 * The /jobs filters: location with its search radius, skills, employment type, experience level, salary range, remote,
 * date posted, and the company of /jobs?company={name}. Every change goes to the URL (text ones as typing
 * pauses). The same fields serve the desktop sidebar and the phone drawer. The layout around the fields is plain
 * elements with static classes (decision 023).
 */
export function JobFilters({ search, onChange }: Props) {
  return (
    <div className={c.root}>
      {search.company ? (
        <div className={c.group}>
          <p className={c.title}>Company</p>
          <div className={c.companyRow}>
            <span className={c.companyBadge}>
              <span className={c.companyName}>{search.company}</span>
              <CloseButton
                size="2xs"
                aria-label={`Remove company filter ${search.company}`}
                onClick={() => onChange({ company: undefined })}
              />
            </span>
          </div>
        </div>
      ) : null}

      <LocationInput value={search.location ?? ''} onChange={(location) => onChange({ location })} />
      <SearchRadiusSelect
        id="jobs-radius"
        value={search.searchRadius}
        onChange={(radius) =>
          onChange({ searchRadius: radius === DEFAULT_SEARCH_RADIUS ? undefined : radius })
        }
      />

      <Switch.Root
        colorPalette="indigo"
        size="sm"
        checked={search.isRemote === true}
        onCheckedChange={(e) => onChange({ isRemote: e.checked ? true : undefined })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontWeight="medium">Remote only</Switch.Label>
      </Switch.Root>

      <SkillsInput
        value={splitList(search.skills)}
        onChange={(skills) => onChange({ skills: skills.length > 0 ? skills.join(',') : undefined })}
        max={20}
      />

      <CheckboxGroup
        legend="Employment type"
        options={EMPLOYMENT_FILTER_OPTIONS}
        labels={EMPLOYMENT_TYPE_LABELS}
        selected={search.employmentType}
        onChange={(employmentType) => onChange({ employmentType })}
      />

      <CheckboxGroup<ExperienceLevel>
        legend="Experience level"
        options={EXPERIENCE_FILTER_OPTIONS}
        labels={EXPERIENCE_LEVEL_LABELS}
        selected={search.experienceLevel}
        onChange={(experienceLevel) => onChange({ experienceLevel })}
      />

      <SalaryRangeInputs salaryMin={search.salaryMin} salaryMax={search.salaryMax} onChange={onChange} />

      <Field.Root>
        <Field.Label fontSize="sm">Date posted</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={search.datePosted ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value as DatePosted | ''
              onChange({ datePosted: value === '' ? undefined : value })
            }}
          >
            <option value="">Any time</option>
            {DATE_POSTED_FILTER_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {DATE_POSTED_LABELS[option]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </div>
  )
}
