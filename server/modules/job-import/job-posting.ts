import type { DraftEmploymentType, DraftSalary, DraftSalaryPeriod } from '@/api/job-import'
import { decodeEntities, htmlToText } from './html'
import { employmentTypeFromLabel } from './employment-type'
import { listItems } from './job-text-sections'
import { DESCRIPTION_MAX_CHARS, parseJobText, type ParsedJob } from './parse-job-text'
import { findKnownSkills, mergeSkills } from './skills'
import { clip, tidyText } from './text'
import { workSettingFromLabel } from './work-setting'

type JsonObject = Record<string, unknown>

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value])

function isJobPosting(node: JsonObject): boolean {
  return asArray(node['@type']).some(
    (type) => typeof type === 'string' && /(?:^|[/:])JobPosting$/.test(type.trim()),
  )
}

/**
 * The first schema.org JobPosting in the page's JSON-LD blocks: at the top level, in an array, inside
 * `@graph`, or nested under another node (e.g. a WebPage's `mainEntity`). The walk is bounded.
 */
export function findJobPosting(blocks: readonly unknown[]): JsonObject | null {
  const queue: { value: unknown; depth: number }[] = blocks.map((value) => ({ value, depth: 0 }))
  let visited = 0
  while (queue.length > 0 && visited < 5_000) {
    const { value, depth } = queue.shift()!
    visited++
    if (Array.isArray(value)) {
      if (depth < 8) queue.push(...value.map((item) => ({ value: item, depth: depth + 1 })))
      continue
    }
    if (!isObject(value)) continue
    if (isJobPosting(value)) return value
    if (depth < 8) {
      for (const child of Object.values(value)) {
        if (typeof child === 'object' && child !== null) queue.push({ value: child, depth: depth + 1 })
      }
    }
  }
  return null
}

/** Text of a schema.org text value: a string (often HTML, sometimes entity-escaped HTML) or a list of them. */
function textOf(value: unknown): string {
  const parts = asArray(value).flatMap((item) => {
    if (typeof item === 'string') return [item]
    if (typeof item === 'number') return [String(item)]
    if (isObject(item)) {
      const inner = item.name ?? item.description ?? item['@value']
      return typeof inner === 'string' ? [inner] : []
    }
    return []
  })
  return parts.map(htmlishToText).filter(Boolean).join('\n')
}

function htmlishToText(value: string): string {
  // `&lt;p&gt;…` is HTML that was escaped once more; unescape it first, then read it as HTML.
  const html = !value.includes('<') && /&lt;\/?[a-z]/i.test(value) ? decodeEntities(value) : value
  return /<[a-z!/]/i.test(html) ? htmlToText(`<body>${html}</body>`) : tidyText(decodeEntities(html))
}

/** A list field: an array of strings, or one string holding a list (HTML `<ul>` or lines). */
function itemsOf(value: unknown): string[] {
  const items: string[] = []
  for (const item of asArray(value)) {
    const text = textOf(item)
    if (!text) continue
    items.push(...listItems(text.split('\n')))
  }
  return items
}

const EMPLOYMENT_TYPES: Record<string, DraftEmploymentType | null> = {
  FULL_TIME: 'FullTime',
  PART_TIME: 'PartTime',
  CONTRACTOR: 'Contractor',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  PER_DIEM: 'Temporary',
  VOLUNTEER: null,
  OTHER: null,
}

function employmentTypeOf(value: unknown): DraftEmploymentType | null {
  for (const item of asArray(value)) {
    if (typeof item !== 'string') continue
    const key = item
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_')
    if (key in EMPLOYMENT_TYPES) {
      const mapped = EMPLOYMENT_TYPES[key]
      if (mapped) return mapped
      continue
    }
    const fromText = employmentTypeFromLabel(item)
    if (fromText) return fromText
  }
  return null
}

function addressText(address: unknown): string | null {
  if (typeof address === 'string') return address.trim() || null
  if (!isObject(address)) return null
  const country = isObject(address.addressCountry) ? address.addressCountry.name : address.addressCountry
  const parts = [address.addressLocality, address.addressRegion, country]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
  return parts.length > 0 ? [...new Set(parts)].join(', ') : null
}

function locationOf(posting: JsonObject): string | null {
  const places = asArray(posting.jobLocation)
    .map((place) => {
      if (typeof place === 'string') return place.trim() || null
      if (!isObject(place)) return null
      return addressText(place.address) ?? (typeof place.name === 'string' ? place.name.trim() : null)
    })
    .filter((place): place is string => Boolean(place))
  const unique = [...new Set(places)]
  return unique.length > 0 ? clip(unique.join('; '), 200) : null
}

const UNIT_PERIODS: Record<string, DraftSalaryPeriod> = {
  HOUR: 'hourly',
  DAY: 'daily',
  WEEK: 'weekly',
  MONTH: 'monthly',
  YEAR: 'yearly',
}

const amount = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : value
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100_000_000 ? n : null
}

/** MonetaryAmount { currency, value: number | QuantitativeValue { value | minValue, maxValue, unitText } }. */
function salaryOf(value: unknown): DraftSalary | null {
  const money = asArray(value).find(isObject)
  if (!money) return null
  const quantity = isObject(money.value) ? money.value : { value: money.value }
  let min = amount(quantity.minValue) ?? amount(quantity.value)
  let max = amount(quantity.maxValue) ?? amount(quantity.value)
  if (min === null && max === null) return null
  if (min !== null && max !== null && min > max) [min, max] = [max, min]
  const currency = typeof money.currency === 'string' ? money.currency.trim().toUpperCase() : ''
  const unit = [quantity.unitText, money.unitText].find((u): u is string => typeof u === 'string')
  return {
    min,
    max,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : null,
    period: unit ? (UNIT_PERIODS[unit.trim().toUpperCase()] ?? null) : null,
  }
}

/**
 * A JobPosting as a draft. Its own fields win; what it leaves out (responsibilities in the description's
 * headings, a "hybrid" phrase, skills mentioned in the text) comes from reading the description like a file.
 */
export function draftFromJobPosting(posting: JsonObject): ParsedJob {
  const descriptionText = textOf(posting.description)
  const parsed = parseJobText(descriptionText)
  const responsibilities = itemsOf(posting.responsibilities)
  const requirements = [
    ...itemsOf(posting.qualifications),
    ...itemsOf(posting.experienceRequirements),
    ...itemsOf(posting.educationRequirements),
  ]
  const skills = asArray(posting.skills).flatMap((skill) =>
    textOf(skill)
      .split(/\s*[,;\n]\s*/)
      .filter(Boolean),
  )
  const remote = asArray(posting.jobLocationType).some(
    (type) => typeof type === 'string' && type.toUpperCase() === 'TELECOMMUTE',
  )
  const location = locationOf(posting)
  const title = typeof posting.title === 'string' ? clip(tidyText(decodeEntities(posting.title)), 150) : ''
  return {
    title: title || parsed.title,
    // The whole description: the page's own text, not the parser's leftovers of it.
    description: clip(descriptionText, DESCRIPTION_MAX_CHARS),
    responsibilities: responsibilities.length > 0 ? responsibilities : parsed.responsibilities,
    requirements: requirements.length > 0 ? requirements : parsed.requirements,
    skills: mergeSkills(skills, parsed.skills, findKnownSkills(title)),
    location: location ?? parsed.location,
    employmentType: employmentTypeOf(posting.employmentType) ?? parsed.employmentType,
    workSetting: remote ? 'Remote' : (workSettingFromLabel(location) ?? parsed.workSetting),
    salary: salaryOf(posting.baseSalary) ?? salaryOf(posting.estimatedSalary) ?? parsed.salary,
  }
}
