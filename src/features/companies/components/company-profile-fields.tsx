import { SimpleGrid, Stack } from '@chakra-ui/react'
import { COMPANY_SIZES } from '@/api/companies/company-sizes'
import { companySizeLabel } from '@/entities/company/company-presentation'
import { INDUSTRIES } from '@/api/companies/company-industries'
import type { SectionProps } from './company-form-section-props'
import { SelectField, TextField } from './form-fields'

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: value }))
const SIZE_OPTIONS = COMPANY_SIZES.map((value) => ({ value, label: companySizeLabel(value) }))

/** Name, industry, size, tagline and founding year. */
export function BasicsFields({ values, onChange, errors, disabled }: SectionProps) {
  const set = (key: 'name' | 'industry' | 'size' | 'tagline' | 'founded') => (value: string) =>
    onChange((v) => ({ ...v, [key]: value }))
  return (
    <Stack gap="4">
      <TextField
        label="Company name"
        name="name"
        required
        value={values.name}
        onChange={set('name')}
        error={errors['name']}
        autoComplete="organization"
        maxLength={120}
        disabled={disabled}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          label="Industry"
          name="industry"
          value={values.industry}
          onChange={set('industry')}
          options={INDUSTRY_OPTIONS}
          placeholder="Choose an industry"
          error={errors['industry']}
          disabled={disabled}
        />
        <SelectField
          label="Company size"
          name="size"
          value={values.size}
          onChange={set('size')}
          options={SIZE_OPTIONS}
          placeholder="Choose a size"
          error={errors['size']}
          disabled={disabled}
        />
      </SimpleGrid>
      <TextField
        label="Tagline"
        name="tagline"
        value={values.tagline}
        onChange={set('tagline')}
        error={errors['tagline']}
        helper="One line under your name, e.g. 'Payments for independent shops'."
        maxLength={160}
        disabled={disabled}
      />
      <TextField
        label="Founded"
        name="founded"
        type="number"
        value={values.founded}
        onChange={set('founded')}
        error={errors['founded']}
        placeholder="e.g. 2015"
        disabled={disabled}
      />
    </Stack>
  )
}

/** The longer texts: description, mission and vision. */
export function AboutFields({ values, onChange, errors, disabled }: SectionProps) {
  const set = (key: 'description' | 'mission' | 'vision') => (value: string) =>
    onChange((v) => ({ ...v, [key]: value }))
  return (
    <Stack gap="4">
      <TextField
        label="Description"
        name="description"
        multiline={6}
        value={values.description}
        onChange={set('description')}
        error={errors['description']}
        helper="What you do, who you serve and what it is like to work with you."
        maxLength={5000}
        disabled={disabled}
      />
      <TextField
        label="Mission"
        name="mission"
        multiline={2}
        value={values.mission}
        onChange={set('mission')}
        error={errors['mission']}
        maxLength={1000}
        disabled={disabled}
      />
      <TextField
        label="Vision"
        name="vision"
        multiline={2}
        value={values.vision}
        onChange={set('vision')}
        error={errors['vision']}
        maxLength={1000}
        disabled={disabled}
      />
    </Stack>
  )
}

export function LogoFields({ values, onChange, errors, disabled }: SectionProps) {
  return (
    <TextField
      label="Logo URL"
      name="logo"
      type="url"
      value={values.logo}
      onChange={(value) => onChange((v) => ({ ...v, logo: value }))}
      error={errors['logo']}
      helper="A square image works best. Without one, your initials are shown."
      placeholder="https://example.com/logo.png"
      disabled={disabled}
    />
  )
}
