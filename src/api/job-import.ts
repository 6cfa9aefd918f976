import * as v from 'valibot'

/**
 * Job import (issue 5): `POST /api/Job/CreateFromFile` (multipart `file`) and `POST /api/Job/Extract` {url}
 * both answer a JobDraft that prefills the job form. Nothing here is saved: the user reviews the draft and
 * posts it with `POST /api/Job`. A field the source does not state is empty or null, never guessed.
 */

/** The employment types of the job creation input (seed 2 §3). */
export const DRAFT_EMPLOYMENT_TYPES = [
  'FullTime',
  'PartTime',
  'Freelance',
  'Contractor',
  'ContractToHire',
  'Temporary',
  'Internship',
] as const
export type DraftEmploymentType = (typeof DRAFT_EMPLOYMENT_TYPES)[number]

export const DRAFT_WORK_SETTINGS = ['Onsite', 'Remote', 'Hybrid'] as const
export type DraftWorkSetting = (typeof DRAFT_WORK_SETTINGS)[number]

/** Salary periods of seed 1 §5. */
export const DRAFT_SALARY_PERIODS = ['hourly', 'daily', 'weekly', 'monthly', 'yearly'] as const
export type DraftSalaryPeriod = (typeof DRAFT_SALARY_PERIODS)[number]

/** What the file or page said about pay. A bound, the currency or the period it did not state is null. */
export const DraftSalarySchema = v.object({
  min: v.nullable(v.pipe(v.number(), v.minValue(0))),
  max: v.nullable(v.pipe(v.number(), v.minValue(0))),
  /** ISO 4217, three capital letters. */
  currency: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  period: v.nullable(v.picklist(DRAFT_SALARY_PERIODS)),
})
export type DraftSalary = v.InferOutput<typeof DraftSalarySchema>

export const JobDraftSourceSchema = v.object({
  kind: v.picklist(['file', 'url']),
  /** The uploaded file's name, or the final URL of the page after redirects. */
  name: v.string(),
})

/** The prefilled draft both endpoints answer. */
export const JobDraftSchema = v.object({
  title: v.string(),
  /** Plain text; paragraphs separated by a blank line. */
  description: v.string(),
  responsibilities: v.array(v.string()),
  requirements: v.array(v.string()),
  skills: v.array(v.string()),
  location: v.nullable(v.string()),
  employmentType: v.nullable(v.picklist(DRAFT_EMPLOYMENT_TYPES)),
  workSetting: v.nullable(v.picklist(DRAFT_WORK_SETTINGS)),
  salary: v.nullable(DraftSalarySchema),
  source: JobDraftSourceSchema,
})
export type JobDraft = v.InferOutput<typeof JobDraftSchema>

export const EXTRACT_URL_MAX_LENGTH = 2048

/** POST /api/Job/Extract body: an absolute http(s) URL of a job posting. */
export const ExtractInputSchema = v.strictObject({
  url: v.pipe(
    v.string('Please enter a link'),
    v.trim(),
    v.nonEmpty('Please enter a link'),
    v.maxLength(EXTRACT_URL_MAX_LENGTH, `The link must be at most ${EXTRACT_URL_MAX_LENGTH} characters`),
    v.url('Please enter a valid URL'),
    v.regex(/^https?:\/\//i, 'Only http and https links can be imported'),
  ),
})
export type ExtractInput = v.InferOutput<typeof ExtractInputSchema>

/** The multipart field CreateFromFile reads. */
export const JOB_IMPORT_FILE_FIELD = 'file'
