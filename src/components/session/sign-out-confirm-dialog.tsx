import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useRef } from 'react'

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
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open && !busy) onKeep()
      }}
      initialFocusEl={() => keepRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Sign out with unsynced changes?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{unsyncedMessage(count)}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={keepRef} variant="outline" onClick={onKeep} disabled={busy}>
                Keep me signed in
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                Sign out anyway
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
