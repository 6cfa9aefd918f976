import type { JsonResume } from '@/api/resumes/json-resume'
import type { ResumeMetadataInput, ResumeSaveInput } from '@/api/resumes/resume-inputs'
import { privacyFromShowResume, type ResumePrivacy } from '@/api/resumes/resume-privacy'
import type { resumes } from '../../db/schema/resumes'

/** Validated input → resume columns. One mapping for Save, PUT /{id} and PUT /{id}/metadata. */

type Columns = Partial<typeof resumes.$inferInsert>

/** The descriptive fields given (undefined = keep, null = clear). */
export function metadataColumns(input: ResumeMetadataInput | ResumeSaveInput): Columns {
  const columns: Columns = {}
  if (input.name !== undefined) columns.name = input.name
  if (input.description !== undefined) columns.description = input.description
  if (input.industry !== undefined) columns.industry = input.industry
  if (input.employmentType !== undefined) columns.employmentTypes = input.employmentType
  if (input.paySchedule !== undefined) columns.paySchedule = input.paySchedule
  if (input.minimumSalary !== undefined) columns.minimumSalary = input.minimumSalary
  if (input.resumeType !== undefined) columns.resumeType = input.resumeType
  if (input.templateName !== undefined) columns.templateName = input.templateName
  if (input.privacy_ShowContactDetails !== undefined)
    columns.showContactDetails = input.privacy_ShowContactDetails
  return columns
}

/** The privacy a Save asks for: by name, else by the spec's number; undefined when neither is given. */
export function requestedPrivacy(input: ResumeSaveInput): ResumePrivacy | undefined {
  if (input.privacy !== undefined) return input.privacy
  if (input.privacy_ShowResume !== undefined) return privacyFromShowResume(input.privacy_ShowResume)
  return undefined
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/**
 * The structured resume of a new resume: the given one, with the create form's person (seed 2 §3
 * "Resume create input": firstName, lastName, email) filling basics where the resume has none.
 */
export function contentForCreate(input: ResumeSaveInput): JsonResume {
  const content: JsonResume = { ...input.resume }
  const person = [input.firstName, input.lastName].filter((part) => part !== undefined).join(' ')
  if (person || input.email) {
    const basics = { ...content.basics }
    if (person && blank(basics.name)) basics.name = person
    if (input.email && blank(basics.email)) basics.email = input.email
    content.basics = basics
  }
  return content
}

/** The resume's name on creation: given (name or the form's title), else the person's name. */
export function nameForCreate(input: ResumeSaveInput, content: JsonResume): string | null {
  const name = input.name ?? input.title ?? content.basics?.name?.trim()
  return name ? name.slice(0, 200) : null
}
