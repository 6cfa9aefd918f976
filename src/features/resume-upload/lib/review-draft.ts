import type { JsonResume } from '@/api/resumes/json-resume'

/**
 * The review step's editable copy of a parsed resume, and the edits it allows. Lists edited as text ("Go, SQL",
 * one highlight per line) are split back here, so what is saved is plain JSON Resume.
 */
export type Basics = NonNullable<JsonResume['basics']>
export type Work = NonNullable<JsonResume['work']>[number]
export type Education = NonNullable<JsonResume['education']>[number]
export type Certificate = NonNullable<JsonResume['certificates']>[number]

/** A value set to '' is removed, so a cleared field is absent rather than an empty string. */
export function withField<T extends object>(item: T, key: keyof T, value: string): T {
  const next = { ...item } as Record<string, unknown>
  if (value.trim() === '') delete next[key as string]
  else next[key as string] = value
  return next as T
}

export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

export const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** Skills as one editable line: "Backend (Expert): Go, TypeScript" keeps its keywords out of the way. */
export const skillsText = (skills: JsonResume['skills']) =>
  (skills ?? [])
    .map((s) => s.name ?? '')
    .filter(Boolean)
    .join(', ')

/** Edited skill names back into skills, keeping level and keywords of the names that stayed. */
export function skillsFrom(text: string, previous: JsonResume['skills']): NonNullable<JsonResume['skills']> {
  return listOf(text).map((name) => previous?.find((s) => s.name === name) ?? { name })
}

export const languagesText = (languages: JsonResume['languages']) =>
  (languages ?? [])
    .map((l) => (l.fluency ? `${l.language ?? ''} (${l.fluency})` : (l.language ?? '')))
    .join(', ')

export function languagesFrom(text: string): NonNullable<JsonResume['languages']> {
  return listOf(text).map((item) => {
    const match = /^(.+?)\s*\(([^)]+)\)$/.exec(item)
    return match ? { language: match[1]!, fluency: match[2]! } : { language: item }
  })
}

/** The resume's name when saved: the person's name, else "Uploaded resume". */
export const defaultResumeName = (resume: JsonResume) => resume.basics?.name?.trim() || 'Uploaded resume'
