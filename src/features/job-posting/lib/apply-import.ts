import type { JobDraft } from '@/api/job-import'
import type { JobFormField, JobFormValues } from './job-form-values'

/** The fields an import can fill, in form order, with the names the summary uses. */
export const IMPORTABLE_FIELDS = [
  ['title', 'Title'],
  ['description', 'Description'],
  ['responsibilities', 'Responsibilities'],
  ['requirements', 'Requirements'],
  ['skills', 'Skills'],
  ['location', 'Location'],
  ['employmentTypes', 'Employment type'],
  ['workSetting', 'Work setting'],
  ['salaryMin', 'Salary'],
] as const satisfies readonly (readonly [JobFormField, string])[]

export type ImportResult = {
  values: JobFormValues
  /** Fields the source stated (now filled from it). */
  filled: JobFormField[]
  /** Labels of importable fields the source did not state (left as they were). */
  missing: string[]
  source: JobDraft['source']
}

const text = (value: string | null | undefined) => (value ?? '').trim()

/**
 * A draft from CreateFromFile or Extract → the form. What the source states replaces the field; what it
 * does not (empty, null — the server never guesses) leaves the field as it was, so an import on top of
 * typed text keeps what it cannot improve.
 */
export function applyImportedDraft(current: JobFormValues, draft: JobDraft): ImportResult {
  const next: JobFormValues = { ...current }
  const filled: JobFormField[] = []
  const set = <K extends JobFormField>(field: K, value: JobFormValues[K], stated: boolean) => {
    if (!stated) return
    next[field] = value
    filled.push(field)
  }
  set('title', draft.title.trim(), text(draft.title) !== '')
  set('description', draft.description.trim(), text(draft.description) !== '')
  set('responsibilities', draft.responsibilities, draft.responsibilities.length > 0)
  set('requirements', draft.requirements, draft.requirements.length > 0)
  set('skills', draft.skills, draft.skills.length > 0)
  set('location', text(draft.location), text(draft.location) !== '')
  set('employmentTypes', draft.employmentType ? [draft.employmentType] : [], draft.employmentType !== null)
  set('workSetting', draft.workSetting ?? '', draft.workSetting !== null)
  const salary = draft.salary
  if (salary && (salary.min !== null || salary.max !== null)) {
    next.salaryMin = salary.min === null ? '' : String(salary.min)
    next.salaryMax = salary.max === null ? '' : String(salary.max)
    if (salary.currency) next.salaryCurrency = salary.currency
    if (salary.period) next.salaryPeriod = salary.period
    filled.push('salaryMin', 'salaryMax')
    if (salary.currency) filled.push('salaryCurrency')
    if (salary.period) filled.push('salaryPeriod')
  }
  const missing = IMPORTABLE_FIELDS.filter(([field]) => !filled.includes(field)).map(([, label]) => label)
  return { values: next, filled, missing, source: draft.source }
}

/** The summary's list: 'Title, Description, 4 responsibilities, …'. */
export function describeFilled(result: Pick<ImportResult, 'filled' | 'values'>): string[] {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return IMPORTABLE_FIELDS.filter(([field]) => result.filled.includes(field)).map(([field, label]) => {
    if (field === 'responsibilities')
      return count(result.values.responsibilities.length, 'responsibility', 'responsibilities')
    if (field === 'requirements')
      return count(result.values.requirements.length, 'requirement', 'requirements')
    if (field === 'skills') return count(result.values.skills.length, 'skill', 'skills')
    return label
  })
}
