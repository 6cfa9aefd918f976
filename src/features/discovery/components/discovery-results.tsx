import { MoreVertical } from 'lucide-react'
import { Suspense, useState } from 'react'
import type { PublicSearchItem } from '@/api/discovery/public-search'
import { discoveryClass as d } from '@/components/static-css/discovery'
import { CompanyCard } from '@/entities/company/company-card'
import { JobCard } from '@/entities/job/job-card'
import { SaveJobButton } from '@/entities/job/save-job-button'
import { ResumeCard } from '@/entities/resume/resume-card'
import { useSignedInUserId } from '@/lib/session/use-session'
import { itemHref, mediaFields } from '@/entities/search-item/item-href'
import {
  companyData,
  ITEM_TYPE_LABELS,
  jobCardData,
  resumeCardData,
  resumePrivacyOf,
} from '../lib/item-cards'
import type { ViewMode } from '../lib/view-mode'
import { MediaTile, PersonTile } from './discovery-tiles'
import type { ItemPresentation } from './discovery-actions-dialog'
import { LazyDiscoveryActionsDialog, LazyResumeActionDialog, preloadDiscoveryDialogs } from './lazy-dialogs'

type Props = {
  items: readonly PublicSearchItem[]
  view: ViewMode
  /** When the results were fetched (relative dates and the resume overlays count from it). */
  updatedAt: number
}

function ActionsButton({ item, onOpen }: { item: PublicSearchItem; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={d.actions}
      aria-label={`Actions for ${item.title}`}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <MoreVertical aria-hidden size={18} />
    </button>
  )
}

/**
 * The results of /search in a grid or a list, each item in its shared card (job, company and resume cards as
 * elsewhere; people and media tiles), each with its actions dialog.
 */
export function DiscoveryResults({ items, view, updatedAt }: Props) {
  const viewerId = useSignedInUserId()
  const [open, setOpenItem] = useState<PublicSearchItem | null>(null)
  // The item actions dialog stays mounted from its first opening on, so it closes with its animation.
  const [itemDialogUsed, setItemDialogUsed] = useState(false)
  const setOpen = (item: PublicSearchItem | null) => {
    if (item && item.type !== 'resume') setItemDialogUsed(true)
    setOpenItem(item)
  }
  const shownItem = open && open.type !== 'resume' ? open : null
  const resume = open?.type === 'resume' ? open : null
  return (
    <>
      <ul
        onPointerOver={preloadDiscoveryDialogs}
        onFocus={preloadDiscoveryDialogs}
        className={view === 'list' ? d.list : d.grid}
        aria-label="Results"
        data-view={view}
        data-testid="discovery-results"
      >
        {items.map((item) => (
          <li key={`${item.type}:${item.id}`} className={d.item} data-type={item.type}>
            {item.type === 'job' ? (
              <JobCard
                job={jobCardData(item)}
                variant={view}
                now={new Date(updatedAt)}
                saveSlot={
                  <span className={d.slot}>
                    <SaveJobButton jobId={item.id} jobTitle={item.title} />
                    <button
                      type="button"
                      className={`${d.actions} ${d.slotActions}`}
                      aria-label={`Actions for ${item.title}`}
                      aria-haspopup="dialog"
                      onClick={() => setOpen(item)}
                    >
                      <MoreVertical aria-hidden size={18} />
                    </button>
                  </span>
                }
              />
            ) : item.type === 'company' ? (
              <>
                <CompanyCard company={companyData(item)} />
                <ActionsButton item={item} onOpen={() => setOpen(item)} />
              </>
            ) : item.type === 'resume' ? (
              <ResumeCard
                resume={resumeCardData(item)}
                renderedAt={updatedAt}
                onActions={() => setOpen(item)}
              />
            ) : item.type === 'people' ? (
              <>
                <PersonTile item={item} />
                <ActionsButton item={item} onOpen={() => setOpen(item)} />
              </>
            ) : (
              <>
                <MediaTile item={item} renderedAt={updatedAt} />
                <ActionsButton item={item} onOpen={() => setOpen(item)} />
              </>
            )}
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {itemDialogUsed ? (
          <LazyDiscoveryActionsDialog
            item={shownItem}
            shown={shownItem ? presentationOf(shownItem) : null}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Suspense>
      {resume ? (
        <Suspense fallback={null}>
          <LazyResumeActionDialog
            resume={{
              id: resume.id,
              slug: resume.slug ?? resume.id,
              name: resume.title,
              privacy: resumePrivacyOf(resume),
              isMaster: false,
              parentId: null,
              isWatched: false,
              isOwner: viewerId !== null && viewerId === resume.ownerId,
            }}
            updatedAt={updatedAt}
            open
            onOpenChange={(next) => {
              if (!next) setOpen(null)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}

const presentationOf = (item: PublicSearchItem): ItemPresentation => ({
  typeLabel: ITEM_TYPE_LABELS[item.type],
  href: itemHref(item),
  mediaUrl: item.type === 'media' ? mediaFields(item).url : null,
})
