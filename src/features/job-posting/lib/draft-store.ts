import * as v from 'valibot'
import { JOB_EMPLOYMENT_TYPES, JOB_SENIORITIES, JOB_WORK_SETTINGS } from '@/api/jobs/job-input-enums'
import { SALARY_PERIODS } from '@/api/jobs/job-salary'
import type { JobFormValues } from './job-form-values'

/** Unsaved form state older than this is dropped on load: nobody means to resume a month-old edit. */
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000
const PREFIX = 'reelhire.job-form'

/** One key per user and per job ('new' for a job not created yet), so accounts on one device never mix. */
export const draftKey = (userId: string, jobId: string | null) => `${PREFIX}.${userId}.${jobId ?? 'new'}`

const StoredValuesSchema = v.object({
  title: v.string(),
  description: v.string(),
  responsibilities: v.array(v.string()),
  requirements: v.array(v.string()),
  skills: v.array(v.string()),
  location: v.string(),
  employmentTypes: v.array(v.picklist(JOB_EMPLOYMENT_TYPES)),
  seniority: v.array(v.picklist(JOB_SENIORITIES)),
  workSetting: v.picklist(['', ...JOB_WORK_SETTINGS]),
  salaryCurrency: v.string(),
  salaryMin: v.string(),
  salaryMax: v.string(),
  salaryPeriod: v.picklist(['', ...SALARY_PERIODS]),
  expirationDate: v.string(),
  isPublic: v.boolean(),
})

const StoredDraftSchema = v.object({
  version: v.literal(1),
  values: StoredValuesSchema,
  savedAt: v.number(),
  /** The server copy's updatedAt the edit started from (null for a new job). */
  baseUpdatedAt: v.nullable(v.string()),
})
export type StoredDraft = v.InferOutput<typeof StoredDraftSchema>

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The job form's local autosave (localStorage: small, synchronous, survives a closed tab). Every call
 * swallows storage failures (private mode, quota): autosave is a safety net, never a reason to fail.
 */
export function createDraftStore(storage: DraftStorage | undefined, now: () => number = Date.now) {
  return {
    load(key: string): StoredDraft | null {
      try {
        const raw = storage?.getItem(key)
        if (!raw) return null
        const parsed = v.safeParse(StoredDraftSchema, JSON.parse(raw))
        if (parsed.success && now() - parsed.output.savedAt <= DRAFT_MAX_AGE_MS) return parsed.output
        storage?.removeItem(key)
        return null
      } catch {
        return null
      }
    },
    save(key: string, values: JobFormValues, baseUpdatedAt: string | null): StoredDraft | null {
      const draft: StoredDraft = { version: 1, values, savedAt: now(), baseUpdatedAt }
      try {
        storage?.setItem(key, JSON.stringify(draft))
        return storage ? draft : null
      } catch {
        return null
      }
    },
    clear(key: string): void {
      try {
        storage?.removeItem(key)
      } catch {
        // Nothing stored can be read back either.
      }
    },
  }
}
export type DraftStore = ReturnType<typeof createDraftStore>

function browserStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export const jobDraftStore = createDraftStore(browserStorage())
