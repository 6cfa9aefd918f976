import type { JsonResume, JsonResumeListSection } from '@/api/resumes/json-resume'
import { JSON_RESUME_LIST_SECTIONS } from '@/api/resumes/json-resume'
import {
  cleanList,
  cleanText,
  displayUrl,
  formatResumeDate,
  formatResumeDateRange,
  joinParts,
  paragraphs,
  safeHref,
} from './resume-text'

/**
 * A resume as every template prints it: the sections that have content, in JSON Resume's order, each entry
 * reduced to a title, a subtitle, dates, text and bullets. The templates differ in look only, so the content, its
 * order (and so what an ATS reads) is decided here once.
 */

export type ResumeContact = { text: string; href?: string | undefined }

export type ResumeEntryView = {
  title: string
  subtitle: string
  dates: string
  location: string
  link?: ResumeContact | undefined
  paragraphs: string[]
  bullets: string[]
  /** Keywords or courses: printed as one line after the label. */
  tags: { label: string; items: string[] } | undefined
}

/** A one-line item (a skill, a language): "label — detail: text". */
export type ResumeLineView = { label: string; detail: string; text: string }

export type ResumeSectionView =
  | { key: JsonResumeListSection; title: string; kind: 'entries'; entries: ResumeEntryView[] }
  | { key: JsonResumeListSection; title: string; kind: 'lines'; lines: ResumeLineView[] }

export type ResumeView = {
  name: string
  label: string
  contacts: ResumeContact[]
  summary: string[]
  sections: ResumeSectionView[]
}

export const RESUME_SECTION_TITLES: Record<JsonResumeListSection, string> = {
  work: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  volunteer: 'Volunteering',
  awards: 'Awards',
  certificates: 'Certificates',
  publications: 'Publications',
  languages: 'Languages',
  interests: 'Interests',
  references: 'References',
}

type Item = Record<string, unknown>
const items = (value: unknown): Item[] =>
  Array.isArray(value) ? value.filter((v): v is Item => typeof v === 'object' && v !== null) : []

const linkOf = (url: unknown): ResumeContact | undefined => {
  const text = displayUrl(url)
  return text ? { text, href: safeHref(url) } : undefined
}

function entry(fields: Partial<ResumeEntryView>): ResumeEntryView | undefined {
  const view: ResumeEntryView = {
    title: fields.title ?? '',
    subtitle: fields.subtitle ?? '',
    dates: fields.dates ?? '',
    location: fields.location ?? '',
    link: fields.link,
    paragraphs: fields.paragraphs ?? [],
    bullets: fields.bullets ?? [],
    tags: fields.tags && fields.tags.items.length > 0 ? fields.tags : undefined,
  }
  // An entry with only empty fields prints nothing (not even an empty header).
  const hasContent =
    view.title ||
    view.subtitle ||
    view.dates ||
    view.location ||
    view.link ||
    view.paragraphs.length ||
    view.bullets.length ||
    view.tags
  if (!hasContent) return undefined
  // A missing title moves the subtitle up, so an entry never starts with a blank line.
  return view.title ? view : { ...view, title: view.subtitle, subtitle: '' }
}

const ENTRY_BUILDERS: Partial<Record<JsonResumeListSection, (item: Item) => ResumeEntryView | undefined>> = {
  work: (w) =>
    entry({
      title: cleanText(w.position),
      subtitle: cleanText(w.name),
      dates: formatResumeDateRange(w.startDate as string, w.endDate as string),
      location: cleanText(w.location),
      link: linkOf(w.url),
      paragraphs: [...paragraphs(w.description), ...paragraphs(w.summary)],
      bullets: cleanList(w.highlights),
    }),
  education: (e) =>
    entry({
      title: joinParts([e.studyType, e.area], ', '),
      subtitle: cleanText(e.institution),
      dates: formatResumeDateRange(e.startDate as string, e.endDate as string),
      link: linkOf(e.url),
      paragraphs: cleanText(e.score) ? [`Grade: ${cleanText(e.score)}`] : [],
      tags: { label: 'Courses', items: cleanList(e.courses) },
    }),
  projects: (p) =>
    entry({
      title: cleanText(p.name),
      subtitle: joinParts([joinParts(cleanList(p.roles)), p.entity, p.type], ' · '),
      dates: formatResumeDateRange(p.startDate as string, p.endDate as string),
      link: linkOf(p.url),
      paragraphs: paragraphs(p.description),
      bullets: cleanList(p.highlights),
      tags: { label: 'Keywords', items: cleanList(p.keywords) },
    }),
  volunteer: (v) =>
    entry({
      title: cleanText(v.position),
      subtitle: cleanText(v.organization),
      dates: formatResumeDateRange(v.startDate as string, v.endDate as string),
      link: linkOf(v.url),
      paragraphs: paragraphs(v.summary),
      bullets: cleanList(v.highlights),
    }),
  awards: (a) =>
    entry({
      title: cleanText(a.title),
      subtitle: cleanText(a.awarder),
      dates: formatResumeDate(a.date as string),
      paragraphs: paragraphs(a.summary),
    }),
  certificates: (c) =>
    entry({
      title: cleanText(c.name),
      subtitle: cleanText(c.issuer),
      dates: formatResumeDate(c.date as string),
      link: linkOf(c.url),
    }),
  publications: (p) =>
    entry({
      title: cleanText(p.name),
      subtitle: cleanText(p.publisher),
      dates: formatResumeDate(p.releaseDate as string),
      link: linkOf(p.url),
      paragraphs: paragraphs(p.summary),
    }),
  references: (r) => entry({ title: cleanText(r.name), paragraphs: paragraphs(r.reference) }),
}

const LINE_BUILDERS: Partial<Record<JsonResumeListSection, (item: Item) => ResumeLineView>> = {
  skills: (s) => ({
    label: cleanText(s.name),
    detail: cleanText(s.level),
    text: cleanList(s.keywords).join(', '),
  }),
  languages: (l) => ({ label: cleanText(l.language), detail: cleanText(l.fluency), text: '' }),
  interests: (i) => ({ label: cleanText(i.name), detail: '', text: cleanList(i.keywords).join(', ') }),
}

function section(resume: JsonResume, key: JsonResumeListSection): ResumeSectionView | undefined {
  const title = RESUME_SECTION_TITLES[key]
  const buildLine = LINE_BUILDERS[key]
  if (buildLine) {
    const lines = items(resume[key])
      .map(buildLine)
      .filter((l) => l.label || l.detail || l.text)
      // A line without a label leads with its text.
      .map((l) => (l.label ? l : { label: l.text || l.detail, detail: l.text ? l.detail : '', text: '' }))
    return lines.length > 0 ? { key, title, kind: 'lines', lines } : undefined
  }
  const build = ENTRY_BUILDERS[key]
  const entries = build ? items(resume[key]).flatMap((item) => build(item) ?? []) : []
  return entries.length > 0 ? { key, title, kind: 'entries', entries } : undefined
}

function contactsOf(basics: Item): ResumeContact[] {
  const location = (typeof basics.location === 'object' && basics.location ? basics.location : {}) as Item
  const place = joinParts([
    location.address,
    joinParts([location.postalCode, location.city], ' '),
    location.region,
    location.countryCode,
  ])
  const email = cleanText(basics.email)
  const contacts: Array<ResumeContact | undefined> = [
    place ? { text: place } : undefined,
    email ? { text: email, href: safeHref(`mailto:${email}`) } : undefined,
    cleanText(basics.phone) ? { text: cleanText(basics.phone) } : undefined,
    linkOf(basics.url),
    ...items(basics.profiles).map((p): ResumeContact | undefined => {
      const network = cleanText(p.network)
      const handle = cleanText(p.username) || displayUrl(p.url)
      const text = network && handle ? `${network}: ${handle}` : network || handle
      return text ? { text, href: safeHref(p.url) } : undefined
    }),
  ]
  return contacts.filter((c): c is ResumeContact => c !== undefined)
}

export function resumeView(resume: JsonResume): ResumeView {
  const basics = (typeof resume.basics === 'object' && resume.basics ? resume.basics : {}) as Item
  return {
    name: cleanText(basics.name),
    label: cleanText(basics.label),
    contacts: contactsOf(basics),
    summary: paragraphs(basics.summary),
    sections: JSON_RESUME_LIST_SECTIONS.flatMap((key) => section(resume, key) ?? []),
  }
}
