import type { JobWorkSetting } from '@/api/jobs/job-input-enums'
import { FAMILY_TEXTS } from './job-family-texts'
import { rowRandom } from './row-random'
import { INDUSTRY_TEXTS } from './sample-data/industry-texts'
import { JOB_FAMILIES, type FamilyKey } from './sample-data/job-families'

/** What a sample job ad is written from: the job's own fields and its company's. */
export type JobDescriptionFacts = {
  title: string
  family: FamilyKey
  companyName: string
  industry: string | null
  workSetting: JobWorkSetting | null
  location: string | null
  responsibilities: readonly string[]
  skills: readonly string[]
}

const BENEFITS = [
  'Competitive salary and equity',
  'Health, dental and vision insurance',
  'Flexible working hours',
  'A generous learning budget',
  '25 days of paid time off',
  'Paid parental leave',
  'A home-office allowance',
  'Retirement plan with company match',
  'Wellness stipend',
  'Team offsites twice a year',
]

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** Where the job is done, as the ad says it. */
function settingOf(workSetting: JobWorkSetting | null, location: string | null): string {
  if (workSetting === 'Remote' || !location) return 'fully remote'
  return workSetting === 'Hybrid' ? `hybrid, based in ${location}` : `based in our ${location} office`
}

/**
 * A sample job's description: the role and where it is done, what the company does and how the team works,
 * the first two duties and the main skills, and what the company offers. The choices are seeded by `key`
 * (the job's id), so the same job always reads the same, whichever seeder version wrote it.
 */
export function jobDescription(key: string, facts: JobDescriptionFacts): string {
  const random = rowRandom(`job:${key}`)
  const family = JOB_FAMILIES[facts.family]
  const industry = facts.industry ? INDUSTRY_TEXTS[facts.industry as keyof typeof INDUSTRY_TEXTS] : undefined
  const about = [
    ...(industry ? [`${facts.companyName} ${industry.does}.`] : []),
    random.pick(FAMILY_TEXTS[facts.family].team),
  ].join(' ')
  const [first, second] = facts.responsibilities
  const duties =
    first && second
      ? `As our ${facts.title}, you will ${lowerFirst(first)} and ${lowerFirst(second)}.`
      : `As our ${facts.title}, you will work across the ${family.area.toLowerCase()} team.`
  const skills =
    facts.skills.length > 0 ? ` You will work with ${facts.skills.slice(0, 3).join(', ')} every day.` : ''
  return [
    `${facts.companyName} is looking for a ${facts.title} to join our ${family.area} team. This role is ${settingOf(facts.workSetting, facts.location)}.`,
    about,
    `${duties}${skills}`,
    `What we offer: ${random.some(BENEFITS, 3, 5).join('; ')}.`,
  ].join('\n\n')
}
