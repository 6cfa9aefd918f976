import { BUILT_IN_ENGINE } from '@/api/ai-tools/ai-result'
import type { ResumeSummary, SummaryPoint } from '@/api/ai-tools/resume-insights'
import { excerpt } from './explain'
import { achievementLines, bulletText, readResume, sectionOf, type ResumeFacts } from './read-resume'
import { skillItems } from './resume-checks'
import { ACTION_VERBS } from './word-lists'

/**
 * An extractive summary: the resume's own sentences, picked by rule — its headline and opening summary
 * sentence, the latest role, the two strongest achievements, the main skills and the education. Nothing is
 * written that the resume does not say, and each part names where it came from.
 */

const firstSentence = (text: string) => (/^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text).trim()

/** Strongest first: a number, an action verb, a reasonable length. */
function strength(line: string): number {
  const words = line.split(/\s+/)
  return (
    (/\d|%|\$|€|£/.test(line) ? 2 : 0) +
    (ACTION_VERBS.has(words[0]?.toLowerCase().replace(/[^a-z]/g, '') ?? '') ? 1 : 0) +
    (words.length >= 8 && words.length <= 30 ? 1 : 0)
  )
}

const point = (label: string, text: string, section: string, quoted = text): SummaryPoint => ({
  label,
  text,
  source: { section, excerpt: excerpt(quoted) },
})

function points(facts: ResumeFacts): SummaryPoint[] {
  const out: SummaryPoint[] = []
  const headline = facts.header[1]?.text.trim()
  if (facts.name && headline && !/@|\d{3}/.test(headline))
    out.push(point('Headline', `${facts.name}, ${headline}.`, 'Header', `${facts.name} ${headline}`))
  const summary = sectionOf(facts, 'summary')
  const opening = summary?.lines.map((l) => l.text.trim()).join(' ')
  if (opening) out.push(point('Profile', firstSentence(opening), summary?.heading ?? 'Summary'))
  const experience = sectionOf(facts, 'experience')
  // The first entry line of Experience: not a bullet, and dated or split into fields ("Role | Company | 2020").
  const latest = experience?.lines.find(
    (line) =>
      bulletText(line) === line.text.trim() &&
      line.text.length <= 160 &&
      /\b(?:19|20)\d{2}\b|\|/.test(line.text),
  )
  if (latest)
    out.push(
      point(
        'Latest role',
        `${latest.text
          .trim()
          .replace(/\s*\|\s*/g, ', ')
          .replace(/\.$/, '')}.`,
        experience?.heading ?? 'Experience',
        latest.text,
      ),
    )
  const best = achievementLines(facts)
    .map((line, index) => ({ text: bulletText(line), index }))
    .sort((a, b) => strength(b.text) - strength(a.text) || a.index - b.index)
    .slice(0, 2)
  for (const { text } of best)
    out.push(point('Achievement', `${text.replace(/\.$/, '')}.`, 'Experience', text))
  const skills = skillItems(facts).slice(0, 8)
  if (skills.length > 0)
    out.push(point('Skills', `Skills: ${skills.join(', ')}.`, 'Skills', skills.join(', ')))
  const education = sectionOf(facts, 'education')?.lines[0]?.text.trim()
  if (education)
    out.push(
      point('Education', `Education: ${education.replace(/\s*\|\s*/g, ', ')}.`, 'Education', education),
    )
  return out
}

export function summarizeResume(text: string): ResumeSummary {
  const found = points(readResume(text))
  const summary =
    found.length > 0
      ? found.map((p) => p.text).join(' ')
      : excerpt(firstSentence(text.replace(/\s+/g, ' ').trim()), 300)
  return {
    summary,
    points: found.length > 0 ? found : [point('Opening', summary, 'Whole resume', text)],
    engine: BUILT_IN_ENGINE,
  }
}
