import { JSON_RESUME_LIST_SECTIONS } from '@/api/resumes/json-resume'
import { canonicalJson, sameDoc, type BuilderDoc } from './builder-doc'
import { SECTION_TITLES, type ConflictPart } from './section-titles'

/** The builder's unsynced work on this device: the doc as last edited and the server version it is based on. */
export type ResumeDraft = {
  resumeId: string
  userId: string
  baseVersion: number
  doc: BuilderDoc
  /** The resume's address when the draft was written, to link back while offline. */
  slug: string
  updatedAt: number
}

export type ServerCopy = { version: number; doc: BuilderDoc }

/**
 * What the builder opens with, given the server's resume (null when it could not be read, e.g. offline) and
 * the draft kept on this device:
 * - no draft, or a draft equal to the server's → the server's (the draft is spent);
 * - no server copy, or a draft based on the server's current version → the draft (edits not yet sent);
 * - a draft based on an older version that differs from the server's → a conflict the user settles.
 */
export type OpenDecision = 'server' | 'draft' | 'conflict' | 'nothing'

export function decideOnOpen(server: ServerCopy | null, draft: ResumeDraft | null): OpenDecision {
  if (!draft) return server ? 'server' : 'nothing'
  if (!server) return 'draft'
  if (sameDoc(draft.doc, server.doc)) return 'server'
  if (draft.baseVersion === server.version) return 'draft'
  return 'conflict'
}

export type { ConflictPart }
export const CONFLICT_PARTS: readonly ConflictPart[] = ['details', 'basics', ...JSON_RESUME_LIST_SECTIONS]

function partValue(doc: BuilderDoc, part: ConflictPart): unknown {
  if (part === 'details') {
    return {
      name: doc.name.trim(),
      description: doc.description.trim(),
      templateName: doc.templateName || '',
    }
  }
  if (part === 'basics') return doc.resume.basics ?? {}
  return doc.resume[part] ?? []
}

const firstText = (entry: unknown, keys: readonly string[]): string => {
  if (!entry || typeof entry !== 'object') return ''
  for (const key of keys) {
    const value = (entry as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return ''
}

const TITLE_KEYS = ['name', 'position', 'title', 'institution', 'organization', 'language'] as const

/** One line a person can compare: the name for the details and basics, the entries' titles for a list. */
export function partSummary(doc: BuilderDoc, part: ConflictPart): string {
  if (part === 'details') return doc.name.trim() || 'Untitled'
  if (part === 'basics') {
    const basics = doc.resume.basics
    const line = [basics?.name, basics?.label, basics?.email].filter((s) => s && s.trim()).join(' · ')
    return line || 'Empty'
  }
  const entries = doc.resume[part] ?? []
  if (entries.length === 0) return 'No entries'
  const titles = entries.map((entry) => firstText(entry, TITLE_KEYS) || 'Untitled').join(', ')
  return `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}: ${titles}`
}

export type PartDifference = { part: ConflictPart; title: string; mine: string; theirs: string }

/** The parts where the two copies differ, each with a summary of both. */
export function differences(mine: BuilderDoc, theirs: BuilderDoc): PartDifference[] {
  return CONFLICT_PARTS.filter(
    (part) => canonicalJson(partValue(mine, part)) !== canonicalJson(partValue(theirs, part)),
  ).map((part) => ({
    part,
    title: SECTION_TITLES[part],
    mine: partSummary(mine, part),
    theirs: partSummary(theirs, part),
  }))
}

export type PartChoice = 'mine' | 'theirs'

/** The copy the user settles on: each differing part from the side they chose (mine where they did not say). */
export function mergeByPart(
  mine: BuilderDoc,
  theirs: BuilderDoc,
  choices: Partial<Record<ConflictPart, PartChoice>>,
): BuilderDoc {
  const pick = (part: ConflictPart) => (choices[part] === 'theirs' ? theirs : mine)
  const details = pick('details')
  const resume = { ...mine.resume }
  resume.basics = pick('basics').resume.basics
  if (resume.basics === undefined) delete resume.basics
  for (const section of JSON_RESUME_LIST_SECTIONS) {
    const value = pick(section).resume[section]
    if (value === undefined) delete resume[section]
    else (resume as Record<string, unknown>)[section] = value
  }
  return {
    name: details.name,
    description: details.description,
    templateName: details.templateName,
    resume,
  }
}
