import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { METRICS_PRESET_DAYS } from '@/api/product-metrics/product-metrics'
import { customRangeProblem, lastDays, type DayRange } from '../lib/day-range'

export type RangeChoice = { preset: (typeof METRICS_PRESET_DAYS)[number] } | { custom: DayRange }

/** The period: the last 7, 30 or 90 days, or two chosen days (UTC, both included). */
export function RangePicker({
  choice,
  onChange,
}: {
  choice: RangeChoice
  onChange: (next: RangeChoice) => void
}) {
  const current = 'preset' in choice ? lastDays(choice.preset) : choice.custom
  const [editing, setEditing] = useState('custom' in choice)
  const [draft, setDraft] = useState<DayRange>(current)
  const [problem, setProblem] = useState<string | null>(null)

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const found = customRangeProblem(draft)
    setProblem(found)
    if (!found) onChange({ custom: draft })
  }

  return (
    <Stack gap="3">
      <HStack gap="2" role="group" aria-label="Period" wrap="wrap">
        {METRICS_PRESET_DAYS.map((days) => {
          const active = 'preset' in choice && choice.preset === days
          return (
            <Button
              key={days}
              size="sm"
              variant={active ? 'solid' : 'outline'}
              colorPalette="indigo"
              aria-pressed={active}
              onClick={() => {
                setEditing(false)
                onChange({ preset: days })
              }}
            >
              Last {days} days
            </Button>
          )
        })}
        <Button
          size="sm"
          variant={'custom' in choice ? 'solid' : 'outline'}
          colorPalette="indigo"
          aria-pressed={'custom' in choice}
          aria-expanded={editing}
          onClick={() => {
            setDraft(current)
            setEditing((open) => !open)
          }}
        >
          Custom range
        </Button>
      </HStack>
      {editing ? (
        <form aria-label="Custom range" onSubmit={apply} noValidate>
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            gap="3"
            align={{ base: 'stretch', sm: 'flex-end' }}
          >
            <Field.Root maxW={{ sm: '44' }}>
              <Field.Label>From</Field.Label>
              <Input
                type="date"
                size="sm"
                value={draft.from}
                max={draft.to}
                onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              />
            </Field.Root>
            <Field.Root maxW={{ sm: '44' }}>
              <Field.Label>To</Field.Label>
              <Input
                type="date"
                size="sm"
                value={draft.to}
                min={draft.from}
                onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              />
            </Field.Root>
            <Button type="submit" size="sm" colorPalette="indigo">
              Show
            </Button>
          </Stack>
          {problem ? (
            <Text role="alert" color="fg.error" fontSize="sm" mt="2">
              {problem}
            </Text>
          ) : null}
        </form>
      ) : null}
    </Stack>
  )
}
