import type { DraftEmploymentType } from '@/api/job-import'

/** The first match wins, so the more specific wording comes first ("contract-to-hire" before "contract"). */
const EMPLOYMENT_PATTERNS: readonly [DraftEmploymentType, RegExp][] = [
  ['ContractToHire', /\bcontract[- ]to[- ](?:hire|perm(?:anent)?)\b|\btemp[- ]to[- ]perm\b|\bC2H\b/i],
  ['Internship', /\binternships?\b|\bintern\b|\bINTERN\b/i],
  ['Freelance', /\bfreelanc(?:e|er|ing)\b/i],
  ['PartTime', /\bpart[- ]?time\b|\bPART_TIME\b/i],
  ['FullTime', /\bfull[- ]?time\b|\bFULL_TIME\b|\bpermanent\b/i],
  ['Temporary', /\btemporary\b|\btemp\b|\bseasonal\b|\bfixed[- ]term\b|\bPER_DIEM\b/i],
  ['Contractor', /\bcontract(?:or|ors|ing)?\b/i],
]

/** A labelled value or a title: the most specific type it names. */
export function employmentTypeFromLabel(value: string | null | undefined): DraftEmploymentType | null {
  if (!value) return null
  return EMPLOYMENT_PATTERNS.find(([, pattern]) => pattern.test(value))?.[0] ?? null
}

/** Free text: only the unambiguous phrases (not "contract", which appears in many texts), earliest first. */
export function employmentTypeFromText(text: string): DraftEmploymentType | null {
  const found = EMPLOYMENT_PATTERNS.filter(([type]) => type !== 'Contractor' && type !== 'Temporary')
    .map(([type, pattern]) => ({
      type,
      at: text.search(type === 'FullTime' ? /\bfull[- ]time\b/i : pattern),
    }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
  return found[0]?.type ?? null
}
