import type {
  DraftEmploymentType,
  DraftSalary,
  DraftSalaryPeriod,
  DraftWorkSetting,
  JobDraft,
} from '@/api/job-import'
import { KNOWN_SKILLS } from './known-skills'
import { bulletText, clip, tidyText } from './text'

/** A draft without its source: what a text says about the job. */
export type ParsedJob = Omit<JobDraft, 'source'>

export const DESCRIPTION_MAX_CHARS = 20_000
const TITLE_MAX_CHARS = 150
const ITEM_MAX_CHARS = 500
const MAX_ITEMS = 40
const MAX_SKILLS = 30

type SectionKind = 'preamble' | 'responsibilities' | 'requirements' | 'skills' | 'description' | 'other'
type Section = { kind: SectionKind; heading: string | null; lines: string[] }

const HEADINGS: readonly [Exclude<SectionKind, 'preamble'>, RegExp][] = [
  [
    'responsibilities',
    /^(?:(?:key|main|primary|core|your|job|role|the|principal) )?(?:responsibilities|duties|accountabilities|tasks)(?: (?:and|&) (?:duties|responsibilities))?$|^what (?:you'll|you will|you'd|you would|you're going to) (?:do|be doing|work on)$|^(?:in this (?:role|position),? you (?:will|'ll)|the role|your role|the job|role description|day to day|day-to-day|a day in the life|your impact|your mission|what the job involves|what the role involves)$/,
  ],
  [
    'requirements',
    /^(?:(?:minimum|basic|required|preferred|desired|key|essential|desirable|additional|job) )?(?:requirements|qualifications|experience|skills (?:and|&) experience|experience (?:and|&) (?:skills|qualifications)|requirements (?:and|&) qualifications|qualifications (?:and|&) (?:experience|skills)|education(?: (?:and|&) experience)?)$|^(?:what|who) (?:you bring|you'll bring|you will bring|we're looking for|we are looking for|you are|you have|you'll need|you need|we need)$|^(?:about you|you have|you are|you'll have|you will have|must[- ]haves?|nice[- ]to[- ]haves?|bonus points(?: if you have)?|it would be great if you have|(?:the )?ideal candidate|candidate profile|your profile|your background|who you are)$/,
  ],
  [
    'skills',
    /^(?:(?:key|required|technical|core|preferred|desired|essential) )?(?:skills|competencies|technologies|tech stack|stack|tools(?: (?:and|&) technologies)?|skills required|skill set|skillset)$|^our (?:tech )?stack$/,
  ],
  [
    'description',
    /^(?:(?:job|role|position) )?(?:description|summary|overview|purpose)$|^about (?:the|this) (?:role|job|position|opportunity|team)$|^(?:the opportunity|introduction|who we are|about us|about the company|company overview|our company|the team|our team|the company)$/,
  ],
  [
    'other',
    /^(?:benefits|perks|perks (?:and|&) benefits|benefits (?:and|&) perks|what we offer|what's in it for you|why join us|why work with us|compensation(?: (?:and|&) benefits)?|salary (?:and|&) benefits|how to apply|application process|equal (?:employment )?opportunity(?: employer)?|diversity(?: (?:and|&) inclusion)?|eeo statement|interview process|our values|additional information|other information|working hours|hours|details|job details|position details)$/,
  ],
]

const SEP = String.raw`\s*(?::|\||\s[-–—]\s)\s*`
const label = (names: string) => new RegExp(`^(?:${names})${SEP}(.+)$`, 'i')
const TITLE_LABEL = label('job title|title|position|position title|role|job role|vacancy|opening|job')
const LOCATION_LABEL = label(
  '(?:job |work |office )?locations?|office|based in|city|where|place of work|duty station',
)
const EMPLOYMENT_LABEL = label(
  'employment type|job type|type of employment|employment|contract type|type of contract|contract|position type|type|engagement',
)
const SALARY_LABEL = label(
  'salary(?: range)?|compensation(?: range)?|pay(?: range| rate)?|base(?: salary| pay)?|remuneration|wage|rate|hourly rate|day rate|ote|package|salary band',
)
const WORK_SETTING_LABEL = label(
  'work setting|workplace(?: type)?|work(?:ing)? (?:type|model|arrangement|mode|style)|remote|location type|remote work|remote policy',
)
/** First lines that name the document rather than the job. */
const GENERIC_TITLE =
  /^(?:job description|job posting|job advert(?:isement)?|job ad|position description|role profile|vacancy|vacancies|careers?|we(?:'re| are) hiring!?|now hiring!?|job opening|job opportunity|open position|hiring)$/i

/**
 * Heuristic reading of a job description in plain text (from a file, or a page without JobPosting data):
 * the title, the sections by their headings, bullets as list items, and location, employment type,
 * work setting and salary from labels and phrases. What it does not find stays empty or null.
 */
export function parseJobText(input: string): ParsedJob {
  const text = tidyText(input)
  const lines = text.split('\n')
  const consumed = new Set<number>()

  const title = findTitle(lines, consumed)
  const labels = readLabels(lines, consumed)
  const sections = splitSections(lines, consumed)

  const responsibilities = sectionItems(sections, 'responsibilities')
  const requirements = sectionItems(sections, 'requirements')
  const skills = mergeSkills(sectionSkills(sections), findKnownSkills(text))

  let description = describe(sections)
  if (!description) {
    description = tidyText(lines.filter((_, index) => !consumed.has(index)).join('\n'))
  }

  return {
    title,
    description: clip(description, DESCRIPTION_MAX_CHARS),
    responsibilities,
    requirements,
    skills,
    location: labels.location,
    employmentType:
      employmentTypeFromLabel(labels.employment) ??
      employmentTypeFromLabel(title) ??
      employmentTypeFromText(text),
    workSetting:
      workSettingFromLabel(labels.workSetting) ??
      workSettingFromLabel(labels.location) ??
      workSettingFromLabel(labels.employment) ??
      workSettingFromLabel(title) ??
      workSettingFromText(text),
    salary: (labels.salary ? parseSalary(labels.salary, true) : null) ?? findSalary(lines),
  }
}

function headingText(line: string): string {
  return line
    .replace(/^#{1,6}\s*/, '')
    .replace(/^[*_]{1,3}|[*_]{1,3}$/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s*[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

/** The kind of a heading line, and the text after `Heading:` when the line carries it. */
function matchHeading(line: string): { kind: Exclude<SectionKind, 'preamble'>; inline: string } | null {
  if (line.length > 80 || bulletText(line) !== null) return null
  const bare = line.replace(/^#{1,6}\s*/, '').replace(/^[*_]{1,3}|[*_]{1,3}$/g, '')
  const colon = bare.search(/[:：]/)
  const head = headingText(colon > 0 ? bare.slice(0, colon) : bare)
  const inline =
    colon > 0
      ? bare
          .slice(colon + 1)
          .replace(/^[*_]{1,3}\s*/, '')
          .trim()
      : ''
  for (const [kind, pattern] of HEADINGS) {
    if (pattern.test(head)) return { kind, inline }
  }
  return null
}

function findTitle(lines: readonly string[], consumed: Set<number>): string {
  const window = Math.min(lines.length, 20)
  for (let i = 0; i < window; i++) {
    const value = TITLE_LABEL.exec(lines[i] ?? '')?.[1]?.trim()
    if (value && value.length <= TITLE_MAX_CHARS && !/^(?:description|summary|overview)$/i.test(value)) {
      consumed.add(i)
      return cleanTitle(value)
    }
  }
  for (let i = 0; i < window; i++) {
    const line = (lines[i] ?? '').trim()
    if (!line) continue
    const bare = line.replace(/^#{1,6}\s*/, '').replace(/^[*_]{1,3}|[*_]{1,3}$/g, '')
    if (GENERIC_TITLE.test(bare.replace(/[:.]$/, ''))) {
      consumed.add(i)
      continue
    }
    if (matchHeading(line)) return ''
    // "Company: Acme", "Location: Berlin" before the title: keep looking.
    if (isAnyLabel(line) || /^[\p{L} ]{2,30}:\s+\S/u.test(line)) continue
    // A paragraph or a bullet first: this text has no title line.
    const words = bare.split(/\s+/).length
    if (bulletText(line) !== null || line.length > 120 || words > 14) return ''
    // A sentence is not a title.
    if (/[.!?]$/.test(bare) && words > 3) return ''
    if (!/[\p{L}]/u.test(bare) || /^https?:\/\//i.test(bare)) continue
    consumed.add(i)
    return cleanTitle(bare)
  }
  return ''
}

function cleanTitle(title: string): string {
  return clip(
    title
      .replace(/^#{1,6}\s*/, '')
      .replace(/^[*_]{1,3}|[*_]{1,3}$/g, '')
      .replace(/\s+[-–—|]\s+(?:job description|job posting|careers?)$/i, '')
      .trim(),
    TITLE_MAX_CHARS,
  )
}

function isAnyLabel(line: string): boolean {
  return [LOCATION_LABEL, EMPLOYMENT_LABEL, SALARY_LABEL, WORK_SETTING_LABEL].some((re) => re.test(line))
}

type Labels = {
  location: string | null
  employment: string | null
  salary: string | null
  workSetting: string | null
}

/** `Location: Berlin`, `Job type: Full-time`, … anywhere in the text; the first of each wins. */
function readLabels(lines: readonly string[], consumed: Set<number>): Labels {
  const labels: Labels = { location: null, employment: null, salary: null, workSetting: null }
  const take = (key: keyof Labels, re: RegExp, line: string, index: number) => {
    if (labels[key] !== null) return false
    const value = re.exec(line)?.[1]?.trim()
    if (!value || value.length > 200) return false
    labels[key] = key === 'workSetting' ? workSettingLabelValue(line, value) : value
    consumed.add(index)
    return true
  }
  lines.forEach((raw, index) => {
    if (consumed.has(index)) return
    const line = bulletText(raw) ?? raw
    if (line.length > 220) return
    // Order matters: "Remote: yes" is a work setting, "Location: Remote" a location.
    const order: [keyof Labels, RegExp][] = [
      ['workSetting', WORK_SETTING_LABEL],
      ['location', LOCATION_LABEL],
      ['salary', SALARY_LABEL],
      ['employment', EMPLOYMENT_LABEL],
    ]
    order.some(([key, re]) => take(key, re, line, index))
  })
  if (labels.location) labels.location = clip(labels.location.replace(/[.;]$/, ''), 200)
  return labels
}

/** "Remote: yes" answers the question the label asks. */
function workSettingLabelValue(line: string, value: string): string {
  if (!/^remote\b/i.test(line)) return value
  if (/^(?:yes|true|fully|100%)\b/i.test(value)) return 'Remote'
  if (/^(?:no|false)\b/i.test(value)) return 'On-site'
  return value
}

function splitSections(lines: readonly string[], consumed: ReadonlySet<number>): Section[] {
  const sections: Section[] = [{ kind: 'preamble', heading: null, lines: [] }]
  lines.forEach((line, index) => {
    if (consumed.has(index)) return
    const heading = matchHeading(line)
    if (heading) {
      const name = line.replace(/^#{1,6}\s*/, '').replace(/[*_]/g, '')
      const colon = name.search(/[:：]/)
      sections.push({
        kind: heading.kind,
        heading: (colon > 0 ? name.slice(0, colon) : name).trim(),
        lines: heading.inline ? [heading.inline] : [],
      })
      return
    }
    sections.at(-1)!.lines.push(line)
  })
  return sections
}

/** List items of every section of `kind`: bullets, or one item per line, joining wrapped lines. */
function sectionItems(sections: readonly Section[], kind: SectionKind): string[] {
  const items: string[] = []
  for (const section of sections) {
    if (section.kind === kind) items.push(...listItems(section.lines))
  }
  return dedupe(items).slice(0, MAX_ITEMS)
}

export function listItems(lines: readonly string[]): string[] {
  const hasBullets = lines.some((line) => bulletText(line) !== null)
  const items: string[] = []
  let current: string | null = null
  const flush = () => {
    const item = current?.replace(/[;,]$/, '').trim()
    if (item) items.push(clip(item, ITEM_MAX_CHARS))
    current = null
  }
  for (const line of lines) {
    if (!line.trim()) {
      flush()
      continue
    }
    const bullet = bulletText(line)
    if (bullet !== null) {
      flush()
      current = bullet
      continue
    }
    const previous: string | null = current
    const continues =
      previous !== null &&
      (/^[\p{Ll}(]/u.test(line) || (!/[.!?:;]$/.test(previous) && (hasBullets || previous.length >= 60)))
    if (continues) current = `${previous} ${line}`
    else {
      flush()
      current = line
    }
  }
  flush()
  return items
}

/** Short names from the Skills sections: "Python, SQL, Docker" → three skills; sentences are skipped. */
function sectionSkills(sections: readonly Section[]): string[] {
  const skills: string[] = []
  for (const section of sections) {
    if (section.kind !== 'skills') continue
    for (const item of listItems(section.lines)) {
      const list = item.replace(/^[^:]{1,30}:\s*/, '')
      const parts = list
        .split(/\s*[,;|•·]\s*|\s+(?:and|&)\s+(?=[^,]*$)/)
        .map((part) => part.replace(/[.]$/, '').trim())
        .filter(Boolean)
      if (parts.every((part) => part.split(/\s+/).length <= 4 && part.length <= 40)) skills.push(...parts)
    }
  }
  return skills
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const SKILL_PATTERNS = KNOWN_SKILLS.map((skill) => ({
  name: skill.name,
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}+#.])(?:${[skill.name, ...(skill.aliases ?? [])].map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}+#]|\\.[\\p{L}])`,
    skill.exact ? 'u' : 'iu',
  ),
}))

/** Known skills mentioned anywhere, in order of first mention. */
export function findKnownSkills(text: string): string[] {
  return SKILL_PATTERNS.map(({ name, pattern }) => ({ name, at: text.search(pattern) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name)
}

const CANONICAL_SKILLS = new Map(
  KNOWN_SKILLS.flatMap((skill) =>
    [skill.name, ...(skill.aliases ?? [])].map((spelling) => [spelling.toLowerCase(), skill.name] as const),
  ),
)

/** Lists of skills in order, known ones in their usual spelling ("kafka" → "Apache Kafka"), without repeats. */
export function mergeSkills(...lists: readonly (readonly string[])[]): string[] {
  const names = lists.flat().map((skill) => {
    const name = skill.trim()
    return CANONICAL_SKILLS.get(name.toLowerCase()) ?? name
  })
  return dedupe(names).slice(0, MAX_SKILLS)
}

function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = item.toLowerCase()
    if (!item || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Everything that is not a list section: the preamble, "About the role", "Benefits", … */
function describe(sections: readonly Section[]): string {
  const parts: string[] = []
  for (const section of sections) {
    if (section.kind === 'responsibilities' || section.kind === 'requirements' || section.kind === 'skills') {
      continue
    }
    const body = tidyText(unwrap(section.lines).join('\n'))
    if (!body) continue
    parts.push(section.heading && section.kind === 'other' ? `${section.heading}\n${body}` : body)
  }
  return tidyText(parts.join('\n\n'))
}

/**
 * Joins hard-wrapped lines (PDF text, e-mails) back into paragraphs: a line continues the previous one
 * when it starts in lower case, or when the previous one is long and does not end a sentence. Bullets
 * become `- ` items (a wrapped item is joined the same way).
 */
function unwrap(lines: readonly string[]): string[] {
  const out: string[] = []
  let joinable = false
  for (const line of lines) {
    const bullet = bulletText(line)
    if (bullet !== null) {
      out.push(`- ${bullet}`)
      joinable = true
      continue
    }
    const previous = out.at(-1)
    if (
      joinable &&
      previous !== undefined &&
      line !== '' &&
      (/^[\p{Ll}(]/u.test(line) || (previous.length >= 60 && !/[.!?:;]$/.test(previous)))
    ) {
      out[out.length - 1] = `${previous} ${line}`
    } else {
      out.push(line)
    }
    joinable = line !== ''
  }
  return out
}

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
function employmentTypeFromText(text: string): DraftEmploymentType | null {
  const found = EMPLOYMENT_PATTERNS.filter(([type]) => type !== 'Contractor' && type !== 'Temporary')
    .map(([type, pattern]) => ({
      type,
      at: text.search(type === 'FullTime' ? /\bfull[- ]time\b/i : pattern),
    }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
  return found[0]?.type ?? null
}

export function workSettingFromLabel(value: string | null | undefined): DraftWorkSetting | null {
  if (!value) return null
  if (/\bhybrid\b/i.test(value)) return 'Hybrid'
  if (/\bremote\b|\bwork from home\b|\bWFH\b|\btelecommute|\banywhere\b/i.test(value)) return 'Remote'
  if (/\bon[- ]?site\b|\bin[- ]office\b|\bin[- ]person\b|\boffice[- ]based\b/i.test(value)) return 'Onsite'
  return null
}

const WORK_SETTING_PHRASES: readonly [DraftWorkSetting, RegExp][] = [
  [
    'Hybrid',
    /\bhybrid (?:role|position|job|working|work|model|schedule|setup|set-up|arrangement|opportunity)\b|\b\d(?:-\d)? days? (?:a|per) week (?:in|at) (?:the|our) office\b/i,
  ],
  [
    'Remote',
    /\b(?:fully|100%|completely|entirely) remote\b|\bremote[- ](?:first|only|friendly)\b|\bremote (?:position|role|job|opportunity)\b|\bthis (?:is a|role is|position is|job is) (?:fully )?remote\b|\bwork from (?:home|anywhere)\b/i,
  ],
  [
    'Onsite',
    /\b(?:on-?site|in-office|office-based) (?:role|position|job)\b|\bthis (?:is an?|role is|position is|job is) (?:on-?site|in-office|office-based)\b/i,
  ],
]

function workSettingFromText(text: string): DraftWorkSetting | null {
  return WORK_SETTING_PHRASES.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}

// --- Salary -----------------------------------------------------------------------------------------

const CURRENCY_CODES =
  'USD|EUR|GBP|CAD|AUD|NZD|SGD|HKD|JPY|INR|CHF|SEK|NOK|DKK|PLN|CZK|HUF|ZAR|MXN|BRL|CNY|AED|ILS|KRW'
const CURRENCY = `US\\$|A\\$|AU\\$|C\\$|CA\\$|NZ\\$|S\\$|HK\\$|R\\$|\\$|£|€|¥|₹|\\b(?:${CURRENCY_CODES})\\b`
const CURRENCY_AFTER = `€|£|\\b(?:${CURRENCY_CODES}|dollars|euros?|pounds)\\b`
// Thousands grouped by , . ' or spaces; Indian lakh grouping (12,00,000); plain digits; a k/M multiplier.
const AMOUNT = `(\\d{1,2}(?:,\\d{2})+,\\d{3}|\\d{1,3}(?:[,.'\\u00a0\\u202f ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)([kKmM](?![a-zA-Z]))?`
const MONEY = `(?:(${CURRENCY})\\s?)?${AMOUNT}(?:\\s?(${CURRENCY_AFTER}))?`
const PERIOD_AFTER = `(?:\\s*(?:per|\\/|an?|each|every)\\s*(hour|hr|h|day|week|wk|month|mo|year|yr|annum)\\b|\\s*\\b(hourly|daily|weekly|monthly|yearly|annually|annual|p\\.\\s?a\\.?|pa|ph|p\\.h\\.)(?![a-z]))?`
const MONEY_RANGE = new RegExp(`${MONEY}(?:\\s*(?:-|–|—|to|and)\\s*${MONEY})?${PERIOD_AFTER}`, 'gi')

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  A$: 'AUD',
  AU$: 'AUD',
  C$: 'CAD',
  CA$: 'CAD',
  NZ$: 'NZD',
  S$: 'SGD',
  HK$: 'HKD',
  R$: 'BRL',
  '£': 'GBP',
  '€': 'EUR',
  '¥': 'JPY',
  '₹': 'INR',
  DOLLARS: 'USD',
  EURO: 'EUR',
  EUROS: 'EUR',
  POUNDS: 'GBP',
}

function currencyCode(token: string | undefined): string | null {
  if (!token) return null
  const upper = token.toUpperCase()
  return SYMBOLS[upper] ?? SYMBOLS[token] ?? (/^[A-Z]{3}$/.test(upper) ? upper : null)
}

function periodOf(token: string | undefined): DraftSalaryPeriod | null {
  if (!token) return null
  const t = token.toLowerCase().replace(/[\s.]/g, '')
  if (['hour', 'hr', 'h', 'hourly', 'ph'].includes(t)) return 'hourly'
  if (['day', 'daily'].includes(t)) return 'daily'
  if (['week', 'wk', 'weekly'].includes(t)) return 'weekly'
  if (['month', 'mo', 'monthly'].includes(t)) return 'monthly'
  if (['year', 'yr', 'annum', 'yearly', 'annually', 'annual', 'pa'].includes(t)) return 'yearly'
  return null
}

/** A period stated anywhere in the line ("… base salary per year", "annual salary: …"). */
function periodInLine(line: string): DraftSalaryPeriod | null {
  const match =
    /\b(?:per|an?|\/)\s*(hour|day|week|month|year|annum)\b|\b(hourly|daily|weekly|monthly|yearly|annually|annual)\b|\bp\.a\.?/i.exec(
      line,
    )
  if (!match) return null
  return periodOf(match[1] ?? match[2] ?? 'pa')
}

function amountValue(digits: string, multiplier: string | undefined): number {
  const decimal = /[.,](\d{1,2})$/.exec(digits)
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[,.'\u00a0\u202f ]/g, '')
  let value = Number(whole) + (decimal ? Number(`0.${decimal[1]}`) : 0)
  const m = multiplier?.toLowerCase()
  if (m === 'k') value *= 1_000
  if (m === 'm') value *= 1_000_000
  return Math.round(value * 100) / 100
}

/**
 * The first amount or range of money in `line`, with its currency and period. Without a currency it is
 * only taken from a labelled value (`Salary: 50,000 - 60,000`), and never when it counts years or percent.
 */
export function parseSalary(line: string, labelled: boolean): DraftSalary | null {
  for (const match of line.matchAll(MONEY_RANGE)) {
    const [whole, cur1, n1, m1, after1, cur2, n2, m2, after2, periodA, periodB] = match
    if (!n1) continue
    const currency =
      currencyCode(cur1) ?? currencyCode(after1) ?? currencyCode(cur2) ?? currencyCode(after2) ?? null
    if (!currency && !labelled) continue
    const rest = line.slice((match.index ?? 0) + whole.length)
    if (!currency && /^\s*\+?\s*(?:years?|yrs?|%|hours?|days?|weeks?|months?)\b|^\s*%/i.test(rest)) continue
    let low = amountValue(n1, m1)
    let high = n2 ? amountValue(n2, m2) : null
    // "40-50k": the multiplier written once applies to both ends.
    if (high !== null && !m1 && m2 && low * amountValue('1', m2) <= high) low *= amountValue('1', m2)
    if (low > 100_000_000 || (high !== null && high > 100_000_000)) continue
    const before = line.slice(0, match.index ?? 0)
    let min: number | null = low
    let max: number | null = high ?? low
    if (high === null) {
      if (/\b(?:up to|max(?:imum)?|no more than|until)\s*$/i.test(before)) min = null
      else if (/\b(?:from|starting(?: at| from)?|min(?:imum)?|at least|over)\s*$/i.test(before)) max = null
    } else if (high < low) {
      ;[min, max] = [high, low]
    }
    return { min, max, currency, period: periodOf(periodA ?? periodB) ?? periodInLine(line) }
  }
  return null
}

function findSalary(lines: readonly string[]): DraftSalary | null {
  for (const line of lines) {
    if (line.length > 400) continue
    const salary = parseSalary(line, false)
    if (salary) return salary
  }
  return null
}
