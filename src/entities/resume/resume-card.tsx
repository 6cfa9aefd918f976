import { Eye, FileText, MapPin, MoreVertical } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { resumeCardClass as c } from '@/components/static-css/resume-card'
import { PlainLink } from '@/components/ui/app-link'
import { formatCount } from '@/lib/format-count'
import { RelativeDateText } from '@/lib/hydration/date-text'
import { PrivacyBadge } from './privacy-badge'

/** What a resume card shows: a public list item and an ownership item both fit as they are. */
export type ResumeCardData = {
  id: string
  slug: string
  name: string
  personName?: string | null
  headline?: string | null
  /** The description (list items) or summary (ownership items). */
  description?: string | null
  summary?: string | null
  location?: string | null
  privacy: ResumePrivacy
  isMaster: boolean
  parentId?: string | null
  updatedAt: string
  views: number
  ownership?: 'owned' | 'account_owned' | 'tracked'
  isWatched?: boolean
}

type Props = {
  resume: ResumeCardData
  /** The privacy to show (an owner's waiting change), when it differs from the record's. */
  privacy?: ResumePrivacy
  /** Drawn as a variation under its master. */
  variation?: boolean
  headingLevel?: 'h2' | 'h3' | 'h4'
  /** Opens the resume action dialog; no button without it. */
  onActions?: () => void
  /** "Waiting to sync" and the like, under the badges. */
  notice?: ReactNode
  renderedAt?: number
}

export const resumeHref = (resume: { id: string; slug: string }) =>
  `/resumes/${encodeURIComponent(resume.slug || resume.id)}`

/**
 * A resume in a list: its name linking to /resumes/{slug or id}, whose resume it is, a line of its summary,
 * master / variation / privacy badges, when it changed and its views, and the button that opens the action
 * dialog. Plain elements with static classes (src/components/static-css/resume-card.ts): /resumes renders many.
 */
export function ResumeCard({
  resume,
  privacy,
  variation = false,
  headingLevel = 'h3',
  onActions,
  notice,
  renderedAt,
}: Props) {
  const Heading = headingLevel
  const about = resume.description ?? resume.summary
  const who = [resume.personName, resume.headline].filter(Boolean).join(' · ')
  const isVariation = variation || Boolean(resume.parentId)
  return (
    <article
      aria-label={resume.name}
      data-testid="resume-card"
      data-resume-id={resume.id}
      className={isVariation ? `${c.root} ${c.variation}` : c.root}
    >
      <div className={c.body}>
        <div className={c.head}>
          <span className={c.icon} aria-hidden>
            <FileText size={18} />
          </span>
          <div className={c.text}>
            <Heading className={c.title}>
              <PlainLink href={resumeHref(resume)} className={c.titleLink}>
                {resume.name}
              </PlainLink>
            </Heading>
            {who ? <p className={c.subtitle}>{who}</p> : null}
          </div>
          {onActions ? (
            <div className={c.actions}>
              <button
                type="button"
                className={c.actionsButton}
                aria-label={`Actions for ${resume.name}`}
                aria-haspopup="dialog"
                onClick={onActions}
              >
                <MoreVertical aria-hidden />
              </button>
            </div>
          ) : null}
        </div>
        {about ? <p className={c.description}>{about}</p> : null}
        <div className={c.badges}>
          {resume.isMaster ? <span className={`${c.badge} ${c.badgeMaster}`}>Master</span> : null}
          {isVariation ? <span className={`${c.badge} ${c.badgeOutline}`}>Variation</span> : null}
          <PrivacyBadge privacy={privacy ?? resume.privacy} />
          {resume.ownership === 'tracked' || resume.isWatched ? (
            <span className={`${c.badge} ${c.badgeOutline}`}>Tracked</span>
          ) : null}
        </div>
        {notice}
        <div className={c.meta}>
          <span className={c.metaItem}>
            Updated&nbsp;
            <RelativeDateText value={resume.updatedAt} lowercase {...(renderedAt ? { renderedAt } : {})} />
          </span>
          {resume.location ? (
            <span className={c.metaItem}>
              <MapPin size={12} aria-hidden /> {resume.location}
            </span>
          ) : null}
          <span className={c.metaItem}>
            <Eye size={12} aria-hidden /> {formatCount(resume.views)} {resume.views === 1 ? 'view' : 'views'}
          </span>
        </div>
      </div>
    </article>
  )
}
