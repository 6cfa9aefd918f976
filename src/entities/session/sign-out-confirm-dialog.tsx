import { ConfirmDialog } from '@/components/ui/confirm-dialog'

export const unsyncedMessage = (count: number) =>
  count === 1
    ? "You have 1 change that hasn't synced yet. If you sign out now it will be lost."
    : `You have ${count} changes that haven't synced yet. If you sign out now they will be lost.`

type Props = {
  open: boolean
  count: number
  busy: boolean
  onKeep: () => void
  onConfirm: () => void
}

/** "Sign out anyway?" (loaded on demand: most sign-outs have nothing unsynced and never need it). */
export function SignOutConfirmDialog({ open, count, busy, onKeep, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Sign out with unsynced changes?"
      confirmLabel="Sign out anyway"
      cancelLabel="Keep me signed in"
      busy={busy}
      onCancel={onKeep}
      onConfirm={onConfirm}
    >
      {unsyncedMessage(count)}
    </ConfirmDialog>
  )
}
