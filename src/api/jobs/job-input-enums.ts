/**
 * The values the job creation and update input takes (seed 2 §3 "Job creation input"). These are what the
 * server stores; the list values a job is shown and filtered by are derived from them (job-enum-mapping.ts).
 */

/** Employment types a job can be posted with; a job may have several. */
export const JOB_EMPLOYMENT_TYPES = [
  'FullTime',
  'PartTime',
  'Freelance',
  'Contractor',
  'ContractToHire',
  'Temporary',
  'Internship',
] as const
export type JobEmploymentType = (typeof JOB_EMPLOYMENT_TYPES)[number]

/** Seniorities a job can be posted with; 'None' says the job has no particular level. */
export const JOB_SENIORITIES = ['Entry', 'Junior', 'Mid', 'Senior', 'LeadExecutive', 'None'] as const
export type JobSeniority = (typeof JOB_SENIORITIES)[number]

/** Where the work happens. Only 'Remote' makes a job remote: 'Hybrid' still needs presence. */
export const JOB_WORK_SETTINGS = ['Onsite', 'Remote', 'Hybrid'] as const
export type JobWorkSetting = (typeof JOB_WORK_SETTINGS)[number]

/** The statuses the input speaks of; the server stores them as job statuses ('Open' is 'active'). */
export const JOB_INPUT_STATUSES = ['Draft', 'Open', 'Closed', 'Hired'] as const
export type JobInputStatus = (typeof JOB_INPUT_STATUSES)[number]
