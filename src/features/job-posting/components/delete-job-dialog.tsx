import { ConfirmDialog } from '@/components/ui/confirm-dialog'

type Props = {
  open: boolean
  title: string
  busy: boolean
  error: string | null
  onCancel: () => void
  onConfirm: () => void
}

/** Deleting a job needs confirmation; the job's title says what goes. Opened from the owner's actions menu. */
export function DeleteJobDialog({ open, title, busy, error, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete this job?"
      confirmLabel="Delete job"
      busyLabel="Deleting…"
      busy={busy}
      error={error}
      closeOnInteractOutside={false}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      “{title}” leaves search and your lists at once; people who saved it will see it as deleted. This cannot
      be undone.
    </ConfirmDialog>
  )
}
