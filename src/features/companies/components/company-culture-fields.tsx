import { Checkbox, Fieldset, SimpleGrid, Stack } from '@chakra-ui/react'
import { BENEFIT_KEYS } from '@/api/companies/company-profile'
import { errorFor } from '../lib/company-form'
import { BENEFIT_LABELS } from './company-benefits-tab'
import type { SectionProps } from './company-form-section-props'
import { TagsField } from './form-fields'

/** Values, culture, the benefit checkboxes with any other benefits, and perks. */
export function CultureFields({ values, onChange, errors, disabled }: SectionProps) {
  const setList = (key: 'values' | 'culture' | 'perks') => (list: string[]) =>
    onChange((v) => ({ ...v, [key]: list }))
  return (
    <Stack gap="5">
      <TagsField
        label="Values"
        name="values"
        value={values.values}
        onChange={setList('values')}
        error={errorFor(errors, 'values')}
        placeholder="e.g. Ownership, Candour"
        disabled={disabled}
      />
      <TagsField
        label="Culture"
        name="culture"
        value={values.culture}
        onChange={setList('culture')}
        error={errorFor(errors, 'culture')}
        placeholder="e.g. Remote-first, Async"
        disabled={disabled}
      />
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontWeight="semibold">Benefits</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {BENEFIT_KEYS.map((key) => (
            <Checkbox.Root
              key={key}
              checked={values.benefits[key]}
              onCheckedChange={(e) =>
                onChange((v) => ({ ...v, benefits: { ...v.benefits, [key]: e.checked === true } }))
              }
              colorPalette="indigo"
            >
              <Checkbox.HiddenInput name={`benefits.${key}`} />
              <Checkbox.Control />
              <Checkbox.Label>{BENEFIT_LABELS[key]}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Fieldset.Root>
      <TagsField
        label="Other benefits"
        name="benefits.other"
        value={values.benefits.other}
        onChange={(list) => onChange((v) => ({ ...v, benefits: { ...v.benefits, other: list } }))}
        error={errorFor(errors, 'benefits.other')}
        placeholder="e.g. Sabbatical after 5 years"
        disabled={disabled}
      />
      <TagsField
        label="Perks"
        name="perks"
        value={values.perks}
        onChange={setList('perks')}
        error={errorFor(errors, 'perks')}
        placeholder="e.g. Team retreats"
        disabled={disabled}
      />
    </Stack>
  )
}

/** The tech stack and other technologies: up to 60 tags each, of up to 60 characters. */
export function TechFields({ values, onChange, errors, disabled }: SectionProps) {
  return (
    <Stack gap="5">
      <TagsField
        label="Tech stack"
        name="techStack"
        value={values.techStack}
        onChange={(list) => onChange((v) => ({ ...v, techStack: list }))}
        error={errorFor(errors, 'techStack')}
        placeholder="e.g. TypeScript, PostgreSQL"
        max={60}
        maxLength={60}
        disabled={disabled}
      />
      <TagsField
        label="Other technologies"
        name="technologies"
        value={values.technologies}
        onChange={(list) => onChange((v) => ({ ...v, technologies: list }))}
        error={errorFor(errors, 'technologies')}
        placeholder="e.g. Kubernetes"
        max={60}
        maxLength={60}
        disabled={disabled}
      />
    </Stack>
  )
}
