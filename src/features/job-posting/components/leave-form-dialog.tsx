import { ConfirmDialog } from '@/components/ui/confirm-dialog'

type Props = { open: boolean; onStay: () => void; onLeave: () => void }

/** The router blocker's question when someone leaves the form with changes not saved to the server. */
export function LeaveFormDialog({ open, onStay, onLeave }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay on this page"
      onCancel={onStay}
      onConfirm={onLeave}
    >
      Your changes are not saved to ReelHire yet. A copy stays on this device and comes back when you return
      to this form.
    </ConfirmDialog>
  )
}
