import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { Calculator } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { SalaryAnalyzeInput } from '@/api/ai-tools/salary'

export type SalaryFormValues = {
  jobTitle: string
  location: string
  experienceYears: string
  industry: string
}

type Props = {
  initial: SalaryFormValues
  running: boolean
  onSubmit: (input: SalaryAnalyzeInput, values: SalaryFormValues) => void
}

/** Years as typed → a whole number 0–60, or null when it is not one (the field then says so). */
export function yearsOf(text: string): number | null {
  if (text.trim() === '') return 0
  const n = Number(text)
  return Number.isInteger(n) && n >= 0 && n <= 60 ? n : null
}

/** The calculator's question: a job title, a U.S. location, years of experience and an optional industry. */
export function SalaryForm({ initial, running, onSubmit }: Props) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState(false)
  // The value is read now: the event's currentTarget is gone by the time a state updater runs.
  const set = (key: keyof SalaryFormValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setValues((old) => ({ ...old, [key]: value }))
  }
  const years = yearsOf(values.experienceYears)
  const titleMissing = values.jobTitle.trim() === ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (titleMissing || years === null) return
    onSubmit(
      {
        jobTitle: values.jobTitle.trim(),
        location: values.location.trim(),
        experienceYears: years,
        ...(values.industry.trim() ? { industry: values.industry.trim() } : {}),
      },
      values,
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Salary question">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required invalid={touched && titleMissing}>
            <Field.Label>
              Job title <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="jobTitle"
              value={values.jobTitle}
              onChange={set('jobTitle')}
              placeholder="e.g. Software Engineer"
              maxLength={120}
              autoComplete="organization-title"
            />
            <Field.ErrorText>Enter a job title</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Location (U.S. state)</Field.Label>
            <Input
              name="location"
              value={values.location}
              onChange={set('location')}
              placeholder="e.g. Austin, TX — empty for national"
              maxLength={120}
            />
            <Field.HelperText>A state name or code; leave empty for the national figures.</Field.HelperText>
          </Field.Root>
          <Field.Root invalid={years === null}>
            <Field.Label>Years of experience</Field.Label>
            <Input
              name="experienceYears"
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              step={1}
              value={values.experienceYears}
              onChange={set('experienceYears')}
            />
            <Field.ErrorText>A whole number from 0 to 60</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Industry (optional)</Field.Label>
            <Input
              name="industry"
              value={values.industry}
              onChange={set('industry')}
              placeholder="e.g. Technology"
              maxLength={100}
            />
          </Field.Root>
        </SimpleGrid>
        <Button
          type="submit"
          colorPalette="indigo"
          alignSelf="flex-start"
          loading={running}
          loadingText="Calculating…"
        >
          <Calculator size={16} aria-hidden="true" /> Calculate salary
        </Button>
      </Stack>
    </form>
  )
}
