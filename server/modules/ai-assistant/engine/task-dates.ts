/**
 * Reads a start day out of what someone typed ("tomorrow", "next friday", "on Dec 5", "2026-12-01", "in 3 days")
 * relative to `today` (YYYY-MM-DD, UTC). Answers YYYY-MM-DD or null; the phrase found is returned too, so the
 * task's name can be read without it.
 */
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH_WORD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'

const iso = (d: Date) => d.toISOString().slice(0, 10)
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000)

function realDay(y: number, m: number, d: number): Date | null {
  const date = new Date(Date.UTC(y, m, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m && date.getUTCDate() === d ? date : null
}

/** A month and day without a year: this year's, or next year's if that day has passed. */
function nextOccurrence(today: Date, month: number, day: number, year?: number): Date | null {
  if (year !== undefined) return realDay(year, month, day)
  const thisYear = realDay(today.getUTCFullYear(), month, day)
  if (thisYear && thisYear >= today) return thisYear
  return realDay(today.getUTCFullYear() + 1, month, day)
}

type Rule = { pattern: RegExp; day: (match: RegExpExecArray, today: Date) => Date | null }

const RULES: readonly Rule[] = [
  {
    pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/,
    day: (m) => realDay(Number(m[1]), Number(m[2]) - 1, Number(m[3])),
  },
  { pattern: /\b(today|tonight)\b/i, day: (_m, today) => today },
  { pattern: /\bday after tomorrow\b/i, day: (_m, today) => addDays(today, 2) },
  { pattern: /\btomorrow\b/i, day: (_m, today) => addDays(today, 1) },
  {
    pattern: /\bin (\d{1,3}|a|one|two|three) (day|week)s?\b/i,
    day: (m, today) => {
      const words: Record<string, number> = { a: 1, one: 1, two: 2, three: 3 }
      const n = words[m[1]!.toLowerCase()] ?? Number(m[1])
      return addDays(today, m[2]!.toLowerCase() === 'week' ? n * 7 : n)
    },
  },
  {
    pattern: /\bnext week\b/i,
    day: (_m, today) => addDays(today, (8 - today.getUTCDay()) % 7 || 7),
  },
  {
    pattern: new RegExp(`\\b(?:(next|this|on)\\s+)?(${WEEKDAYS.join('|')})\\b`, 'i'),
    day: (m, today) => {
      const target = WEEKDAYS.indexOf(m[2]!.toLowerCase())
      const ahead = (target - today.getUTCDay() + 7) % 7 || 7
      return addDays(today, ahead)
    },
  },
  {
    pattern: new RegExp(`\\b${MONTH_WORD}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, 'i'),
    day: (m, today) =>
      nextOccurrence(
        today,
        MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()),
        Number(m[2]),
        m[3] ? Number(m[3]) : undefined,
      ),
  },
  {
    pattern: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_WORD}(?:,?\\s+(\\d{4}))?\\b`,
      'i',
    ),
    day: (m, today) =>
      nextOccurrence(
        today,
        MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()),
        Number(m[1]),
        m[3] ? Number(m[3]) : undefined,
      ),
  },
]

export type FoundDay = { day: string; phrase: string }

export function findStartDay(text: string, today: string): FoundDay | null {
  const base = new Date(`${today}T00:00:00Z`)
  for (const rule of RULES) {
    const match = rule.pattern.exec(text)
    if (!match) continue
    const day = rule.day(match, base)
    if (day) return { day: iso(day), phrase: match[0] }
  }
  return null
}
