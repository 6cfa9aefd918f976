import type { JsonResume } from '@/api/resumes/json-resume'
import { FAMILY_TEXTS } from './job-family-texts'
import { rowRandom, type RowRandom } from './row-random'
import { FAMILY_KEYS, JOB_FAMILIES, type FamilyKey } from './sample-data/job-families'

/**
 * A sample job seeker's resume, written from their seeded profile (headline, summary, role, employer, city,
 * skills) the way a person would: the current job with two things they are proud of, an earlier job, a degree
 * that fits their field, languages. Seeded by the person's id, so a person always gets the same resume.
 */

export type ResumePerson = {
  id: string
  firstName: string
  lastName: string
  email: string
  headline: string | null
  summary: string | null
  location: string | null
  currentRole: string | null
  currentCompany: string | null
  skills: readonly string[]
}

const EARLIER_EMPLOYERS = [
  'Greenway Partners',
  'Blue Harbor Group',
  'Northstar Systems',
  'Maple & Main',
  'Ironwood Labs',
  'Crescent Health',
  'Parkside Retail',
  'Keystone Logistics',
  'Sunrise Media',
  'Alder Financial',
  'Highline Studios',
  'Cedar Point Services',
]

const UNIVERSITIES = [
  'University of Washington',
  'University of Texas at Austin',
  'University of Illinois Urbana-Champaign',
  'Georgia Institute of Technology',
  'Boston University',
  'University of Colorado Boulder',
  'University of Minnesota',
  'San Jose State University',
  'Portland State University',
  'University of Toronto',
  'Rutgers University',
  'Arizona State University',
]

/** What people of a family usually studied. */
const STUDY_AREAS: Readonly<Record<FamilyKey, readonly string[]>> = {
  engineering: ['Computer Science', 'Software Engineering', 'Computer Engineering'],
  data: ['Statistics', 'Mathematics', 'Economics', 'Computer Science'],
  product: ['Business Administration', 'Computer Science', 'Cognitive Science'],
  marketing: ['Marketing', 'Communications', 'Journalism'],
  sales: ['Business Administration', 'Communications', 'Economics'],
  operations: ['Supply Chain Management', 'Industrial Engineering', 'Business Administration'],
  finance: ['Accounting', 'Finance', 'Economics'],
  people: ['Psychology', 'Human Resources Management', 'Sociology'],
  healthcare: ['Nursing', 'Public Health', 'Biology'],
  support: ['Communications', 'Psychology', 'Business Administration'],
  legal: ['Law', 'Political Science', 'Philosophy'],
}

const SECOND_LANGUAGES = ['Spanish', 'French', 'German', 'Portuguese', 'Mandarin', 'Hindi', 'Korean']

/** 'Toronto, ON' → city, region, country. */
function locationOf(location: string | null): NonNullable<JsonResume['basics']>['location'] {
  if (!location) return undefined
  const [city, region] = location.split(',').map((part) => part.trim())
  return { city, region, countryCode: region === 'ON' ? 'CA' : 'US' }
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`

/** 'YYYY-MM' of `year` and a month drawn from `random`. */
const month = (random: RowRandom, year: number) => `${year}-${String(random.int(1, 12)).padStart(2, '0')}`

/** The family personTexts chose for this person (its first draw from the same seed). */
export const familyOf = (personId: string): FamilyKey => rowRandom(`person:${personId}`).pick(FAMILY_KEYS)

export function resumeForPerson(person: ResumePerson, referenceYear: number): JsonResume {
  const random = rowRandom(`resume:${person.id}`)
  const familyKey = familyOf(person.id)
  const family = JOB_FAMILIES[familyKey]
  const texts = FAMILY_TEXTS[familyKey]
  const role = person.currentRole ?? random.pick(family.roles)
  const company = person.currentCompany ?? random.pick(EARLIER_EMPLOYERS)
  const achievements = random.some(texts.achievements, 3, 3)
  // The years the profile's summary states ("… with 6 years of experience …"), so the history agrees with it.
  const stated = Number(/(\d+) years/.exec(person.summary ?? '')?.[1] ?? random.int(3, 10))
  const years = Math.max(2, stated)
  const currentStart = month(random, referenceYear - random.int(1, Math.min(4, years - 1)))
  const earlierStart = month(random, referenceYear - years)
  const master = random.int(1, 5) === 1
  const graduated = referenceYear - years - random.int(0, 1)
  const earlierRole = random.pick(family.roles)
  const skills = person.skills.length > 0 ? person.skills : random.some(family.skills, 4, 6)
  const languages: NonNullable<JsonResume['languages']> = [{ language: 'English', fluency: 'Native speaker' }]
  if (random.int(1, 10) <= 4) {
    languages.push({
      language: random.pick(SECOND_LANGUAGES),
      fluency: random.pick(['Professional working', 'Conversational']),
    })
  }
  return {
    basics: {
      name: `${person.firstName} ${person.lastName}`,
      label: person.headline ?? role,
      email: person.email,
      summary: person.summary ?? `${role} at ${company}.`,
      location: locationOf(person.location),
    },
    work: [
      {
        name: company,
        position: role,
        startDate: currentStart,
        summary: `${role} on a team of ${random.int(4, 12)} at ${company}.`,
        highlights: achievements.slice(0, 2).map(sentence),
      },
      {
        name: random.pick(EARLIER_EMPLOYERS.filter((name) => name !== company)),
        position: earlierRole.startsWith('Senior') ? earlierRole.slice(7) : earlierRole,
        startDate: earlierStart,
        endDate: currentStart,
        highlights: achievements.slice(2).map(sentence),
      },
    ],
    education: [
      {
        institution: random.pick(UNIVERSITIES),
        area: random.pick(STUDY_AREAS[familyKey]),
        studyType: master ? 'Master' : 'Bachelor',
        startDate: String(graduated - (master ? 2 : 4)),
        endDate: String(graduated),
      },
    ],
    skills: skills.map((name) => ({ name, level: random.pick(['Intermediate', 'Advanced', 'Expert']) })),
    languages,
  }
}
