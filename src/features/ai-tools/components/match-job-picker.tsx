import {
  Alert,
  Field,
  HStack,
  Input,
  NativeSelect,
  SegmentGroup,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { JOB_DESCRIPTION_MAX_CHARS } from '@/api/ai-tools/resume-source'
import type { Job } from '@/api/jobs/job-full'
import { matchJobQueryOptions, matchJobsQueryOptions } from '../api/match-jobs-api'

/** The job a match or a value proposition is for: a job on ReelHire, or a pasted description. */
export type PickedJob = { kind: 'job'; job: Job } | { kind: 'pasted'; text: string }

type Mode = 'job' | 'pasted'

/** The value once typing has paused for `ms`, so the job search asks once per pause, not per key. */
function useDebouncedValue(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

type Props = {
  value: PickedJob | null
  onChange: (value: PickedJob | null) => void
  /** A job to start with (?jobId= from a job page or the assistant). */
  initialJobId?: string | undefined
  label?: string
}

export function MatchJobPicker({ value, onChange, initialJobId, label = 'Job' }: Props) {
  const [mode, setMode] = useState<Mode>('job')
  const [pasted, setPasted] = useState('')
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{label}</Text>
        <SegmentGroup.Root
          size="sm"
          value={mode}
          onValueChange={(e) => {
            const next = e.value as Mode
            setMode(next)
            onChange(next === 'pasted' && pasted.trim() ? { kind: 'pasted', text: pasted } : null)
          }}
          aria-label="Job source"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'job', label: 'A job on ReelHire' },
              { value: 'pasted', label: 'Paste a description' },
            ]}
          />
        </SegmentGroup.Root>
      </HStack>
      {mode === 'job' ? (
        <JobSelect
          value={value?.kind === 'job' ? value.job : null}
          initialJobId={initialJobId}
          onChange={onChange}
        />
      ) : (
        <Field.Root>
          <Field.Label srOnly>Job description</Field.Label>
          <Textarea
            value={pasted}
            onChange={(e) => {
              const text = e.currentTarget.value
              setPasted(text)
              onChange(text.trim() ? { kind: 'pasted', text } : null)
            }}
            rows={8}
            maxLength={JOB_DESCRIPTION_MAX_CHARS}
            placeholder={
              'Job title on the first line, then the description:\nFrontend Engineer\nWe use React and TypeScript… 3+ years of experience…'
            }
          />
          <Field.HelperText>The first line is read as the job title.</Field.HelperText>
        </Field.Root>
      )}
    </Stack>
  )
}

function JobSelect({
  value,
  initialJobId,
  onChange,
}: {
  value: Job | null
  initialJobId: string | undefined
  onChange: (value: PickedJob | null) => void
}) {
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search.trim(), 300)
  const list = useQuery(matchJobsQueryOptions(debounced))
  const initial = useQuery({ ...matchJobQueryOptions(initialJobId ?? ''), enabled: Boolean(initialJobId) })

  // The asked-for job first (it may be one the list does not show: a draft of the caller's company).
  useEffect(() => {
    if (!value && initial.data) onChange({ kind: 'job', job: initial.data })
  }, [value, initial.data, onChange])

  const jobs = list.data?.items ?? []
  const options = value && !jobs.some((j) => j.id === value.id) ? [value, ...jobs] : jobs
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label fontSize="sm">Search jobs</Field.Label>
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder="Title, company or skill"
        />
      </Field.Root>
      {list.isPending || (initialJobId && initial.isPending) ? (
        <Skeleton height="10" borderRadius="md" aria-busy="true" aria-label="Loading jobs" />
      ) : list.isError && options.length === 0 ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            Jobs could not be loaded right now. Paste a description instead.
          </Alert.Description>
        </Alert.Root>
      ) : options.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No jobs match “{debounced}”. Try other words, or paste a description.
        </Text>
      ) : (
        <Field.Root>
          <Field.Label fontSize="sm">Job</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={value?.id ?? ''}
              onChange={(e) => {
                const picked = options.find((j) => j.id === e.currentTarget.value)
                onChange(picked ? { kind: 'job', job: picked } : null)
              }}
            >
              <option value="">Choose a job…</option>
              {options.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title} — {job.company}
                  {job.location ? ` (${job.location})` : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
    </Stack>
  )
}
