import {
  JOB_EMPLOYMENT_TYPES,
  JOB_SENIORITIES,
  type JobEmploymentType,
  type JobInputStatus,
  type JobSeniority,
  type JobWorkSetting,
} from './job-input-enums'
import {
  EXPERIENCE_LEVELS,
  LIST_EMPLOYMENT_TYPES,
  type ExperienceLevel,
  type ListEmploymentType,
} from './job-list-enums'
import type { JobStatus } from './job-statuses'

/**
 * The one place that maps the stored creation values to the list values and back (docs/api.md "Jobs → enum
 * mapping"): the server derives a job's list fields with it and turns list filters into stored values.
 */

/** Creation employment type → list employment type. Four contract-like kinds collapse to 'contract'. */
export const EMPLOYMENT_TYPE_TO_LIST: Record<JobEmploymentType, Exclude<ListEmploymentType, 'remote'>> = {
  FullTime: 'full_time',
  PartTime: 'part_time',
  Freelance: 'contract',
  Contractor: 'contract',
  ContractToHire: 'contract',
  Temporary: 'contract',
  Internship: 'internship',
}

/** Creation seniority → list experience level. 'None' has no level (null): it matches no level filter. */
export const SENIORITY_TO_LEVEL: Record<JobSeniority, ExperienceLevel | null> = {
  Entry: 'entry',
  Junior: 'entry',
  Mid: 'mid',
  Senior: 'senior',
  LeadExecutive: 'executive',
  None: null,
}

/** Creation status → stored status. 'Open' is 'active'. */
export const INPUT_STATUS_TO_STATUS: Record<JobInputStatus, JobStatus> = {
  Draft: 'draft',
  Open: 'active',
  Closed: 'closed',
  Hired: 'hired',
}

/** Stored status → the creation input's status, for prefilling the edit form ('paused' has none). */
export const STATUS_TO_INPUT_STATUS: Record<JobStatus, JobInputStatus | null> = {
  draft: 'Draft',
  active: 'Open',
  paused: null,
  closed: 'Closed',
  hired: 'Hired',
}

/** The list's single employment type of a job: its first creation type, mapped. */
export function listEmploymentType(types: readonly string[]): Exclude<ListEmploymentType, 'remote'> | null {
  for (const type of types) {
    const mapped = EMPLOYMENT_TYPE_TO_LIST[type as JobEmploymentType] as
      Exclude<ListEmploymentType, 'remote'> | undefined
    if (mapped) return mapped
  }
  return null
}

/** The list's single experience level of a job: its first seniority that has one. */
export function experienceLevelOf(seniority: readonly string[]): ExperienceLevel | null {
  for (const value of seniority) {
    const level = SENIORITY_TO_LEVEL[value as JobSeniority] as ExperienceLevel | null | undefined
    if (level) return level
  }
  return null
}

/** Only the Remote work setting makes a job remote (Hybrid needs presence). */
export const isRemoteSetting = (setting: JobWorkSetting | null | undefined) => setting === 'Remote'

/** The creation employment types a list employment type filter matches ('remote' matches none: it is isRemote). */
export function employmentTypesFor(listType: ListEmploymentType): JobEmploymentType[] {
  return JOB_EMPLOYMENT_TYPES.filter((type) => EMPLOYMENT_TYPE_TO_LIST[type] === listType)
}

/** The creation seniorities an experience level filter matches. */
export function senioritiesFor(level: ExperienceLevel): JobSeniority[] {
  return JOB_SENIORITIES.filter((value) => SENIORITY_TO_LEVEL[value] === level)
}

/** 'full-time', 'Full Time', 'FULL_TIME', 'FullTime' → 'full_time'; unknown → null. */
export function parseListEmploymentType(value: string): ListEmploymentType | null {
  const key = value.toLowerCase().replace(/[^a-z]/g, '')
  const found = LIST_EMPLOYMENT_TYPES.find((type) => type.replace('_', '') === key)
  if (found) return found
  const creation = JOB_EMPLOYMENT_TYPES.find((type) => type.toLowerCase() === key)
  return creation ? EMPLOYMENT_TYPE_TO_LIST[creation] : null
}

/** 'Senior', ' mid ' → the level; 'junior', 'lead' and the other seniorities map too; unknown → null. */
export function parseExperienceLevel(value: string): ExperienceLevel | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '')
  const found = EXPERIENCE_LEVELS.find((level) => level === key)
  if (found) return found
  const seniority = JOB_SENIORITIES.find((s) => s.toLowerCase() === key)
  if (seniority) return SENIORITY_TO_LEVEL[seniority]
  return key === 'lead' || key === 'leadexecutive' ? 'executive' : null
}
