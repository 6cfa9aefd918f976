import type { JsonResume } from '@/api/resumes/json-resume'
import { findUrls, withScheme } from './resume-contacts'
import {
  bodyParts,
  bulletText,
  headParts,
  joinHead,
  paragraphs,
  splitEntries,
  type Entry,
} from './resume-entries'
import { parseLocation } from './resume-location'

/**
 * Each dated or listed section of a resume into its JSON Resume form. The rules are plain and in order, so
 * the same text always gives the same resume; what a rule cannot place stays in a summary rather than being
 * dropped.
 */

type Section<K extends keyof JsonResume> = NonNullable<JsonResume[K]>

const JOB_TITLE =
  /\b(?:engineer|developer|manager|designer|analyst|director|lead|intern|internship|consultant|specialist|coordinator|assistant|officer|head|architect|scientist|administrator|teacher|nurse|chef|cook|accountant|associate|representative|technician|editor|writer|producer|founder|co-founder|owner|president|vice president|vp|cto|ceo|cfo|coo|programmer|researcher|professor|lecturer|tutor|advisor|adviser|agent|clerk|supervisor|operator|mechanic|driver|cashier|barista|waiter|server|sales|marketing|recruiter|trainee|apprentice|fellow|contractor|freelance|freelancer|mentor|volunteer|tester|qa|devops|sre|partner|principal|staff)\b/i
const INSTITUTION =
  /\b(?:universit\p{L}*|college|school|institut\p{L}*|academy|polytechnic|hochschule|universidad|università|école|ecole|faculty|campus|conservatory|bootcamp|lyceum|gymnasium)\b/iu
const DEGREE =
  /\b(?:bachelor|master|ph\.?d|doctor(?:ate)?|mba|b\.?sc|m\.?sc|b\.?a|m\.?a|b\.?s|m\.?s|b\.?eng|m\.?eng|associate|diploma|degree|certificate|high school|a-levels?|abitur|licence|licenciatura|msc|bsc|ba|ma|bs|ms|llb|llm|md)\b/i

const dated = (entry: Entry) => ({
  ...(entry.dates?.startDate ? { startDate: entry.dates.startDate } : {}),
  ...(entry.dates?.endDate ? { endDate: entry.dates.endDate } : {}),
})

/** A body's first line when it is "City, Country" and/or a link ("Berlin, Germany · acme.example.com"). */
function placeAndLink(entry: Entry): { location?: string; url?: string } {
  const first = entry.body[0]
  if (!first || bulletText(first) !== null || first.length > 80) return {}
  const found: { location?: string; url?: string } = {}
  for (const segment of first.split(/\s*[·|•]\s*/)) {
    const url = findUrls(segment)[0]
    if (url && url.length >= segment.trim().length - 1) found.url = withScheme(url)
    else if (parseLocation(segment) || /^remote$/i.test(segment.trim())) found.location = segment.trim()
    else return {}
  }
  entry.body = entry.body.slice(1)
  return found
}

/** Position and company from a heading: the part that names a job title is the position. */
function positionAndCompany(parts: string[]): { position?: string; name?: string } {
  if (parts.length === 0) return {}
  if (parts.length === 1) return JOB_TITLE.test(parts[0]!) ? { position: parts[0]! } : { name: parts[0]! }
  const titleIndex = parts.findIndex((p) => JOB_TITLE.test(p))
  // Our own PDF and most resumes write "Position, Company"; "Company — Position" is caught by the title words.
  const positionAt = titleIndex === -1 ? 0 : titleIndex
  const position = parts[positionAt]!
  const rest = parts.filter((_, i) => i !== positionAt)
  // "Company, City, Country" after the title: a trailing place is not part of the company's name.
  const name = rest.length > 1 && parseLocation(rest.slice(1).join(', ')) ? rest[0]! : rest.join(', ')
  return { position, name }
}

export function parseWork(lines: readonly string[]): Section<'work'> {
  return splitEntries(lines).map((entry) => {
    const where = placeAndLink(entry)
    const { text, bullets } = bodyParts(entry.body)
    const summary = paragraphs(text)
    return {
      ...positionAndCompany(headParts(joinHead(entry.head))),
      ...(where.location ? { location: where.location } : {}),
      ...(where.url ? { url: where.url } : {}),
      ...dated(entry),
      ...(summary ? { summary } : {}),
      ...(bullets.length ? { highlights: bullets } : {}),
    }
  })
}

export function parseVolunteer(lines: readonly string[]): Section<'volunteer'> {
  return parseWork(lines).map(({ name, location: _location, ...rest }) => ({
    ...(name ? { organization: name } : {}),
    ...rest,
  }))
}

export function parseEducation(lines: readonly string[]): Section<'education'> {
  return splitEntries(lines).map((entry) => {
    // "University of Texas at Austin": in education "at" is part of a name, not "position at company".
    const parts = headParts(joinHead(entry.head), { at: false })
    const where = placeAndLink(entry)
    const item: Section<'education'>[number] = {}
    const institution = parts.findIndex((p) => INSTITUTION.test(p))
    const degree = parts.findIndex((p, i) => i !== institution && DEGREE.test(p))
    if (institution !== -1) item.institution = parts[institution]!
    if (degree !== -1) item.studyType = parts[degree]!
    const rest = parts.filter((_, i) => i !== institution && i !== degree)
    if (institution === -1 && rest.length) item.institution = rest.pop()!
    if (rest.length) item.area = rest.join(', ')
    if (where.url) item.url = where.url
    Object.assign(item, dated(entry))
    for (const line of bodyParts(entry.body).text.concat(bodyParts(entry.body).bullets)) {
      const grade = /^(?:grade|gpa|score|result|classification)\s*[:-]\s*(.+)$/i.exec(line)
      const courses = /^(?:courses|relevant courses|coursework|modules)\s*[:-]\s*(.+)$/i.exec(line)
      if (grade) item.score = grade[1]!
      else if (courses) item.courses = courses[1]!.split(/\s*[,;]\s*/).filter(Boolean)
    }
    return item
  })
}

/** "Backend (Expert): Go, TypeScript", "Languages: Python, Go", "Go, TypeScript, SQL", "• Figma". */
export function parseSkills(lines: readonly string[]): Section<'skills'> {
  const skills: Section<'skills'> = []
  lines.forEach((raw, index) => {
    const line = bulletText(raw) ?? raw
    // "Backend: Go, TypeScript," wrapped onto the next line: the rest are that group's keywords.
    const last = skills[skills.length - 1]
    if (last?.keywords && (lines[index - 1] ?? '').endsWith(',') && !line.includes(':')) {
      last.keywords.push(...line.split(/\s*[,;|·•]\s*/).filter(Boolean))
      return
    }
    const grouped = /^([^:]{1,60}?)(?:\s*\(([^)]{1,40})\))?\s*:\s*(.+)$/.exec(line)
    if (grouped) {
      skills.push({
        name: grouped[1]!.trim(),
        ...(grouped[2] ? { level: grouped[2].trim() } : {}),
        keywords: grouped[3]!.split(/\s*[,;|·•]\s*/).filter(Boolean),
      })
      return
    }
    for (const item of line.split(/\s*[,;|·•]\s*/).filter(Boolean)) {
      const levelled = /^(.+?)\s*\(([^)]{1,40})\)$/.exec(item) ?? /^(.+?)\s+[–—-]\s+(.+)$/.exec(item)
      skills.push(levelled ? { name: levelled[1]!, level: levelled[2]! } : { name: item })
    }
  })
  return skills
}

/** "German (Native speaker)", "French – Fluent", "English: C1", or "English, German, French". */
export function parseLanguages(lines: readonly string[]): Section<'languages'> {
  const languages: Section<'languages'> = []
  for (const raw of lines) {
    const line = bulletText(raw) ?? raw
    // "German (Native speaker) French (Fluent)": several on one line, each with its level in brackets.
    const bracketed = [...line.matchAll(/(\p{L}[\p{L} ]{1,30}?)\s*\(([^)]+)\)/gu)]
    if (bracketed.length > 1) {
      for (const m of bracketed) languages.push({ language: m[1]!.trim(), fluency: m[2]!.trim() })
      continue
    }
    for (const item of line.split(/\s*[,;|·•]\s*/).filter(Boolean)) {
      const match = /^(\p{L}[\p{L} ]{1,30}?)\s*(?:\(([^)]+)\)|[:–—-]\s*(.+))?$/u.exec(item)
      if (!match) continue
      const fluency = (match[2] ?? match[3])?.trim()
      languages.push({ language: match[1]!.trim(), ...(fluency ? { fluency } : {}) })
    }
  }
  return languages
}

/** "Certified Kubernetes Administrator, The Linux Foundation  Nov 2022" and a link line. */
export function parseCertificates(lines: readonly string[]): Section<'certificates'> {
  return splitEntries(lines).map((entry) => {
    const [name, ...issuer] = headParts(joinHead(entry.head).replace(/^\s*$/, ''))
    const url = entry.body.map((l) => findUrls(l)[0]).find(Boolean)
    return {
      ...(name ? { name } : {}),
      ...(issuer.length ? { issuer: issuer.join(', ') } : {}),
      ...(entry.dates?.startDate ? { date: entry.dates.startDate } : {}),
      ...(url ? { url: withScheme(url) } : {}),
    }
  })
}

export function parseAwards(lines: readonly string[]): Section<'awards'> {
  return splitEntries(lines).map((entry) => {
    const [title, ...awarder] = headParts(joinHead(entry.head))
    const summary = paragraphs(bodyParts(entry.body).text)
    return {
      ...(title ? { title } : {}),
      ...(awarder.length ? { awarder: awarder.join(', ') } : {}),
      ...(entry.dates?.startDate ? { date: entry.dates.startDate } : {}),
      ...(summary ? { summary } : {}),
    }
  })
}

export function parsePublications(lines: readonly string[]): Section<'publications'> {
  return splitEntries(lines).map((entry) => {
    const [name, ...publisher] = headParts(joinHead(entry.head))
    const where = placeAndLink(entry)
    const summary = paragraphs(bodyParts(entry.body).text)
    return {
      ...(name ? { name } : {}),
      ...(publisher.length ? { publisher: publisher.join(', ') } : {}),
      ...(entry.dates?.startDate ? { releaseDate: entry.dates.startDate } : {}),
      ...(where.url ? { url: where.url } : {}),
      ...(summary ? { summary } : {}),
    }
  })
}

export function parseProjects(lines: readonly string[]): Section<'projects'> {
  return splitEntries(lines).map((entry) => {
    const [name] = headParts(joinHead(entry.head))
    const where = placeAndLink(entry)
    const { text, bullets } = bodyParts(entry.body)
    const keywordsLine = text.findIndex((l) =>
      /^(?:keywords|technologies|tech stack|stack|tools)\s*:/i.test(l),
    )
    const keywords =
      keywordsLine === -1
        ? []
        : text
            .splice(keywordsLine, 1)[0]!
            .replace(/^[^:]+:\s*/, '')
            .split(/\s*,\s*/)
    const description = paragraphs(text)
    return {
      ...(name ? { name } : {}),
      ...dated(entry),
      ...(where.url ? { url: where.url } : {}),
      ...(description ? { description } : {}),
      ...(bullets.length ? { highlights: bullets } : {}),
      ...(keywords.length ? { keywords: keywords.filter(Boolean) } : {}),
    }
  })
}

/** "Cycling: Audax, bike packing" or a plain list. */
export function parseInterests(lines: readonly string[]): Section<'interests'> {
  return parseSkills(lines).map(({ name, keywords }) => ({
    ...(name ? { name } : {}),
    ...(keywords?.length ? { keywords } : {}),
  }))
}

/**
 * References: a short line naming the person ("Zoë Hartmann, VP Engineering at Nordlicht") opens one; the
 * lines after it, up to the next such line after a finished sentence, are the reference. "Available on
 * request" is not a reference and is skipped.
 */
export function parseReferences(lines: readonly string[]): Section<'references'> {
  const references: { name: string; lines: string[] }[] = []
  lines.forEach((line, i) => {
    if (/available (?:up)?on request/i.test(line)) return
    const previous = lines[i - 1]
    const opens =
      line.length <= 80 && !/[.!?"”]$/.test(line) && (previous === undefined || /[.!?"”]$/.test(previous))
    const current = references[references.length - 1]
    if (opens || !current) references.push({ name: line, lines: [] })
    else current.lines.push(line)
  })
  return references.map(({ name, lines: text }) => ({
    name,
    ...(text.length ? { reference: paragraphs(text) } : {}),
  }))
}
