import { Button, Checkbox, Fieldset, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Plus, Trash2 } from 'lucide-react'
import type { ComponentType } from 'react'
import { BENEFIT_KEYS, COMPANY_SIZES, companySizeLabel, INDUSTRIES } from '@/api/companies'
import {
  emptyLocation,
  errorFor,
  type CompanyFormValues,
  type FieldErrors,
  type FormSection,
  type LocationValues,
} from '../lib/company-form'
import { BENEFIT_LABELS } from './company-benefits-tab'
import { SelectField, TagsField, TextField } from './form-fields'

export type SectionProps = {
  values: CompanyFormValues
  onChange: (update: (values: CompanyFormValues) => CompanyFormValues) => void
  errors: FieldErrors
  disabled?: boolean
}

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: value }))
const SIZE_OPTIONS = COMPANY_SIZES.map((value) => ({ value, label: companySizeLabel(value) }))

function LocationFields({
  prefix,
  location,
  onChange,
  errors,
  disabled,
}: {
  prefix: string
  location: LocationValues
  onChange: (patch: Partial<LocationValues>) => void
  errors: FieldErrors
  disabled?: boolean | undefined
}) {
  const field = (key: Exclude<keyof LocationValues, 'remote'>, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={`${prefix}.${key}`}
      value={location[key]}
      onChange={(value) => onChange({ [key]: value })}
      error={errors[`${prefix}.${key}`]}
      autoComplete={autoComplete}
      disabled={disabled}
    />
  )
  return (
    <Stack gap="4">
      {field('address', 'Street address', 'street-address')}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('city', 'City', 'address-level2')}
        {field('state', 'State or region', 'address-level1')}
        {field('postalCode', 'Postal code', 'postal-code')}
        {field('country', 'Country', 'country-name')}
        {field('timezone', 'Time zone', 'off')}
      </SimpleGrid>
      <Checkbox.Root
        checked={location.remote}
        onCheckedChange={(e) => onChange({ remote: e.checked === true })}
        disabled={disabled}
        colorPalette="indigo"
      >
        <Checkbox.HiddenInput name={`${prefix}.remote`} />
        <Checkbox.Control />
        <Checkbox.Label>Remote-friendly</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  )
}

function BasicsFields({ values, onChange, errors, disabled }: SectionProps) {
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

function AboutFields({ values, onChange, errors, disabled }: SectionProps) {
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

function LocationSection({ values, onChange, errors, disabled }: SectionProps) {
  const setOffice = (index: number, patch: Partial<LocationValues>) =>
    onChange((v) => ({
      ...v,
      locations: v.locations.map((location, i) => (i === index ? { ...location, ...patch } : location)),
    }))
  return (
    <Stack gap="6">
      <TextField
        label="Location shown on your card"
        name="location"
        value={values.location}
        onChange={(value) => onChange((v) => ({ ...v, location: value }))}
        error={errors['location']}
        helper="e.g. 'Berlin, Germany' or 'Remote'. Left empty, the headquarters' city is used."
        maxLength={120}
        disabled={disabled}
      />
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontWeight="semibold">Headquarters</Fieldset.Legend>
        <LocationFields
          prefix="headquarters"
          location={values.headquarters}
          onChange={(patch) => onChange((v) => ({ ...v, headquarters: { ...v.headquarters, ...patch } }))}
          errors={errors}
          disabled={disabled}
        />
      </Fieldset.Root>
      {values.locations.map((location, index) => (
        <Fieldset.Root key={index} disabled={disabled} borderTopWidth="1px" pt="4">
          <HStack justify="space-between">
            <Fieldset.Legend fontWeight="semibold">Office {index + 1}</Fieldset.Legend>
            <IconButton
              aria-label={`Remove office ${index + 1}`}
              variant="ghost"
              size="sm"
              onClick={() =>
                onChange((v) => ({ ...v, locations: v.locations.filter((_, i) => i !== index) }))
              }
            >
              <Trash2 aria-hidden />
            </IconButton>
          </HStack>
          <LocationFields
            prefix={`locations.${index}`}
            location={location}
            onChange={(patch) => setOffice(index, patch)}
            errors={errors}
            disabled={disabled}
          />
        </Fieldset.Root>
      ))}
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        disabled={disabled || values.locations.length >= 50}
        onClick={() => onChange((v) => ({ ...v, locations: [...v.locations, emptyLocation()] }))}
      >
        <Plus aria-hidden /> Add an office
      </Button>
      {errorFor(errors, 'locations') && !values.locations.length ? (
        <Text color="fg.error" fontSize="sm">
          {errorFor(errors, 'locations')}
        </Text>
      ) : null}
    </Stack>
  )
}

function ContactFields({ values, onChange, errors, disabled }: SectionProps) {
  const setContact = (key: keyof CompanyFormValues['contact']) => (value: string) =>
    onChange((v) => ({ ...v, contact: { ...v.contact, [key]: value } }))
  return (
    <Stack gap="4">
      <TextField
        label="Website"
        name="website"
        type="url"
        value={values.website}
        onChange={(value) => onChange((v) => ({ ...v, website: value }))}
        error={errors['website']}
        placeholder="https://example.com"
        autoComplete="url"
        disabled={disabled}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="Contact email"
          name="contact.email"
          type="email"
          value={values.contact.email}
          onChange={setContact('email')}
          error={errors['contact.email']}
          autoComplete="email"
          disabled={disabled}
        />
        <TextField
          label="Phone"
          name="contact.phone"
          type="tel"
          value={values.contact.phone}
          onChange={setContact('phone')}
          error={errors['contact.phone']}
          autoComplete="tel"
          disabled={disabled}
        />
        <TextField
          label="LinkedIn"
          name="contact.linkedin"
          type="url"
          value={values.contact.linkedin}
          onChange={setContact('linkedin')}
          error={errors['contact.linkedin']}
          placeholder="https://linkedin.com/company/…"
          disabled={disabled}
        />
        <TextField
          label="Twitter"
          name="contact.twitter"
          type="url"
          value={values.contact.twitter}
          onChange={setContact('twitter')}
          error={errors['contact.twitter']}
          placeholder="https://twitter.com/…"
          disabled={disabled}
        />
        <TextField
          label="Facebook"
          name="contact.facebook"
          type="url"
          value={values.contact.facebook}
          onChange={setContact('facebook')}
          error={errors['contact.facebook']}
          placeholder="https://facebook.com/…"
          disabled={disabled}
        />
        <TextField
          label="Careers page"
          name="contact.website"
          type="url"
          value={values.contact.website}
          onChange={setContact('website')}
          error={errors['contact.website']}
          placeholder="https://example.com/careers"
          disabled={disabled}
        />
      </SimpleGrid>
    </Stack>
  )
}

function LogoFields({ values, onChange, errors, disabled }: SectionProps) {
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

function CultureFields({ values, onChange, errors, disabled }: SectionProps) {
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

function TechFields({ values, onChange, errors, disabled }: SectionProps) {
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

function FinancialsFields({ values, onChange, errors, disabled }: SectionProps) {
  const f = values.financials
  const set = (key: Exclude<keyof CompanyFormValues['financials'], 'investors'>) => (value: string) =>
    onChange((v) => ({ ...v, financials: { ...v.financials, [key]: value } }))
  const amount = (key: 'fundingAmount' | 'totalFunding' | 'valuation' | 'revenue', label: string) => (
    <TextField
      label={label}
      name={`financials.${key}`}
      type="number"
      inputMode="decimal"
      value={f[key]}
      onChange={set(key)}
      error={errors[`financials.${key}`]}
      disabled={disabled}
    />
  )
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="Funding stage"
          name="financials.fundingStage"
          value={f.fundingStage}
          onChange={set('fundingStage')}
          error={errors['financials.fundingStage']}
          placeholder="e.g. Series A"
          disabled={disabled}
        />
        <TextField
          label="Currency"
          name="financials.currency"
          value={f.currency}
          onChange={set('currency')}
          error={errors['financials.currency']}
          placeholder="e.g. USD"
          maxLength={3}
          disabled={disabled}
        />
        {amount('fundingAmount', 'Last round')}
        {amount('totalFunding', 'Total funding')}
        {amount('valuation', 'Valuation')}
        {amount('revenue', 'Annual revenue')}
        <TextField
          label="Profitability"
          name="financials.profitability"
          value={f.profitability}
          onChange={set('profitability')}
          error={errors['financials.profitability']}
          placeholder="e.g. Profitable"
          disabled={disabled}
        />
      </SimpleGrid>
      <TagsField
        label="Investors"
        name="financials.investors"
        value={f.investors}
        onChange={(list) => onChange((v) => ({ ...v, financials: { ...v.financials, investors: list } }))}
        error={errorFor(errors, 'financials.investors')}
        max={50}
        maxLength={120}
        disabled={disabled}
      />
    </Stack>
  )
}

const SECTIONS: Record<FormSection, ComponentType<SectionProps>> = {
  basics: BasicsFields,
  about: AboutFields,
  location: LocationSection,
  contact: ContactFields,
  logo: LogoFields,
  culture: CultureFields,
  tech: TechFields,
  financials: FinancialsFields,
}

/** The fields of one section of the company form (the onboarding shows one, the edit page all). */
export function CompanyFormSection({ section, ...props }: SectionProps & { section: FormSection }) {
  const Fields = SECTIONS[section]
  return <Fields {...props} />
}
