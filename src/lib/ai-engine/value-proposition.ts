import { BUILT_IN_ENGINE } from '@/api/ai-tools/ai-result'
import type { ValueProposition } from '@/api/ai-tools/value-proposition'
import { excerpt } from './explain'
import { requirementsOf, type MatchJob } from './match-job'
import { DEGREE_LEVELS, readResumeFacts } from './match-resume-facts'
import { findSkill, skillsIn } from './match-skills'

/**
 * A short value proposition built only from facts the resume states: its headline, its years, the skills it
 * shares with the job (or its own first skills without a job), its strongest quantified achievement and its
 * degree. Every fact is returned with the resume line it came from; a fact the resume lacks is left out of the
 * statement rather than invented.
 */

export type ValueTarget = { job: MatchJob | null; employer: string | null }

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text

/** The achievement with the most numbers in it: the one that proves the most. */
function bestAchievement(achievements: readonly string[]): string | null {
  let best: string | null = null
  let bestCount = 0
  for (const line of achievements) {
    // A percentage or an amount of money proves more than a count; a version number ("2.1") proves nothing.
    const numbers = (line.replace(/\d+\.\d+/g, '').match(/\d{2,}/g) ?? []).length
    const count = numbers + (/\d\s?%|\$\s?\d/.test(line) ? 3 : 0) + (/\b\d+x\b/i.test(line) ? 2 : 0)
    if (count > bestCount) {
      best = line
      bestCount = count
    }
  }
  return best
}

export function valueProposition(resumeText: string, target: ValueTarget, now: Date): ValueProposition {
  const facts = readResumeFacts(resumeText, now)
  const used: ValueProposition['facts'] = []
  const role = facts.headline?.value ?? null
  if (facts.headline)
    used.push({
      kind: 'role',
      text: facts.headline.value,
      source: { section: 'Headline', excerpt: excerpt(facts.headline.line) },
    })
  if (facts.years && facts.years.value > 0) {
    used.push({
      kind: 'experience',
      text: `${facts.years.value} years of experience`,
      source: { section: 'Experience', excerpt: excerpt(facts.years.line) },
    })
  }
  const wanted = target.job ? requirementsOf(target.job).skills.map((s) => s.skill) : skillsIn(resumeText)
  const skills: string[] = []
  let matched = 0
  for (const skill of wanted) {
    const line = findSkill(skill, facts.lines)
    if (!line) continue
    matched++
    if (skills.length >= 4) continue
    skills.push(skill)
    used.push({ kind: 'skill', text: skill, source: { section: 'Skills', excerpt: excerpt(line) } })
  }
  const achievement = bestAchievement(facts.achievements)
  if (achievement)
    used.push({
      kind: 'achievement',
      text: achievement,
      source: { section: 'Experience', excerpt: excerpt(achievement) },
    })
  const degree = facts.degree
  const degreeLabel = degree ? DEGREE_LEVELS.find(([level]) => level === degree.level)![1] : null
  if (degree && degreeLabel)
    used.push({
      kind: 'education',
      text: degreeLabel,
      source: { section: 'Education', excerpt: excerpt(degree.line) },
    })

  const employer = target.employer || target.job?.company || null
  const jobTitle = target.job?.title ?? null
  const who = role ? `${/^[aeiou]/i.test(role) ? 'An' : 'A'} ${role}` : 'A professional'
  const yearsText =
    facts.years && facts.years.value > 0 ? ` with ${facts.years.value} years of experience` : ''
  const skillText = skills.length ? ` in ${list(skills)}` : ''
  const forWhom =
    jobTitle && employer
      ? ` for the ${jobTitle} role at ${employer}`
      : jobTitle
        ? ` for the ${jobTitle} role`
        : employer
          ? ` for ${employer}`
          : ''
  const sentences = [`${who}${yearsText}${skillText}${forWhom ? `, ready to deliver${forWhom}` : ''}.`]
  if (achievement) sentences.push(`Track record: ${lowerFirst(achievement.replace(/[.;]\s*$/, ''))}.`)
  if (degreeLabel) sentences.push(`Holds a ${degreeLabel}.`)
  if (target.job && skills.length) {
    const all = requirementsOf(target.job).skills.length
    sentences.push(`Brings ${matched} of the ${all} skills the job asks for.`)
  }
  const headline = [role ?? 'Professional', skills.slice(0, 3).join(', ')].filter(Boolean).join(' · ')
  return {
    statement: sentences.join(' '),
    headline,
    facts: used,
    target: { jobTitle, employer },
    engine: BUILT_IN_ENGINE,
  }
}
