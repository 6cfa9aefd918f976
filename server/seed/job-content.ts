import type { Faker } from '@faker-js/faker'
import type { JobEmploymentType, JobSeniority, JobWorkSetting } from '@/api/jobs/job-input-enums'
import type { SalaryPeriod } from '@/api/jobs/job-salary'
import { jobDescription } from './job-description'
import { FAMILY_KEYS, INDUSTRY_FAMILY, JOB_FAMILIES } from './sample-data/job-families'

/**
 * Realistic job content for the sample data: cities with currencies, levels, and a generator that turns
 * faker draws into a job's fields from the role families (job-families.ts); the description is written from
 * hand-written templates (job-description.ts). Used by the jobs seeder and the benchmark data generator.
 */

type City = { name: string; currency: string; pay: number }

const CITIES: readonly City[] = [
  { name: 'San Francisco, CA', currency: 'USD', pay: 1.25 },
  { name: 'New York, NY', currency: 'USD', pay: 1.2 },
  { name: 'Seattle, WA', currency: 'USD', pay: 1.15 },
  { name: 'Austin, TX', currency: 'USD', pay: 1.0 },
  { name: 'Boston, MA', currency: 'USD', pay: 1.1 },
  { name: 'Chicago, IL', currency: 'USD', pay: 1.0 },
  { name: 'Denver, CO', currency: 'USD', pay: 1.0 },
  { name: 'Atlanta, GA', currency: 'USD', pay: 0.95 },
  { name: 'Los Angeles, CA', currency: 'USD', pay: 1.1 },
  { name: 'Miami, FL', currency: 'USD', pay: 0.95 },
  { name: 'Portland, OR', currency: 'USD', pay: 1.0 },
  { name: 'Raleigh, NC', currency: 'USD', pay: 0.95 },
  { name: 'Toronto, Canada', currency: 'CAD', pay: 1.1 },
  { name: 'Vancouver, Canada', currency: 'CAD', pay: 1.05 },
  { name: 'London, United Kingdom', currency: 'GBP', pay: 0.75 },
  { name: 'Manchester, United Kingdom', currency: 'GBP', pay: 0.65 },
  { name: 'Berlin, Germany', currency: 'EUR', pay: 0.7 },
  { name: 'Munich, Germany', currency: 'EUR', pay: 0.75 },
  { name: 'Amsterdam, Netherlands', currency: 'EUR', pay: 0.72 },
  { name: 'Paris, France', currency: 'EUR', pay: 0.68 },
  { name: 'Dublin, Ireland', currency: 'EUR', pay: 0.75 },
  { name: 'Barcelona, Spain', currency: 'EUR', pay: 0.55 },
  { name: 'Stockholm, Sweden', currency: 'EUR', pay: 0.7 },
  { name: 'Sydney, Australia', currency: 'AUD', pay: 1.3 },
  { name: 'Melbourne, Australia', currency: 'AUD', pay: 1.25 },
  { name: 'Singapore', currency: 'USD', pay: 0.85 },
]

const REMOTE_LOCATIONS = [
  'Remote',
  'Remote (US)',
  'Remote (Europe)',
  'Remote (Americas)',
  'Remote (Worldwide)',
]

type Level = { prefix: string; seniority: JobSeniority[]; pay: number; weight: number }

const LEVELS: readonly Level[] = [
  { prefix: 'Junior ', seniority: ['Junior'], pay: 0.72, weight: 14 },
  { prefix: '', seniority: ['Mid'], pay: 1, weight: 36 },
  { prefix: '', seniority: ['Mid', 'Senior'], pay: 1.1, weight: 8 },
  { prefix: 'Senior ', seniority: ['Senior'], pay: 1.3, weight: 26 },
  { prefix: 'Lead ', seniority: ['LeadExecutive'], pay: 1.55, weight: 6 },
  { prefix: 'Principal ', seniority: ['LeadExecutive'], pay: 1.75, weight: 3 },
  { prefix: 'Entry-Level ', seniority: ['Entry'], pay: 0.62, weight: 4 },
  { prefix: '', seniority: ['None'], pay: 1, weight: 3 },
]

const CURRENCY_RATE: Record<string, number> = { USD: 1, CAD: 1.36, GBP: 0.79, EUR: 0.92, AUD: 1.52 }

export type CompanyForJobs = {
  id: string
  name: string
  industry: string | null
  location: string | null
}

export type GeneratedContent = {
  title: string
  description: string
  responsibilities: string[]
  requirements: string[]
  skills: string[]
  location: string
  employmentTypes: JobEmploymentType[]
  seniority: JobSeniority[]
  workSetting: JobWorkSetting
  salary: { min: number; max: number; currency: string; period: SalaryPeriod } | null
}

function pickLevel(faker: Faker): Level {
  return faker.helpers.weightedArrayElement(LEVELS.map((level) => ({ weight: level.weight, value: level })))
}

function employmentOf(faker: Faker, intern: boolean): JobEmploymentType[] {
  if (intern) return ['Internship']
  const main = faker.helpers.weightedArrayElement<JobEmploymentType>([
    { weight: 74, value: 'FullTime' },
    { weight: 8, value: 'PartTime' },
    { weight: 6, value: 'Contractor' },
    { weight: 4, value: 'ContractToHire' },
    { weight: 4, value: 'Freelance' },
    { weight: 4, value: 'Temporary' },
  ])
  // Some full-time roles are also open to contractors.
  return main === 'FullTime' && faker.datatype.boolean({ probability: 0.06 })
    ? ['FullTime', 'Contractor']
    : [main]
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step

/**
 * One job's content for `company`, drawn from `faker` (deterministic for a seeded faker); the description's
 * wording is seeded by `key`, the job's id.
 */
export function generateJobContent(faker: Faker, company: CompanyForJobs, key: string): GeneratedContent {
  const preferred = company.industry ? INDUSTRY_FAMILY[company.industry] : undefined
  const familyKey =
    preferred && faker.datatype.boolean({ probability: 0.65 })
      ? preferred
      : faker.helpers.arrayElement(FAMILY_KEYS)
  const family = JOB_FAMILIES[familyKey]
  const role = faker.helpers.arrayElement(family.roles)
  const intern = faker.datatype.boolean({ probability: 0.04 })
  const level: Level = intern ? { prefix: '', seniority: ['Entry'], pay: 0.45, weight: 0 } : pickLevel(faker)
  const title = intern ? `${role} Intern` : `${level.prefix}${role}`
  const employmentTypes = employmentOf(faker, intern)

  const workSetting = faker.helpers.weightedArrayElement<JobWorkSetting>([
    { weight: 45, value: 'Onsite' },
    { weight: 30, value: 'Hybrid' },
    { weight: 25, value: 'Remote' },
  ])
  const city =
    company.location && faker.datatype.boolean({ probability: 0.5 })
      ? (CITIES.find((c) => c.name === company.location) ?? faker.helpers.arrayElement(CITIES))
      : faker.helpers.arrayElement(CITIES)
  const remote = workSetting === 'Remote'
  const location = remote ? faker.helpers.arrayElement(REMOTE_LOCATIONS) : city.name
  const currency = remote ? 'USD' : city.currency

  const skills = faker.helpers.arrayElements(family.skills, { min: 3, max: 7 })
  const responsibilities = faker.helpers.arrayElements(family.duties, { min: 4, max: 6 })
  const years = intern
    ? 0
    : level.pay < 0.8
      ? faker.number.int({ min: 1, max: 2 })
      : level.pay < 1.2
        ? faker.number.int({ min: 2, max: 4 })
        : faker.number.int({ min: 5, max: 8 })
  const requirements = [
    ...(years > 0
      ? [`${years}+ years of experience as a ${role} or in a similar role`]
      : ['Currently studying or recently graduated in a related field']),
    `Hands-on experience with ${skills.slice(0, 2).join(' and ')}`,
    ...faker.helpers.arrayElements(
      [
        'Excellent written and spoken English',
        'A habit of clear, honest communication',
        'Comfort with ambiguity and changing priorities',
        'Experience working with distributed teams',
        'A track record of delivering results',
        'Curiosity and a willingness to learn',
        'Strong attention to detail',
      ],
      { min: 2, max: 3 },
    ),
  ]
  if (skills.length > 3) requirements.push(`Familiarity with ${skills.slice(2, 4).join(' or ')} is a plus`)

  const description = jobDescription(key, {
    title,
    family: familyKey,
    companyName: company.name,
    industry: company.industry,
    workSetting,
    location,
    responsibilities,
    skills,
  })

  let salary: GeneratedContent['salary'] = null
  if (faker.datatype.boolean({ probability: 0.86 })) {
    const rate = CURRENCY_RATE[currency] ?? 1
    const yearly =
      family.basePay *
      level.pay *
      (remote ? 1 : city.pay) *
      rate *
      faker.number.float({ min: 0.88, max: 1.12 })
    const hourly = employmentTypes.some(
      (type) => type === 'PartTime' || type === 'Temporary' || type === 'Freelance' || type === 'Internship',
    )
    if (hourly) {
      const min = roundTo(yearly / 2080, 0.5)
      salary = {
        min,
        max: roundTo(min * faker.number.float({ min: 1.1, max: 1.35 }), 0.5),
        currency,
        period: 'hourly',
      }
    } else {
      const min = roundTo(yearly, 1000)
      salary = {
        min,
        max: roundTo(min * faker.number.float({ min: 1.12, max: 1.4 }), 1000),
        currency,
        period: 'yearly',
      }
    }
  }

  return {
    title,
    description,
    responsibilities,
    requirements,
    skills,
    location,
    employmentTypes,
    seniority: level.seniority,
    workSetting,
    salary,
  }
}
