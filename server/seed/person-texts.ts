import { FAMILY_TEXTS } from './job-family-texts'
import { rowRandom } from './row-random'
import { FAMILY_KEYS, JOB_FAMILIES } from './sample-data/job-families'

/** The profile fields of a sample person that are text: what they do, where, and how they describe it. */
export type PersonTexts = {
  headline: string
  summary: string
  location: string
  currentRole: string
  currentCompany: string
  skills: string[]
}

/** Employers the sample people work for today (made up; none is one of the seeded companies). */
const EMPLOYERS = [
  'Northwind Traders',
  'Bluefield Health',
  'Harbor & Pine',
  'Copperleaf Software',
  'Stonebridge Bank',
  'Lumen Analytics',
  'Redwood Logistics',
  'Brightpath Learning',
  'Fairway Insurance',
  'Kestrel Robotics',
  'Oakline Foods',
  'Meridian Energy',
  'Silver Birch Studios',
  'Tidewater Retail',
  'Granite Peak Consulting',
  'Juniper Labs',
  'Clearwater Utilities',
  'Foxglove Design',
  'Summit Ridge Hotels',
  'Willow Creek Farms',
  'Atlas Freight',
  'Beacon Media',
  'Cobalt Security',
  'Evergreen Pharmacy',
  'Lakeside Medical',
  'Orchard Payments',
  'Pinecone Games',
  'Riverstone Builders',
]

/** Where the sample people live. */
const LOCATIONS = [
  'San Francisco, CA',
  'Oakland, CA',
  'Los Angeles, CA',
  'Seattle, WA',
  'Portland, OR',
  'Denver, CO',
  'Austin, TX',
  'Dallas, TX',
  'Chicago, IL',
  'Minneapolis, MN',
  'Atlanta, GA',
  'Raleigh, NC',
  'Boston, MA',
  'New York, NY',
  'Philadelphia, PA',
  'Washington, DC',
  'Miami, FL',
  'Toronto, ON',
]

/** Levels with the years of experience that go with them. */
const LEVELS: readonly { prefix: string; years: [number, number] }[] = [
  { prefix: 'Junior ', years: [1, 3] },
  { prefix: '', years: [3, 8] },
  { prefix: '', years: [3, 8] },
  { prefix: '', years: [3, 8] },
  { prefix: 'Senior ', years: [6, 14] },
  { prefix: 'Senior ', years: [6, 14] },
  { prefix: 'Lead ', years: [9, 18] },
]

const RECRUITER_TITLES = ['Technical Recruiter', 'Talent Partner', 'Recruiting Lead', 'Sourcer']

/**
 * A sample person's profile texts, seeded by `key` (their id): a role from one of the job families, a
 * current employer and city, skills of that family, and a headline and summary written from templates. The
 * same person always reads the same, whichever seeder version wrote them.
 */
export function personTexts(key: string, recruiter: boolean): PersonTexts {
  const random = rowRandom(`person:${key}`)
  const familyKey = recruiter ? 'people' : random.pick(FAMILY_KEYS)
  const family = JOB_FAMILIES[familyKey]
  const texts = FAMILY_TEXTS[familyKey]
  const currentCompany = random.pick(EMPLOYERS)
  const location = random.pick(LOCATIONS)
  const skills = random.some(family.skills, 3, 6)
  if (recruiter) {
    const years = random.int(2, 12)
    const currentRole = random.pick(RECRUITER_TITLES)
    const hiresFor = random.pick(['engineering', 'product and design', 'sales', 'data', 'operations'])
    return {
      headline: `${currentRole} at ${currentCompany}`,
      summary: [
        `I recruit ${hiresFor} people for ${currentCompany} and have worked in recruiting for ${years} years.`,
        `I enjoy ${random.pick(texts.enjoys)}, and I answer every candidate, including the ones we do not hire.`,
      ].join(' '),
      location,
      currentRole,
      currentCompany,
      skills,
    }
  }
  const level = random.pick(LEVELS)
  const currentRole = `${level.prefix}${random.pick(family.roles)}`
  const years = random.int(...level.years)
  const headline = random.pick([
    `${currentRole} at ${currentCompany}`,
    `${currentRole} · ${years} years in ${texts.field}`,
    `${currentRole} | ${skills.slice(0, 2).join(', ')}`,
  ])
  const summary = [
    `${currentRole} with ${years} years of experience in ${texts.field}, currently at ${currentCompany}.`,
    `I work mostly with ${skills.slice(0, 2).join(' and ')}, and I enjoy ${random.pick(texts.enjoys)}.`,
    `Recently I ${random.pick(texts.achievements)}.`,
  ].join(' ')
  return {
    headline,
    summary,
    location,
    currentRole,
    currentCompany,
    skills,
  }
}
