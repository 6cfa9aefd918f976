import type { CheckStatus, ExplainedScore, ScoreCheck, Suggestion } from '@/api/ai-tools/ai-result'

/** The bookkeeping behind every score: checks, their points, and suggestions that quote their source. */

export type CheckOutcome = {
  status: CheckStatus
  detail: string
  evidence?: string | null
}

export function check(id: string, label: string, maxPoints: number, outcome: CheckOutcome): ScoreCheck {
  return {
    id,
    label,
    status: outcome.status,
    // Only a pass earns points: a skipped check is never counted as a pass.
    points: outcome.status === 'passed' ? maxPoints : 0,
    maxPoints,
    detail: outcome.detail,
    evidence: outcome.evidence ?? null,
  }
}

export const passed = (detail: string, evidence?: string | null): CheckOutcome => ({
  status: 'passed',
  detail,
  evidence: evidence ?? null,
})
export const failed = (detail: string, evidence?: string | null): CheckOutcome => ({
  status: 'failed',
  detail,
  evidence: evidence ?? null,
})
export const skipped = (detail: string): CheckOutcome => ({ status: 'skipped', detail, evidence: null })

/** round(100 × points earned ÷ points possible); skipped checks keep their points in the maximum. */
export function scoreOf(checks: readonly ScoreCheck[]): number {
  const max = checks.reduce((sum, c) => sum + c.maxPoints, 0)
  if (max === 0) return 0
  const earned = checks.reduce((sum, c) => sum + c.points, 0)
  return Math.round((100 * earned) / max)
}

export function explained(checks: ScoreCheck[]): ExplainedScore {
  return { score: scoreOf(checks), checks }
}

export const GRADES = ['A', 'B', 'C', 'D', 'F'] as const
export type Grade = (typeof GRADES)[number]

/** School grades: 90+ A, 80+ B, 70+ C, 60+ D, else F. */
export function gradeOf(score: number): Grade {
  if (score >= 90) return 'A'
  if (score >= 80) return 'B'
  if (score >= 70) return 'C'
  if (score >= 60) return 'D'
  return 'F'
}

/** A quote of resume text for evidence and sources: whitespace folded, cut at a word near `max`. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

export function suggestion(text: string, checkId: string | null, section: string, quoted = ''): Suggestion {
  return { text, checkId, source: { section, excerpt: quoted ? excerpt(quoted) : '' } }
}

/** "3 of 8": counts in words people read. */
export const ofCount = (part: number, whole: number) => `${part} of ${whole}`
