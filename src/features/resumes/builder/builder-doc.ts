import type { JsonResume } from '@/api/resumes/json-resume'
import type { Resume } from '@/api/resumes/resume-record'

/** What the builder edits and autosave sends: the resume's name, description, template and JSON Resume. */
export type BuilderDoc = {
  name: string
  description: string
  templateName: string
  resume: JsonResume
}

export function docOfResume(resume: Resume): BuilderDoc {
  return {
    name: resume.name,
    description: resume.description ?? '',
    templateName: resume.templateName ?? '',
    resume: resume.resume,
  }
}

/**
 * JSON with object keys sorted: the server keeps the resume as jsonb, which reorders keys, so two equal resumes
 * can come back as different text. Comparing this form compares content only.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(inner).sort()) sorted[key] = (inner as Record<string, unknown>)[key]
    return sorted
  })
}

/** Equal as far as a reader can tell (the server trims the name and stores an empty description as null). */
export function sameDoc(a: BuilderDoc, b: BuilderDoc): boolean {
  return (
    a.name.trim() === b.name.trim() &&
    a.description.trim() === b.description.trim() &&
    (a.templateName || '') === (b.templateName || '') &&
    canonicalJson(a.resume) === canonicalJson(b.resume)
  )
}
