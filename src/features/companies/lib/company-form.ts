import * as v from 'valibot'
import {
  BENEFIT_KEYS,
  type BenefitKey,
  type CompanyLocation,
  type CompanyProfile,
} from '@/api/companies/company-profile'
import { NOT_SPECIFIED } from '@/api/companies/company'
import { UpdateCompanyInputSchema, type UpdateCompanyInput } from '@/api/companies/company-write-input'
import type { OnboardingTaskId } from '@/api/companies/company-onboarding'

/**
 * The company form as the screen holds it (text inputs are strings, lists are arrays), and its conversion to
 * the contract's UpdateCompanyInput. Validation is the contract's own schema, so the messages are the
 * server's; errors are keyed by dot path ('contact.email', 'locations.0.city') like the server's issues.
 */

export type LocationValues = {
  address: string
  city: string
  state: string
  country: string
  postalCode: string
  timezone: string
  remote: boolean
}

export type CompanyFormValues = {
  name: string
  logo: string
  tagline: string
  description: string
  website: string
  industry: string
  size: string
  location: string
  founded: string
  mission: string
  vision: string
  values: string[]
  culture: string[]
  perks: string[]
  technologies: string[]
  techStack: string[]
  headquarters: LocationValues
  locations: LocationValues[]
  contact: {
    email: string
    phone: string
    website: string
    linkedin: string
    twitter: string
    facebook: string
  }
  financials: {
    fundingStage: string
    fundingAmount: string
    totalFunding: string
    currency: string
    valuation: string
    revenue: string
    profitability: string
    investors: string[]
  }
  benefits: Record<BenefitKey, boolean> & { other: string[] }
}

export type FieldErrors = Record<string, string>

/** The form's sections; the onboarding shows one at a time, the edit page all of them. */
export const FORM_SECTIONS = [
  'basics',
  'about',
  'location',
  'contact',
  'logo',
  'culture',
  'tech',
  'financials',
] as const
export type FormSection = (typeof FORM_SECTIONS)[number]

export const SECTION_TITLES: Record<FormSection, string> = {
  basics: 'Basics',
  about: 'About',
  location: 'Locations',
  contact: 'Contact',
  logo: 'Logo',
  culture: 'Culture, benefits & perks',
  tech: 'Tech stack',
  financials: 'Funding & financials',
}

/** Which form fields each section edits (and sends). */
export const SECTION_FIELDS: Record<FormSection, readonly (keyof CompanyFormValues)[]> = {
  basics: ['name', 'industry', 'size', 'tagline', 'founded'],
  about: ['description', 'mission', 'vision'],
  location: ['location', 'headquarters', 'locations'],
  contact: ['website', 'contact'],
  logo: ['logo'],
  culture: ['values', 'culture', 'perks', 'benefits'],
  tech: ['technologies', 'techStack'],
  financials: ['financials'],
}

/** The section where an onboarding task's data is entered (team and first job are done elsewhere). */
export const TASK_SECTIONS: Record<OnboardingTaskId, FormSection | null> = {
  basics: 'basics',
  about: 'about',
  location: 'location',
  contact: 'contact',
  logo: 'logo',
  culture: 'culture',
  team: null,
  'first-job': null,
}

const text = (value: string | null | undefined) => value ?? ''
const specified = (value: string | null | undefined) => (value && value !== NOT_SPECIFIED ? value : '')

export const emptyLocation = (): LocationValues => ({
  address: '',
  city: '',
  state: '',
  country: '',
  postalCode: '',
  timezone: '',
  remote: false,
})

const locationValues = (location: CompanyLocation | null | undefined): LocationValues => ({
  address: text(location?.address),
  city: text(location?.city),
  state: text(location?.state),
  country: text(location?.country),
  postalCode: text(location?.postalCode),
  timezone: text(location?.timezone),
  remote: location?.remote ?? false,
})

export function formValuesFromProfile(profile: CompanyProfile): CompanyFormValues {
  const { data } = profile
  const amount = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value)
  return {
    name: profile.name,
    logo: text(data.logo ?? profile.logo),
    tagline: text(data.tagline),
    description: text(data.description),
    website: text(data.website),
    industry: specified(data.industry),
    size: specified(data.size),
    location: text(profile.location),
    founded: data.founded ? String(data.founded) : '',
    mission: text(data.mission),
    vision: text(data.vision),
    values: [...data.values],
    culture: [...data.culture],
    perks: [...data.perks],
    technologies: [...data.technologies],
    techStack: [...data.techStack],
    headquarters: locationValues(data.headquarters),
    locations: data.locations.map(locationValues),
    contact: {
      email: text(data.contact?.email),
      phone: text(data.contact?.phone),
      website: text(data.contact?.website),
      linkedin: text(data.contact?.linkedin),
      twitter: text(data.contact?.twitter),
      facebook: text(data.contact?.facebook),
    },
    financials: {
      fundingStage: text(data.financials?.fundingStage),
      fundingAmount: amount(data.financials?.fundingAmount),
      totalFunding: amount(data.financials?.totalFunding),
      currency: text(data.financials?.currency),
      valuation: amount(data.financials?.valuation),
      revenue: amount(data.financials?.revenue),
      profitability: text(data.financials?.profitability),
      investors: [...(data.financials?.investors ?? [])],
    },
    benefits: {
      ...(Object.fromEntries(BENEFIT_KEYS.map((key) => [key, data.benefits?.[key] ?? false])) as Record<
        BenefitKey,
        boolean
      >),
      other: [...(data.benefits?.other ?? [])],
    },
  }
}

/** '' → null (clears); else the number as typed (NaN fails the schema with its own message). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()))

const locationInput = (location: LocationValues) => ({
  address: location.address,
  city: location.city,
  state: location.state,
  country: location.country,
  postalCode: location.postalCode,
  timezone: location.timezone,
  remote: location.remote,
})

const isBlankLocation = (location: LocationValues) =>
  !location.remote &&
  [
    location.address,
    location.city,
    location.state,
    location.country,
    location.postalCode,
    location.timezone,
  ].every((part) => part.trim() === '')

/** 'Berlin, Germany' from the headquarters, for the one-line location cards show when none was typed. */
export function locationLine(location: LocationValues): string {
  const parts = [location.city, location.country].map((part) => part.trim()).filter(Boolean)
  if (parts.length > 0) return parts.join(', ')
  return location.remote ? 'Remote' : ''
}

/** The UpdateCompanyInput of the given fields (all by default); blank blocks are sent as null (cleared). */
export function toUpdateInput(
  values: CompanyFormValues,
  fields: readonly (keyof CompanyFormValues)[] = Object.keys(values) as (keyof CompanyFormValues)[],
): UpdateCompanyInput {
  const input: Record<string, unknown> = {}
  const want = new Set(fields)
  for (const key of [
    'name',
    'logo',
    'tagline',
    'description',
    'website',
    'industry',
    'size',
    'mission',
    'vision',
  ] as const) {
    if (want.has(key)) input[key] = values[key]
  }
  if (want.has('location')) {
    input['location'] = values.location.trim() || locationLine(values.headquarters)
  }
  if (want.has('founded')) input['founded'] = numberOrNull(values.founded)
  for (const key of ['values', 'culture', 'perks', 'technologies', 'techStack'] as const) {
    if (want.has(key)) input[key] = values[key]
  }
  if (want.has('headquarters')) {
    input['headquarters'] = isBlankLocation(values.headquarters) ? null : locationInput(values.headquarters)
  }
  if (want.has('locations')) {
    input['locations'] = values.locations.filter((l) => !isBlankLocation(l)).map(locationInput)
  }
  if (want.has('contact')) {
    const contact = values.contact
    input['contact'] = Object.values(contact).every((part) => part.trim() === '') ? null : { ...contact }
  }
  if (want.has('financials')) {
    const f = values.financials
    const blank =
      f.investors.length === 0 &&
      [
        f.fundingStage,
        f.fundingAmount,
        f.totalFunding,
        f.currency,
        f.valuation,
        f.revenue,
        f.profitability,
      ].every((part) => part.trim() === '')
    input['financials'] = blank
      ? null
      : {
          fundingStage: f.fundingStage,
          fundingAmount: numberOrNull(f.fundingAmount),
          totalFunding: numberOrNull(f.totalFunding),
          currency: f.currency,
          valuation: numberOrNull(f.valuation),
          revenue: numberOrNull(f.revenue),
          profitability: f.profitability,
          investors: f.investors,
        }
  }
  if (want.has('benefits')) {
    const b = values.benefits
    input['benefits'] = BENEFIT_KEYS.some((key) => b[key]) || b.other.length > 0 ? { ...b } : null
  }
  return input as UpdateCompanyInput
}

/** Dot path → first message, from valibot issues or the server's `details.issues`. */
export function fieldErrorsOf(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) errors[issue.path] ??= issue.message
  return errors
}

export type Validated = { ok: true; input: UpdateCompanyInput } | { ok: false; errors: FieldErrors }

/** The contract's UpdateCompanyInputSchema, as the server will run it. */
export function validateCompanyInput(input: UpdateCompanyInput): Validated {
  const result = v.safeParse(UpdateCompanyInputSchema, input)
  if (result.success) return { ok: true, input }
  return {
    ok: false,
    errors: fieldErrorsOf(
      result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? 'form', message: issue.message })),
    ),
  }
}

/** The server's per-field issues of a 400, if it sent them. */
export function serverFieldErrors(details: unknown): FieldErrors {
  const issues = (details as { issues?: unknown } | null)?.issues
  if (!Array.isArray(issues)) return {}
  return fieldErrorsOf(
    issues.filter(
      (issue): issue is { path: string; message: string } =>
        typeof issue?.path === 'string' && typeof issue?.message === 'string',
    ),
  )
}

/** The first error under a field: its own, or one of its items' ('values' shows 'values.2: …'). */
export function errorFor(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path]
  const prefix = `${path}.`
  return Object.entries(errors).find(([key]) => key.startsWith(prefix))?.[1]
}

/** Whether two form states differ (the unsaved-changes warning). */
export const formChanged = (a: CompanyFormValues, b: CompanyFormValues) =>
  JSON.stringify(a) !== JSON.stringify(b)
