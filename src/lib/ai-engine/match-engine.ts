import { BUILT_IN_ENGINE, type ScoreCheck, type Suggestion } from '@/api/ai-tools/ai-result'
import type { JobMatch } from '@/api/ai-tools/match'
import { check, excerpt, failed, passed, scoreOf, skipped, suggestion } from './explain'
import { requirementsOf, type MatchJob } from './match-job'
import { readResumeFacts, type ResumeFacts } from './match-resume-facts'
import { findSkill } from './match-skills'

/**
 * The explained job-resume match of the built-in engine: one check per requirement the job states (each
 * skill, the title, years of experience, a degree, the location), each passed, failed or skipped with the
 * resume line that decided it. The score is the passed checks' share of all points; a check the engine could
 * not run (no dates in the resume) is skipped and earns nothing. A requirement the job does not state is not
 * a check at all. The same function serves the seeker's tool and the recruiter's view of an application.
 */

/** The skills share this many points, so three skills weigh as much as twelve: the job's skills are its core. */
export const SKILLS_POINTS = 48
const MIN_SKILL_POINTS = 4
export const TITLE_POINTS = 15
export const EXPERIENCE_POINTS = 15
export const EDUCATION_POINTS = 10
export const LOCATION_POINTS = 10

const TITLE_NOISE = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'staff',
  'sr',
  'jr',
  'i',
  'ii',
  'iii',
  'iv',
  'and',
  'of',
  'the',
  'a',
  'an',
  'for',
  'in',
  'at',
  'with',
  'to',
  'remote',
  'hybrid',
  'contract',
  'full',
  'time',
  'part',
])

const stem = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map(stem)

function titleCheck(job: MatchJob, facts: ResumeFacts): ScoreCheck {
  // The title before a dash or "at" is the role ("Data Engineer – Acme").
  const role = job.title.split(/\s[–—-]\s|\sat\s|\|/)[0] ?? job.title
  const wanted = [...new Set(words(role).filter((w) => !TITLE_NOISE.has(w)))]
  if (!wanted.length)
    return check('title', 'Job title', TITLE_POINTS, skipped('The job title has no words to compare.'))
  const needed = Math.ceil(wanted.length / 2)
  const candidates = [facts.headline?.line, ...facts.lines].filter((l): l is string => Boolean(l))
  for (const line of candidates) {
    const have = new Set(words(line))
    const shared = wanted.filter((w) => have.has(w))
    if (shared.length >= needed) {
      return check(
        'title',
        'Job title',
        TITLE_POINTS,
        passed(`The resume names the role (“${shared.join(' ')}” of “${role.trim()}”).`, excerpt(line)),
      )
    }
  }
  return check(
    'title',
    'Job title',
    TITLE_POINTS,
    failed(`No line of the resume names the role “${role.trim()}” or most of its words.`),
  )
}

export type MatchRefs = { job: JobMatch['job']; resume: JobMatch['resume'] }

export function matchResume(resumeText: string, job: MatchJob, refs: MatchRefs, now: Date): JobMatch {
  const facts = readResumeFacts(resumeText, now)
  const wants = requirementsOf(job)
  const checks: ScoreCheck[] = []
  const suggestions: Suggestion[] = []
  const matchedSkills: JobMatch['matchedSkills'] = []
  const missingSkills: string[] = []

  const skillPoints = Math.max(MIN_SKILL_POINTS, Math.round(SKILLS_POINTS / Math.max(1, wants.skills.length)))
  for (const { skill, source } of wants.skills) {
    const line = findSkill(skill, facts.lines)
    const from = source === 'the job’s skills list' ? source : `the job: “${excerpt(source, 80)}”`
    if (line) {
      matchedSkills.push({ skill, evidence: excerpt(line) })
      checks.push(
        check(
          `skill:${skill.toLowerCase()}`,
          `Skill: ${skill}`,
          skillPoints,
          passed(`Asked for in ${from}; found in the resume.`, excerpt(line)),
        ),
      )
    } else {
      missingSkills.push(skill)
      checks.push(
        check(
          `skill:${skill.toLowerCase()}`,
          `Skill: ${skill}`,
          skillPoints,
          failed(`Asked for in ${from}; not found in the resume.`),
        ),
      )
      suggestions.push(
        suggestion(
          `The job asks for ${skill}. If you have used it, name it in your skills or in the bullet where you used it.`,
          `skill:${skill.toLowerCase()}`,
          'Skills',
        ),
      )
    }
  }
  if (!wants.skills.length) {
    checks.push(
      check(
        'skills',
        'Skills',
        SKILLS_POINTS,
        skipped('The job names no skills the engine recognises, so none could be compared.'),
      ),
    )
  }

  const title = titleCheck(job, facts)
  checks.push(title)
  if (title.status === 'failed') {
    suggestions.push(
      suggestion(
        `Put the role you are applying for (“${job.title}”) in your headline, if it describes you.`,
        'title',
        'Headline',
        facts.headline?.line ?? '',
      ),
    )
  }

  if (wants.years) {
    const need = wants.years
    const have = facts.years
    const from = `the job: “${excerpt(need.source, 80)}”`
    checks.push(
      check(
        'experience',
        'Years of experience',
        EXPERIENCE_POINTS,
        !have
          ? skipped(
              `The job asks for ${need.value}+ years (${from}), but the resume states no years and has no dated roles.`,
            )
          : have.value >= need.value
            ? passed(
                `${have.value} years in the resume (${have.how === 'stated' ? 'as stated' : 'from its dates'}) against ${need.value}+ asked for in ${from}.`,
                excerpt(have.line),
              )
            : failed(
                `${have.value} years in the resume (${have.how === 'stated' ? 'as stated' : 'from its dates'}) against ${need.value}+ asked for in ${from}.`,
                excerpt(have.line),
              ),
      ),
    )
    if (!have) {
      suggestions.push(
        suggestion(
          'Add start and end dates (month and year) to each role, so your experience can be counted.',
          'experience',
          'Experience',
        ),
      )
    }
  }

  if (wants.degree) {
    const need = wants.degree
    const have = facts.degree
    const from = `the job: “${excerpt(need.source, 80)}”`
    checks.push(
      check(
        'education',
        'Education',
        EDUCATION_POINTS,
        have && have.level >= need.level
          ? passed(
              `A ${need.label} or higher is asked for in ${from}; the resume has one.`,
              excerpt(have.line),
            )
          : failed(
              `A ${need.label} is asked for in ${from}; ${have ? 'the resume’s highest degree is lower' : 'the resume names no degree'}.`,
              have ? excerpt(have.line) : null,
            ),
      ),
    )
  }

  if (job.isRemote) {
    checks.push(
      check(
        'location',
        'Location',
        LOCATION_POINTS,
        passed('The job is remote, so where you live does not limit it.'),
      ),
    )
  } else if (job.location) {
    const place = words(job.location).filter((w) => w.length > 1)
    const line = facts.locationLine
    const shared = line ? words(line).filter((w) => place.includes(w)) : []
    checks.push(
      check(
        'location',
        'Location',
        LOCATION_POINTS,
        !line
          ? skipped(`The job is in ${job.location}; the resume gives no location to compare.`)
          : shared.length
            ? passed(
                `The job is in ${job.location}; the resume’s location shares “${shared.join(' ')}”.`,
                excerpt(line),
              )
            : failed(`The job is in ${job.location}; the resume’s location is elsewhere.`, excerpt(line)),
      ),
    )
  }

  const score = scoreOf(checks)
  return {
    score,
    verdict: score >= 75 ? 'strong' : score >= 50 ? 'partial' : 'weak',
    checks,
    matchedSkills,
    missingSkills,
    suggestions,
    job: refs.job,
    resume: refs.resume,
    engine: BUILT_IN_ENGINE,
  }
}
