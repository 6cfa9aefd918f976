import { Field, Fieldset, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react'
import type { JobFormValues } from '../lib/job-form-values'
import { SALARY_PERIOD_OPTIONS } from '../lib/job-labels'
import type { JobFormErrors } from '../lib/validate-job-form'
import { PrefilledBadge } from './prefilled-badge'

type Props = {
  values: JobFormValues
  errors: JobFormErrors
  onChange: (patch: Partial<JobFormValues>) => void
  disabled?: boolean | undefined
  prefilled?: boolean
}

/** A 3-letter currency, min and max of 0 or more (min ≤ max), a period. All empty = no salary. */
export function SalaryFields({ values, errors, onChange, disabled, prefilled }: Props) {
  return (
    <Fieldset.Root disabled={disabled}>
      {/* The section's heading says "Salary" on screen; the legend names the group for assistive tech. */}
      <Fieldset.Legend srOnly>Salary</Fieldset.Legend>
      <Fieldset.HelperText mt="-2">
        Optional. Jobs that show pay get more applications.
        {prefilled ? <PrefilledBadge /> : null}
      </Fieldset.HelperText>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Field.Root invalid={Boolean(errors.salaryCurrency)}>
          <Field.Label>Currency</Field.Label>
          <Input
            name="salaryCurrency"
            value={values.salaryCurrency}
            maxLength={3}
            autoComplete="off"
            placeholder="USD"
            textTransform="uppercase"
            onChange={(e) => onChange({ salaryCurrency: e.target.value.toUpperCase() })}
          />
          {errors.salaryCurrency ? <Field.ErrorText>{errors.salaryCurrency}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.salaryPeriod)}>
          <Field.Label>Period</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="salaryPeriod"
              value={values.salaryPeriod}
              onChange={(e) => onChange({ salaryPeriod: e.target.value as JobFormValues['salaryPeriod'] })}
            >
              <option value="">Choose…</option>
              {SALARY_PERIOD_OPTIONS.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.salaryPeriod ? <Field.ErrorText>{errors.salaryPeriod}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.salaryMin)}>
          <Field.Label>Minimum</Field.Label>
          <Input
            name="salaryMin"
            inputMode="decimal"
            autoComplete="off"
            value={values.salaryMin}
            placeholder="70000"
            onChange={(e) => onChange({ salaryMin: e.target.value })}
          />
          {errors.salaryMin ? <Field.ErrorText>{errors.salaryMin}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.salaryMax)}>
          <Field.Label>Maximum</Field.Label>
          <Input
            name="salaryMax"
            inputMode="decimal"
            autoComplete="off"
            value={values.salaryMax}
            placeholder="85000"
            onChange={(e) => onChange({ salaryMax: e.target.value })}
          />
          {errors.salaryMax ? <Field.ErrorText>{errors.salaryMax}</Field.ErrorText> : null}
        </Field.Root>
      </SimpleGrid>
    </Fieldset.Root>
  )
}
