import {
  Checkbox,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { JOB_DESCRIPTION_MAX } from '@/api/jobs/job-write-input'
import { SkillsInput } from '@/components/ui/skills-input'
import type { JobFormField, JobFormValues } from '../lib/job-form-values'
import { EMPLOYMENT_TYPE_OPTIONS, SENIORITY_OPTIONS, WORK_SETTING_OPTIONS } from '../lib/job-labels'
import type { JobFormErrors } from '../lib/validate-job-form'
import { ChoiceGroupField } from './choice-group-field'
import { ListField } from './list-field'
import { PrefilledBadge } from './prefilled-badge'
import { SalaryFields } from './salary-fields'

export type JobFormFieldsProps = {
  values: JobFormValues
  errors: JobFormErrors
  onChange: (patch: Partial<JobFormValues>) => void
  disabled?: boolean
  prefilled?: ReadonlySet<JobFormField>
}

/** Today's UTC day + 1: the earliest expiry date the server accepts for a new or changed date. */
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="5" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** The fields of the job creation input, each with its own error message. */
export function JobFormFields({ values, errors, onChange, disabled, prefilled }: JobFormFieldsProps) {
  const isPrefilled = (field: JobFormField) => prefilled?.has(field) === true
  const label = (text: string, field: JobFormField, required = false) => (
    <Field.Label>
      {text}
      {required ? <Field.RequiredIndicator /> : null}
      {isPrefilled(field) ? <PrefilledBadge /> : null}
    </Field.Label>
  )

  return (
    <Stack gap="10">
      <Section title="The role">
        <Field.Root required invalid={Boolean(errors.title)} disabled={disabled}>
          {label('Job title', 'title', true)}
          <Input
            name="title"
            autoComplete="off"
            value={values.title}
            placeholder="e.g. Senior Backend Engineer"
            onChange={(e) => onChange({ title: e.target.value })}
          />
          {errors.title ? <Field.ErrorText>{errors.title}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.description)} disabled={disabled}>
          {label('Description', 'description', true)}
          <Textarea
            name="description"
            rows={8}
            resize="vertical"
            value={values.description}
            placeholder="What the team does, what the role is about, what you offer."
            onChange={(e) => onChange({ description: e.target.value })}
          />
          {errors.description ? (
            <Field.ErrorText>{errors.description}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {values.description.length.toLocaleString('en-US')} /{' '}
              {JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters
            </Field.HelperText>
          )}
        </Field.Root>
        <ListField
          label="Responsibilities"
          itemLabel="responsibility"
          values={values.responsibilities}
          onChange={(responsibilities) => onChange({ responsibilities })}
          error={errors.responsibilities}
          disabled={disabled}
          prefilled={isPrefilled('responsibilities')}
          placeholder="e.g. Design and build our routing service"
        />
        <ListField
          label="Requirements"
          itemLabel="requirement"
          values={values.requirements}
          onChange={(requirements) => onChange({ requirements })}
          error={errors.requirements}
          disabled={disabled}
          prefilled={isPrefilled('requirements')}
          placeholder="e.g. 5+ years of backend development"
        />
        <Stack gap="1">
          <SkillsInput
            value={values.skills}
            onChange={(skills) => onChange({ skills })}
            disabled={disabled}
            labelAddon={isPrefilled('skills') ? <PrefilledBadge /> : null}
          />
          {errors.skills ? (
            <Text role="alert" fontSize="sm" color="fg.error">
              {errors.skills}
            </Text>
          ) : null}
        </Stack>
      </Section>

      <Section title="Where and how">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={Boolean(errors.location)} disabled={disabled}>
            {label('Location', 'location')}
            <Input
              name="location"
              autoComplete="off"
              value={values.location}
              placeholder="e.g. Berlin, Germany"
              onChange={(e) => onChange({ location: e.target.value })}
            />
            {errors.location ? <Field.ErrorText>{errors.location}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.workSetting)} disabled={disabled}>
            {label('Work setting', 'workSetting')}
            <NativeSelect.Root>
              <NativeSelect.Field
                name="workSetting"
                value={values.workSetting}
                onChange={(e) => onChange({ workSetting: e.target.value as JobFormValues['workSetting'] })}
              >
                <option value="">Not specified</option>
                {WORK_SETTING_OPTIONS.map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.workSetting ? <Field.ErrorText>{errors.workSetting}</Field.ErrorText> : null}
          </Field.Root>
        </SimpleGrid>
        <ChoiceGroupField
          label="Employment type"
          options={EMPLOYMENT_TYPE_OPTIONS}
          values={values.employmentTypes}
          onChange={(employmentTypes) => onChange({ employmentTypes })}
          error={errors.employmentTypes}
          disabled={disabled}
          prefilled={isPrefilled('employmentTypes')}
          helper="Choose all that apply."
        />
        <ChoiceGroupField
          label="Seniority"
          options={SENIORITY_OPTIONS}
          values={values.seniority}
          onChange={(seniority) => onChange({ seniority })}
          error={errors.seniority}
          disabled={disabled}
          helper="Choose all that apply."
        />
      </Section>

      <Section title="Salary">
        <SalaryFields
          values={values}
          errors={errors}
          onChange={onChange}
          disabled={disabled}
          prefilled={isPrefilled('salaryMin')}
        />
      </Section>

      <Section title="Publishing">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={Boolean(errors.expirationDate)} disabled={disabled}>
            {label('Expiration date', 'expirationDate')}
            <Input
              type="date"
              name="expirationDate"
              min={tomorrow()}
              value={values.expirationDate}
              onChange={(e) => onChange({ expirationDate: e.target.value })}
            />
            {errors.expirationDate ? (
              <Field.ErrorText>{errors.expirationDate}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                After this day the job leaves search. Leave empty to keep it open.
              </Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.isPublic)} disabled={disabled} justifyContent="center">
            <Checkbox.Root
              colorPalette="indigo"
              checked={values.isPublic}
              onCheckedChange={(e) => onChange({ isPublic: e.checked === true })}
              disabled={disabled}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>List this job in public search</Checkbox.Label>
            </Checkbox.Root>
            <Field.HelperText>When unticked, only you and your team can see the job.</Field.HelperText>
          </Field.Root>
        </SimpleGrid>
      </Section>
    </Stack>
  )
}
