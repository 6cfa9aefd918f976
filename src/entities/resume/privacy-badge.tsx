import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { resumeCardClass as c } from '@/components/static-css/resume-card'
import { PrivacyIcon } from './actions/privacy-icon'
import { privacyLabel, privacyTone } from './resume-privacy-labels'

const TONE_CLASS = { public: c.badgePublic, limited: c.badgeLimited, hidden: c.badgeHidden } as const

/** Who can see the resume, as a small badge ('Public', 'Recruiters only' …); a plain element (decision 023). */
export function PrivacyBadge({ privacy }: { privacy: ResumePrivacy }) {
  return (
    <span className={`${c.badge} ${TONE_CLASS[privacyTone(privacy)]}`} data-testid="privacy-badge">
      <PrivacyIcon privacy={privacy} size={12} />
      {privacyLabel(privacy)}
    </span>
  )
}
