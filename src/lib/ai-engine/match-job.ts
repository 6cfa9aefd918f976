import { DEGREE_LEVELS, degreeIn } from './match-resume-facts'
import { skillsIn } from './match-skills'

/**
 * The job side of a match: a saved job's fields, or what a pasted description says. Both end as the same
 * requirements, each with the job text it came from.
 */
export type MatchJob = {
  id: string | null
  title: string
  company: string | null
  description: string
  requirements: readonly string[]
  skills: readonly string[]
  location: string | null
  isRemote: boolean
  experienceLevel: 'entry' | 'mid' | 'senior' | 'executive' | null
}

export type JobRequirements = {
  skills: { skill: string; source: string }[]
  years: { value: number; source: string } | null
  degree: { level: number; label: string; source: string } | null
}

/** At most this many skills are checked, the job's own list first. */
export const MAX_MATCH_SKILLS = 12

const LEVEL_YEARS = { entry: 0, mid: 3, senior: 5, executive: 10 } as const
const YEARS_REQUIRED = /(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:years?|yrs?)\b/i

/** A pasted description: the first short line is the title ("Senior Data Engineer – Acme"). */
export function jobFromDescription(description: string): MatchJob {
  const lines = description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  const first = lines[0] ?? ''
  const title =
    first.length <= 80 ? first.replace(/^(job title|title|role|position)\s*:\s*/i, '') : 'Pasted job'
  const remote = /\bremote\b/i.test(description) && !/\bnot remote\b|\bno remote\b/i.test(description)
  return {
    id: null,
    title,
    company: null,
    description,
    requirements: [],
    skills: [],
    location: null,
    isRemote: remote,
    experienceLevel: null,
  }
}

export function requirementsOf(job: MatchJob): JobRequirements {
  const text = [job.title, job.description, ...job.requirements].join('\n')
  const lines = text.split('\n')
  const skills: JobRequirements['skills'] = []
  const seen = new Set<string>()
  const add = (skill: string, source: string) => {
    const key = skill.trim().toLowerCase()
    if (!key || seen.has(key) || skills.length >= MAX_MATCH_SKILLS) return
    seen.add(key)
    skills.push({ skill: skill.trim(), source })
  }
  for (const skill of job.skills) add(skill, 'the job’s skills list')
  for (const skill of skillsIn(text)) {
    const line = lines.find((l) => l.toLowerCase().includes(skill.toLowerCase())) ?? ''
    add(skill, line.trim())
  }
  const yearsLine = lines.find((line) => YEARS_REQUIRED.test(line) && /experience|background/i.test(line))
  const years = yearsLine
    ? { value: Number(YEARS_REQUIRED.exec(yearsLine)![1]), source: yearsLine.trim() }
    : job.experienceLevel
      ? { value: LEVEL_YEARS[job.experienceLevel], source: `experience level: ${job.experienceLevel}` }
      : null
  const degreeLine = lines.find(
    (line) => degreeIn(line) > 0 && /degree|bachelor|master|ph\.?d|bs|ms/i.test(line),
  )
  const level = degreeLine ? degreeIn(degreeLine) : 0
  const degree = degreeLine
    ? { level, label: DEGREE_LEVELS.find(([l]) => l === level)![1], source: degreeLine.trim() }
    : null
  return { skills, years: years && years.value > 0 ? years : null, degree }
}
