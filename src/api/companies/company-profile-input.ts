import * as v from 'valibot'
import { parseIndustry } from './company-industries'
import { BENEFIT_KEYS, type BenefitKey } from './company-profile'
import { parseCompanySize } from './company-sizes'

/**
 * The profile fields creating and editing a company both accept. Every block is a strict object (unknown
 * keys are refused); every field is optional, and null or '' clears it.
 */

const trimmed = (max: number, label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  )
/** Optional text; '' or null clears it. */
const optionalText = (max: number, label: string) => v.optional(v.nullable(trimmed(max, label)))

const isHttpUrl = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    return Boolean(new URL(value).host)
  } catch {
    return false
  }
}
const urlText = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(300, `${label} must be at most 300 characters`),
    v.check((value) => value === '' || isHttpUrl(value), 'Please enter a valid URL'),
  )
const optionalUrl = (label: string) => v.optional(v.nullable(urlText(label)))

/** A logo: an http(s) URL or a path on this site ('/files/…'); never data: or javascript:. */
const logoText = v.pipe(
  v.string('Logo must be text'),
  v.trim(),
  v.maxLength(500, 'Logo must be at most 500 characters'),
  v.check(
    (value) => value === '' || isHttpUrl(value) || /^\/[^/\\]/.test(value),
    'Please enter a valid logo URL',
  ),
)

const stringList = (label: string, maxItems = 30, maxLength = 80) =>
  v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(`${label} must be text`),
          v.trim(),
          v.minLength(1, `${label} cannot be empty`),
          v.maxLength(maxLength, `${label} must be at most ${maxLength} characters`),
        ),
        `${label} must be a list`,
      ),
      v.maxLength(maxItems, `At most ${maxItems} ${label.toLowerCase()} entries`),
    ),
  )

const amount = (label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`${label} must be a number`),
        v.finite(`${label} must be a number`),
        v.minValue(0, `${label} must be at least 0`),
      ),
    ),
  )

/** A year from 1800 up to the current one (checked against the clock at validation time). */
const foundedYear = v.pipe(
  v.number('Founded must be a year'),
  v.integer('Founded must be a year'),
  v.check(
    (year) => year >= 1800 && year <= new Date().getUTCFullYear(),
    'Founded must be a year between 1800 and this year',
  ),
)

export const CompanyLocationInputSchema = v.strictObject({
  address: optionalText(200, 'Address'),
  city: optionalText(100, 'City'),
  state: optionalText(100, 'State'),
  country: optionalText(100, 'Country'),
  postalCode: optionalText(20, 'Postal code'),
  timezone: optionalText(60, 'Timezone'),
  remote: v.optional(v.nullable(v.boolean('Remote must be true or false'))),
})

export const CompanyContactInputSchema = v.strictObject({
  email: v.optional(
    v.nullable(
      v.pipe(
        v.string('Email must be text'),
        v.trim(),
        v.maxLength(254, 'Email must be at most 254 characters'),
        v.check(
          (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
          'Please enter a valid email address',
        ),
      ),
    ),
  ),
  phone: v.optional(
    v.nullable(
      v.pipe(
        v.string('Phone must be text'),
        v.trim(),
        v.maxLength(40, 'Phone must be at most 40 characters'),
        v.regex(/^[+()\d\s.-]*$/, 'Please enter a valid phone number'),
      ),
    ),
  ),
  website: optionalUrl('Website'),
  linkedin: optionalUrl('LinkedIn'),
  twitter: optionalUrl('Twitter'),
  facebook: optionalUrl('Facebook'),
})

export const CompanyFinancialsInputSchema = v.strictObject({
  fundingStage: optionalText(60, 'Funding stage'),
  fundingAmount: amount('Funding amount'),
  totalFunding: amount('Total funding'),
  currency: v.optional(
    v.nullable(
      v.pipe(
        v.string('Currency must be text'),
        v.trim(),
        v.toUpperCase(),
        v.regex(/^([A-Z]{3})?$/, 'Currency must be a 3-letter code'),
      ),
    ),
  ),
  valuation: amount('Valuation'),
  revenue: amount('Revenue'),
  profitability: optionalText(60, 'Profitability'),
  investors: stringList('Investors', 50, 120),
})

export const CompanyBenefitsInputSchema = v.strictObject({
  ...(Object.fromEntries(
    BENEFIT_KEYS.map((key) => [key, v.optional(v.boolean(`${key} must be true or false`))]),
  ) as {
    [K in BenefitKey]: v.OptionalSchema<v.BooleanSchema<string>, undefined>
  }),
  other: stringList('Other benefits'),
})

/** An industry from the list (any case; stored with the list's spelling), or '' to clear it. */
const industryInput = v.pipe(
  v.string('Industry must be text'),
  v.trim(),
  v.check(
    (value) => value === '' || parseIndustry(value) !== null,
    'Please choose an industry from the list',
  ),
  v.transform((value) => (value === '' ? '' : (parseIndustry(value) ?? value))),
)
/** A size from the list (' 51 - 200 employees' reads as '51-200'), or '' to clear it. */
const sizeInput = v.pipe(
  v.string('Size must be text'),
  v.trim(),
  v.check(
    (value) => value === '' || parseCompanySize(value) !== null,
    'Please choose a company size from the list',
  ),
  v.transform((value) => (value === '' ? '' : (parseCompanySize(value) ?? value))),
)

/** Profile fields both creation and editing accept; every one optional, null or '' clears it. */
export const profileInputEntries = {
  logo: v.optional(v.nullable(logoText)),
  tagline: optionalText(160, 'Tagline'),
  description: optionalText(5000, 'Description'),
  website: optionalUrl('Website'),
  industry: v.optional(v.nullable(industryInput)),
  size: v.optional(v.nullable(sizeInput)),
  location: optionalText(120, 'Location'),
  founded: v.optional(v.nullable(foundedYear)),
  headquarters: v.optional(v.nullable(CompanyLocationInputSchema)),
  locations: v.optional(
    v.pipe(
      v.array(CompanyLocationInputSchema, 'Locations must be a list'),
      v.maxLength(50, 'At most 50 locations'),
    ),
  ),
  contact: v.optional(v.nullable(CompanyContactInputSchema)),
  financials: v.optional(v.nullable(CompanyFinancialsInputSchema)),
  benefits: v.optional(v.nullable(CompanyBenefitsInputSchema)),
  culture: stringList('Culture'),
  technologies: stringList('Technologies', 60, 60),
  techStack: stringList('Tech stack', 60, 60),
  perks: stringList('Perks'),
  mission: optionalText(1000, 'Mission'),
  vision: optionalText(1000, 'Vision'),
  values: stringList('Values'),
}
