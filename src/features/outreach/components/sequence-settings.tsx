import { Checkbox, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react'
import { useMemo } from 'react'
import { DAILY_CAP_MAX, SEQUENCE_NAME_MAX } from '@/api/outreach/outreach-fields'
import type { SequenceErrors, SequenceValues } from '../lib/sequence-form'

type Props = {
  values: SequenceValues
  errors: SequenceErrors
  set: <K extends keyof SequenceValues>(key: K, value: SequenceValues[K]) => void
}

const HOURS = Array.from({ length: 25 }, (_, h) => h)
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`

/** Name, the recipients' time zone and sending hours, and the daily cap. */
export function SequenceSettings({ values, errors, set }: Props) {
  const zones = useMemo(() => {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    return known.includes(values.timeZone) ? known : [values.timeZone, ...known]
  }, [values.timeZone])
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root id="outreach-name" invalid={Boolean(errors.name)} required>
        <Field.Label>
          Sequence name <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={values.name}
          maxLength={SEQUENCE_NAME_MAX}
          onChange={(e) => set('name', e.target.value)}
          placeholder="e.g. Senior backend engineers"
        />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root id="outreach-zone" invalid={Boolean(errors.timeZone)}>
        <Field.Label>Recipients’ time zone</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>Mail goes out during these hours of the recipient’s day.</Field.HelperText>
        <Field.ErrorText>{errors.timeZone}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={2} gap="3">
        <Field.Root id="outreach-window-start">
          <Field.Label>Send from</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.windowStartHour}
              onChange={(e) => set('windowStartHour', e.target.value)}
            >
              {HOURS.slice(0, 24).map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root id="outreach-window-end" invalid={Boolean(errors.windowEndHour)}>
          <Field.Label>until</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.windowEndHour}
              onChange={(e) => set('windowEndHour', e.target.value)}
            >
              {HOURS.slice(1).map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.windowEndHour}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root id="outreach-cap" invalid={Boolean(errors.dailyCap)}>
        <Field.Label>Daily cap (mails you send per day)</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={DAILY_CAP_MAX}
          value={values.dailyCap}
          onChange={(e) => set('dailyCap', e.target.value)}
        />
        <Field.ErrorText>{errors.dailyCap}</Field.ErrorText>
      </Field.Root>
      <Checkbox.Root
        checked={values.weekdaysOnly}
        onCheckedChange={(e) => set('weekdaysOnly', e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Weekdays only (Monday to Friday)</Checkbox.Label>
      </Checkbox.Root>
    </SimpleGrid>
  )
}
