import type { CompanySize } from '@/api/companies/company-sizes'
import type { Industry } from '@/api/companies/company-industries'
import { rowRandom } from './row-random'
import { COMMON_VALUES, INDUSTRY_TEXTS } from './sample-data/industry-texts'

/** What a sample company's texts are written from. */
export type CompanyFacts = {
  name: string
  industry: Industry
  size: CompanySize | null
  founded: number | null
  city: string | null
}

export type CompanyTexts = {
  tagline: string
  description: string
  mission: string
  values: string[]
}

/** How a team of each size describes itself (after "…, "). */
const TEAM: Readonly<Record<CompanySize, readonly string[]>> = {
  '1-10': [
    'we are a small team where everyone talks to customers and nobody is far from the work.',
    'we are a handful of people who each own a big part of the business.',
  ],
  '11-50': [
    'we are a few dozen people: small enough to know everyone, big enough to take on ambitious work.',
    'we are a team of a few dozen people who still fit around one long table on Fridays.',
  ],
  '51-200': [
    'we are about a hundred people, organised in small teams that own their work.',
    'we have grown to around a hundred and fifty people and kept our teams small.',
  ],
  '201-500': [
    'we are a few hundred people across several teams, still growing steadily.',
    'we are around three hundred people and hire in most of our teams every year.',
  ],
  '501-1000': [
    'we are several hundred people across our offices, with room to grow in every department.',
    'we are close to a thousand people and still run like a collection of small teams.',
  ],
  '1000+': [
    'we are more than a thousand people, with the training and career paths of a large employer.',
    'we employ thousands of people and promote most of our managers from within.',
  ],
}

/** How the company looks after its people (the description's last sentence). */
const GROWTH = [
  'New colleagues get a mentor, a clear first project and time to settle in.',
  'Everyone has a learning budget and time each month to use it.',
  'We promote from within whenever we can and say how pay is decided.',
  'We write things down, share our plans openly and keep meetings short.',
]

/**
 * A sample company's tagline, description, mission and values, from its industry's hand-written texts and
 * seeded by `key` (the company's id): the same company always reads the same, whichever seeder version
 * wrote it. The description names the team's size only when the company has one.
 */
export function companyTexts(key: string, facts: CompanyFacts): CompanyTexts {
  const random = rowRandom(`company:${key}`)
  const industry = INDUSTRY_TEXTS[facts.industry]
  const origin =
    facts.founded && facts.city
      ? `Founded in ${facts.founded} and based in ${facts.city}, `
      : facts.city
        ? `Based in ${facts.city}, `
        : ''
  const team = facts.size ? random.pick(TEAM[facts.size]) : 'we are a growing team.'
  const teamSentence = origin ? `${origin}${team}` : team.charAt(0).toUpperCase() + team.slice(1)
  const own = random.some(industry.values, 2, 3)
  const common = random.some(
    COMMON_VALUES.filter((value) => !own.includes(value)),
    1,
    2,
  )
  return {
    tagline: random.pick(industry.taglines),
    mission: random.pick(industry.missions),
    values: [...own, ...common],
    description: [
      `${facts.name} ${industry.does}. We work for ${industry.customers}.`,
      teamSentence,
      random.pick(GROWTH),
    ].join(' '),
  }
}
