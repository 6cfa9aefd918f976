import type { Job } from '@/api/jobs/job-full'
import { absoluteUrl } from '@/components/content/json-ld-script'
import type { JobEmploymentType } from '@/api/jobs/job-input-enums'
import type { ListEmploymentType } from '@/api/jobs/job-list-enums'
import type { SalaryPeriod } from '@/api/jobs/job-salary'

/**
 * schema.org JobPosting for a job page ("Job pages carry structured data (postedDate,
 * employmentType, companyName, salaryRange, currency USD)") with Google's required and recommended fields:
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */

const GOOGLE_EMPLOYMENT_TYPES: Record<JobEmploymentType, string> = {
  FullTime: 'FULL_TIME',
  PartTime: 'PART_TIME',
  Freelance: 'CONTRACTOR',
  Contractor: 'CONTRACTOR',
  ContractToHire: 'CONTRACTOR',
  Temporary: 'TEMPORARY',
  Internship: 'INTERN',
}

const GOOGLE_LIST_TYPES: Record<Exclude<ListEmploymentType, 'remote'>, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
}

const UNIT_TEXT: Record<SalaryPeriod, string> = {
  hourly: 'HOUR',
  daily: 'DAY',
  weekly: 'WEEK',
  monthly: 'MONTH',
  yearly: 'YEAR',
}

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
)

export type PostalAddress = {
  '@type': 'PostalAddress'
  addressLocality?: string
  addressRegion?: string
  addressCountry?: string
}

/**
 * A free-text location → a PostalAddress: 'Austin, TX' (a US state) → locality + region + US;
 * 'Lyon, France' → locality + country; 'Toronto, ON, Canada' → locality + region + country. Null when blank.
 */
export function addressOf(location: string | null): PostalAddress | null {
  const parts = (location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const [locality, second, ...rest] = parts
  if (!locality) return null
  const address: PostalAddress = { '@type': 'PostalAddress', addressLocality: locality }
  if (second === undefined) return address
  if (rest.length > 0) {
    address.addressRegion = second
    address.addressCountry = rest.at(-1) as string
  } else if (US_STATES.has(second.toUpperCase())) {
    address.addressRegion = second.toUpperCase()
    address.addressCountry = 'US'
  } else {
    address.addressCountry = second
  }
  return address
}

/** Google's employmentType values: from the creation types when known, else the list type. */
export function googleEmploymentTypes(job: Pick<Job, 'employmentTypes' | 'employmentType'>): string[] {
  const fromInput = [...new Set(job.employmentTypes.map((type) => GOOGLE_EMPLOYMENT_TYPES[type]))]
  if (fromInput.length > 0) return fromInput
  return job.employmentType && job.employmentType !== 'remote' ? [GOOGLE_LIST_TYPES[job.employmentType]] : []
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** Google wants the full description (HTML allowed): paragraphs, then responsibilities and requirements. */
export function descriptionHtml(job: Pick<Job, 'description' | 'responsibilities' | 'requirements'>): string {
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
  const section = (title: string, items: readonly string[]) =>
    items.length === 0
      ? []
      : [`<h3>${title}</h3>`, `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`]
  return [
    ...paragraphs,
    ...section('Responsibilities', job.responsibilities),
    ...section('Requirements', job.requirements),
  ].join('')
}

export type JobPostingOptions = {
  /** The site's origin, e.g. 'https://reelhire.example' (window.location.origin in the page). */
  origin: string
  siteName?: string
}

/** The JobPosting object for a job (omits what the job does not have; never invents a value). */
export function buildJobPostingJsonLd(job: Job, { origin, siteName = 'ReelHire' }: JobPostingOptions) {
  const address = addressOf(job.location)
  const types = googleEmploymentTypes(job)
  const hasSalary = job.salaryMin !== null || job.salaryMax !== null
  const logo = job.companyLogo ? absoluteUrl(job.companyLogo, origin) : undefined
  const value: Record<string, unknown> = {
    '@type': 'QuantitativeValue',
    unitText: UNIT_TEXT[job.salaryPeriod ?? 'yearly'],
  }
  if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin !== job.salaryMax) {
    value['minValue'] = job.salaryMin
    value['maxValue'] = job.salaryMax
  } else {
    value['value'] = job.salaryMin ?? job.salaryMax
  }

  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: siteName, value: job.id },
    url: `${origin}/jobs/${encodeURIComponent(job.id)}`,
    datePosted: job.postedDate ?? job.createdAt,
    ...(job.expiryDate ? { validThrough: job.expiryDate } : {}),
    ...(types.length === 0 ? {} : { employmentType: types.length === 1 ? types[0] : types }),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company,
      sameAs: `${origin}/companies/${encodeURIComponent(job.companyId)}`,
      ...(logo ? { logo } : {}),
    },
    ...(address ? { jobLocation: { '@type': 'Place', address } } : {}),
    ...(job.isRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(address?.addressCountry
            ? { applicantLocationRequirements: { '@type': 'Country', name: address.addressCountry } }
            : {}),
        }
      : {}),
    ...(hasSalary
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: (job.currency ?? 'USD').toUpperCase(), value } }
      : {}),
    ...(job.skills.length > 0 ? { skills: job.skills.join(', ') } : {}),
    directApply: true,
  }
}
