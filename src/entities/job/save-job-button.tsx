import { Badge, Button, type ButtonProps } from '@chakra-ui/react'
import { Bookmark, CloudOff, TriangleAlert } from 'lucide-react'
import type { Job } from '@/api/jobs/job-full'
import { saveToggleClass } from '@/components/static-css/save-toggle'
import { useJobSave } from '@/entities/job/saves/use-job-save'

export type SaveJobButtonProps = {
  jobId: string
  /** For the icon's accessible name ('Save Senior Engineer'). */
  jobTitle: string
  /** The full job when the caller has it: the saved job then opens offline and shows in Saved at once. */
  job?: Job
  /** The job's own isSaved flag, used until the saved list has loaded. */
  initialSaved?: boolean
  /**
   * 'icon' (cards, default: a plain button styled by static rules as Chakra's IconButton size sm, since a list
   * renders one per card) or 'button' (a labelled Save / Saved button, e.g. the detail page).
   */
  variant?: 'icon' | 'button'
  /** The labelled button's size (the icon has the cards' one size). */
  size?: ButtonProps['size']
  /**
   * Render only while the job is saved (or its save is waiting): for a job the viewer may no longer save
   * (closed, expired: `permissions.canSave` false) but must still be able to unsave.
   */
  onlyWhenSaved?: boolean
}

/**
 * The save toggle (saved/unsaved) for cards and pages: optimistic, through the outbox (works offline,
 * "Waiting to sync" until sent, "Sync failed" when refused and rolled back); a visitor is told
 * 'Please sign in to save jobs'. A toggle button (aria-pressed).
 */
export function SaveJobButton({
  jobId,
  jobTitle,
  job,
  initialSaved,
  variant = 'icon',
  size = 'sm',
  onlyWhenSaved = false,
}: SaveJobButtonProps) {
  const save = useJobSave(jobId, {
    ...(job ? { job } : {}),
    ...(initialSaved === undefined ? {} : { initialSaved }),
  })
  const onClick = () => void save.toggle()
  if (onlyWhenSaved && !save.isSaved && save.syncState === 'synced') return null
  return (
    <div className={saveToggleClass.row}>
      {save.syncState === 'pending' ? (
        <Badge colorPalette="orange" variant="subtle" size="sm" role="status">
          <CloudOff aria-hidden size={12} /> Waiting to sync
        </Badge>
      ) : save.syncState === 'failed' ? (
        <Badge colorPalette="red" variant="subtle" size="sm" role="status">
          <TriangleAlert aria-hidden size={12} /> Sync failed
        </Badge>
      ) : null}
      {variant === 'icon' ? (
        <button
          type="button"
          className={save.isSaved ? `${saveToggleClass.root} ${saveToggleClass.saved}` : saveToggleClass.root}
          aria-label={`Save ${jobTitle}`}
          aria-pressed={save.isSaved}
          title={save.isSaved ? 'Saved — click to remove' : 'Save job'}
          onClick={onClick}
        >
          <Bookmark aria-hidden fill={save.isSaved ? 'currentColor' : 'none'} />
        </button>
      ) : (
        <Button
          aria-pressed={save.isSaved}
          variant={save.isSaved ? 'subtle' : 'outline'}
          colorPalette="indigo"
          size={size}
          onClick={onClick}
        >
          <Bookmark aria-hidden fill={save.isSaved ? 'currentColor' : 'none'} />
          {save.isSaved ? 'Saved' : 'Save'}
        </Button>
      )}
    </div>
  )
}
