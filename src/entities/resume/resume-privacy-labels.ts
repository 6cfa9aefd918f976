import { RESUME_DIALOG_PRIVACIES, type ResumePrivacy } from '@/api/resumes/resume-privacy'

/** The four privacy levels an owner picks from in the action dialog (seed 1 §6); draft is set by the builder. */
export const PRIVACY_CHOICES: readonly ResumePrivacy[] = RESUME_DIALOG_PRIVACIES

const LABELS: Record<ResumePrivacy, string> = {
  public: 'Public',
  recruiter_only: 'Recruiters only',
  connections: 'Connections only',
  private: 'Private',
  draft: 'Draft',
}

const DESCRIPTIONS: Record<ResumePrivacy, string> = {
  public: 'Anyone can find and view it',
  recruiter_only: 'Only recruiters and employers can view it',
  connections: 'Only your connections can view it',
  private: 'Only you can view it',
  draft: 'Only you can view it while you work on it',
}

/** 'Public', 'Recruiters only' … for badges and menu items. */
export const privacyLabel = (privacy: ResumePrivacy): string => LABELS[privacy]

/** Who may see a resume at this level, in one line. */
export const privacyDescription = (privacy: ResumePrivacy): string => DESCRIPTIONS[privacy]

/** The badge's tone: shown to anyone, to some, or to the owner alone. */
export function privacyTone(privacy: ResumePrivacy): 'public' | 'limited' | 'hidden' {
  if (privacy === 'public') return 'public'
  if (privacy === 'recruiter_only' || privacy === 'connections') return 'limited'
  return 'hidden'
}
