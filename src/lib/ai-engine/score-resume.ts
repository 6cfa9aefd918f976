import { BUILT_IN_ENGINE, type ScoreCheck, type Suggestion } from '@/api/ai-tools/ai-result'
import type {
  CategoryScore,
  ResumeCategoryBreakdown,
  ResumeRecommendations,
  ResumeScore,
  RewriteExample,
} from '@/api/ai-tools/resume-scorer'
import { excerpt, gradeOf, scoreOf, suggestion } from './explain'
import { achievementLines, bulletText, containsTerm, readResume, type ResumeFacts } from './read-resume'
import {
  CATEGORY_LABELS,
  checksByCategory,
  SCORE_CATEGORIES,
  type EffortCheck,
  type ScoreCategory,
} from './resume-checks'
import { ACTION_VERBS, WEAK_PHRASES } from './word-lists'

/** The AI resume scorer: score, category breakdown and recommendations, all from the same checks. */

/** What to do about each failed (or skipped) check. */
const ADVICE: Record<string, string> = {
  'contact.name': 'Put your full name alone on the first line.',
  'contact.email': 'Add a professional email address near your name.',
  'contact.phone': 'Add a phone number near your name.',
  'contact.link': 'Add your LinkedIn profile or a portfolio link.',
  'structure.summary': 'Open with a 2–3 line summary under a “Summary” heading.',
  'structure.experience': 'Add an “Experience” section with your roles, newest first.',
  'structure.education': 'Add an “Education” section, even if brief.',
  'structure.skills': 'Add a “Skills” section listing the tools and methods you use.',
  'structure.length': 'Bring the resume to one or two pages (about 200–1,200 words).',
  'structure.dates': 'Give each role its start and end (month and year).',
  'impact.bullets': 'Describe each role in 3–5 bullets of what you achieved.',
  'impact.action-verbs': 'Start each bullet with an action verb: led, built, cut, launched.',
  'impact.quantified': 'Add numbers to your results: how many, how much, how fast, by what percent.',
  'impact.no-duty-phrases': 'Replace duty phrases (“responsible for”) with what you achieved.',
  'language.no-first-person': 'Drop “I”, “me” and “my”: start lines with the verb.',
  'language.no-buzzwords': 'Replace clichés with a result that proves the quality.',
  'language.concise-bullets': 'Keep each bullet under 35 words: one achievement per line.',
  'language.varied-verbs': 'Vary the verbs that open your bullets.',
  'skills.count': 'List at least six specific skills, tools or methods.',
  'skills.shown-in-experience': 'Mention your key skills in the bullets where you used them.',
}

const CATEGORY_SECTIONS: Record<ScoreCategory, string> = {
  contact: 'Contact details',
  structure: 'Whole resume',
  impact: 'Experience',
  language: 'Whole resume',
  skills: 'Skills',
}

const plain = ({ effort: _effort, ...rest }: EffortCheck): ScoreCheck => rest

type Scored = { facts: ResumeFacts; checks: Record<ScoreCategory, EffortCheck[]> }

function scored(text: string): Scored {
  const facts = readResume(text)
  return { facts, checks: checksByCategory(facts) }
}

function categories({ checks }: Scored): CategoryScore[] {
  return SCORE_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    score: scoreOf(checks[category]),
    checks: checks[category].map(plain),
  }))
}

const allChecks = ({ checks }: Scored) =>
  SCORE_CATEGORIES.flatMap((category) => checks[category].map((c) => ({ category, check: c })))

function adviceFor(category: ScoreCategory, c: EffortCheck): Suggestion {
  const advice = ADVICE[c.id] ?? c.label
  const text = c.status === 'skipped' ? `${advice} (Not checked: ${c.detail})` : `${advice} ${c.detail}`
  return suggestion(text, c.id, CATEGORY_SECTIONS[category], c.evidence ?? '')
}

export function scoreResume(text: string): ResumeScore {
  const result = scored(text)
  const overallScore = scoreOf(allChecks(result).map((x) => x.check))
  return {
    overallScore,
    grade: gradeOf(overallScore),
    categoryScores: categories(result),
    feedback: allChecks(result)
      .filter(({ check }) => check.status !== 'passed')
      .map(({ category, check }) => adviceFor(category, check)),
    engine: BUILT_IN_ENGINE,
  }
}

export function categoryBreakdown(text: string): ResumeCategoryBreakdown {
  const result = scored(text)
  const all = allChecks(result)
  return {
    categories: categories(result),
    strengths: all
      .filter(({ check }) => check.status === 'passed')
      .map(({ category, check }) =>
        suggestion(
          `${check.label}: ${check.detail}`,
          check.id,
          CATEGORY_SECTIONS[category],
          check.evidence ?? '',
        ),
      ),
    weaknesses: all
      .filter(({ check }) => check.status !== 'passed')
      .map(({ category, check }) =>
        suggestion(
          `${check.label}: ${check.status === 'skipped' ? `not checked — ${check.detail}` : check.detail}`,
          check.id,
          CATEGORY_SECTIONS[category],
          check.evidence ?? '',
        ),
      ),
    engine: BUILT_IN_ENGINE,
  }
}

/** The line reworked: a duty phrase turned into a verb, a missing verb and number marked as placeholders. */
function rewrite(line: string): { after: string; why: string } | null {
  // "I worked on…" → "worked on…": resumes leave out the pronoun.
  let after = line.replace(/\.$/, '').replace(/^(?:i|we)\s+/i, '')
  const reasons: string[] = []
  const weak = WEAK_PHRASES.find((phrase) => containsTerm(after, phrase))
  if (weak) {
    after = after.replace(new RegExp(`\\b${weak}\\b`, 'i'), '[Led / Built / Delivered]')
    reasons.push(`“${weak}” names a duty; say what you did`)
  } else if (
    !ACTION_VERBS.has(
      after
        .split(/\s+/)[0]
        ?.toLowerCase()
        .replace(/[^a-z]/g, '') ?? '',
    )
  ) {
    after = `[Action verb] ${after.charAt(0).toLowerCase()}${after.slice(1)}`
    reasons.push('open with an action verb')
  }
  if (!/\d|%|\$|€|£/.test(after)) {
    after = `${after}, [result: by X% / for N users / saving $Y]`
    reasons.push('add the measurable result')
  }
  if (reasons.length === 0) return null
  return { after, why: `${reasons.join('; ')}. Replace the [placeholders] with your real figures.` }
}

/** Up to three of the resume's own weakest achievement lines, each with a reworked version. */
function examples(facts: ResumeFacts): RewriteExample[] {
  const out: RewriteExample[] = []
  for (const line of achievementLines(facts)) {
    const before = bulletText(line)
    const reworked = rewrite(before)
    if (reworked)
      out.push({ before, ...reworked, source: { section: 'Experience', excerpt: excerpt(before) } })
    if (out.length === 3) break
  }
  return out
}

export function recommendations(text: string): ResumeRecommendations {
  const result = scored(text)
  const open = allChecks(result).filter(({ check }) => check.status !== 'passed')
  // Biggest gains first within each group.
  const byPoints = (a: { check: EffortCheck }, b: { check: EffortCheck }) =>
    b.check.maxPoints - a.check.maxPoints
  return {
    quickWins: open
      .filter(({ check }) => check.effort === 'quick')
      .sort(byPoints)
      .map(({ category, check }) => adviceFor(category, check)),
    longTermImprovements: open
      .filter(({ check }) => check.effort === 'long')
      .sort(byPoints)
      .map(({ category, check }) => adviceFor(category, check)),
    examples: examples(result.facts),
    engine: BUILT_IN_ENGINE,
  }
}
