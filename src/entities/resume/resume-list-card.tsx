import { useState } from 'react'
import { ResumeActionDialog, type ResumeActionTarget } from './actions/resume-action-dialog'
import { ResumeCard, type ResumeCardData } from './resume-card'
import { useResumePrivacy } from './writes/use-resume-privacy'

type Props = {
  resume: ResumeCardData & { isOwner?: boolean; parentId?: string | null }
  /** When the list was fetched (the privacy overlay compares against it). */
  updatedAt: number
  variation?: boolean
  headingLevel?: 'h2' | 'h3' | 'h4'
}

/**
 * A resume card with its action dialog: the privacy shown is the owner's latest choice while it waits to sync,
 * and the dialog mounts only once opened (a list of 48 cards holds no 48 dialogs).
 */
export function ResumeListCard({ resume, updatedAt, variation, headingLevel }: Props) {
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on: the delete confirmation and the copy-link dialog outlive the menu itself.
  const [mounted, setMounted] = useState(false)
  const privacy = useResumePrivacy(resume, updatedAt)
  const target: ResumeActionTarget = {
    id: resume.id,
    slug: resume.slug,
    name: resume.name,
    privacy: resume.privacy,
    isMaster: resume.isMaster,
    parentId: resume.parentId ?? null,
    isWatched: resume.isWatched ?? resume.ownership === 'tracked',
    isOwner: resume.isOwner ?? resume.ownership === 'owned',
  }
  return (
    <>
      <ResumeCard
        resume={resume}
        privacy={privacy.privacy}
        renderedAt={updatedAt}
        onActions={() => {
          setMounted(true)
          setOpen(true)
        }}
        notice={
          privacy.syncState === 'pending' ? (
            <p className="rh-resume-card__subtitle">Waiting to sync</p>
          ) : privacy.syncState === 'failed' ? (
            <p className="rh-resume-card__subtitle">Sync failed</p>
          ) : null
        }
        {...(variation !== undefined ? { variation } : {})}
        {...(headingLevel ? { headingLevel } : {})}
      />
      {mounted ? (
        <ResumeActionDialog resume={target} updatedAt={updatedAt} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  )
}
