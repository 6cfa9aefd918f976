/**
 * The values a job is listed and filtered by (seed 2 §3 "Job (full)", seed 1 §9 filter options). They are
 * derived from the stored creation values (job-enum-mapping.ts), never stored themselves.
 */

/** One employment type per listed job. 'remote' exists only as a filter value: it means isRemote. */
export const LIST_EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'remote'] as const
export type ListEmploymentType = (typeof LIST_EMPLOYMENT_TYPES)[number]

/** Experience levels of the list and of its filter. */
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'executive'] as const
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]

/** The "date posted" filter's options and how many hours back each one reaches. */
export const DATE_POSTED_OPTIONS = { '24h': 24, '3d': 72, week: 7 * 24, month: 30 * 24 } as const
export type DatePosted = keyof typeof DATE_POSTED_OPTIONS
