import * as v from 'valibot'

/**
 * Resume privacy (seed 2 §3, §4, §9). Five names; the record also carries the numeric `privacy_ShowResume`
 * of seed 2 §3: 0 public, 1 recruiter_only, 2 connections, anything else private.
 *
 * Draft has no number in the spec. We write it as 4, a number a reader that follows the spec's rule takes
 * as private — the same visibility (owner only) — and read 4 back as draft; every other unknown number is
 * private, as the spec says. The name (`privacy`) is what the server stores and decides by.
 */
export const RESUME_PRIVACIES = ['public', 'recruiter_only', 'connections', 'private', 'draft'] as const
export type ResumePrivacy = (typeof RESUME_PRIVACIES)[number]

/** The four a user picks in the resume action dialog (seed 1 §6); draft is the state of an unfinished one. */
export const RESUME_DIALOG_PRIVACIES = ['public', 'recruiter_only', 'connections', 'private'] as const

export const RESUME_PRIVACY_CODES: Record<ResumePrivacy, number> = {
  public: 0,
  recruiter_only: 1,
  connections: 2,
  private: 3,
  draft: 4,
}

/** Seed 2 §9: a resume saved without a privacy is a draft (owner only) until its owner chooses. */
export const DEFAULT_RESUME_PRIVACY: ResumePrivacy = 'draft'
/** Seed 1 §5: the create form's preselected privacy. */
export const RESUME_FORM_DEFAULT_PRIVACY: ResumePrivacy = 'private'

export function privacyToShowResume(privacy: ResumePrivacy): number {
  return RESUME_PRIVACY_CODES[privacy]
}

/** 0 public, 1 recruiter_only, 2 connections, 4 draft (ours), anything else private. */
export function privacyFromShowResume(code: number): ResumePrivacy {
  switch (code) {
    case 0:
      return 'public'
    case 1:
      return 'recruiter_only'
    case 2:
      return 'connections'
    case 4:
      return 'draft'
    default:
      return 'private'
  }
}

const BY_TEXT: Record<string, ResumePrivacy> = {
  public: 'public',
  recruiteronly: 'recruiter_only',
  recruiters: 'recruiter_only',
  connections: 'connections',
  private: 'private',
  draft: 'draft',
}

/** A privacy name (any case; 'recruiter-only', 'RecruiterOnly' too) or its number → the name; else null. */
export function parseResumePrivacy(value: unknown): ResumePrivacy | null {
  if (typeof value === 'number') return Number.isInteger(value) ? privacyFromShowResume(value) : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (/^-?\d+$/.test(text)) return privacyFromShowResume(Number(text))
  return BY_TEXT[text.toLowerCase().replace(/[\s_-]+/g, '')] ?? null
}

export const RESUME_PRIVACY_TEXT = 'Privacy must be public, recruiter_only, connections, private or draft'

/** What the server sends: one of the five names. */
export const ResumePrivacySchema = v.picklist(RESUME_PRIVACIES)

/** What a request may send: a name (tolerant spelling) or the spec's number; yields the name. */
export const ResumePrivacyInputSchema = v.pipe(
  v.union([v.string(), v.number()], RESUME_PRIVACY_TEXT),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const privacy = parseResumePrivacy(dataset.value)
    if (privacy === null) {
      addIssue({ message: RESUME_PRIVACY_TEXT })
      return NEVER
    }
    return privacy
  }),
)
