import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useCallback, useRef, useState, type ReactNode } from 'react'
import { pendingCount } from '@/lib/outbox/queue'
import { signOut } from '@/lib/session/sign-out'

export type SignOutOptions = { everywhere?: boolean }

type Pending = { options: SignOutOptions; resolve: (signedOut: boolean) => void }

/** Writes still in the outbox (waiting, being sent or refused): a sign-out would drop them. */
async function countUnsynced(): Promise<number> {
  try {
    return await pendingCount({ includeFailed: true })
  } catch {
    // No IndexedDB: nothing can have been queued.
    return 0
  }
}

export const unsyncedMessage = (count: number) =>
  count === 1
    ? "You have 1 change that hasn't synced yet. If you sign out now it will be lost."
    : `You have ${count} changes that haven't synced yet. If you sign out now they will be lost.`

/**
 * Every Sign Out button goes through this: it signs out at once, unless the outbox still holds changes; then
 * it asks first (ARCHITECTURE §5: a sign-out clears the outbox). `requestSignOut` resolves true once signed
 * out, false when the user chose to stay; the caller navigates. Render `dialog` next to the button.
 */
export function useConfirmedSignOut(): {
  requestSignOut: (options?: SignOutOptions) => Promise<boolean>
  dialog: ReactNode
} {
  const [pending, setPending] = useState<Pending | null>(null)
  // Kept after closing, so the text does not change while the dialog animates out.
  const [count, setCount] = useState(0)
  const [busy, setBusy] = useState(false)
  const keepRef = useRef<HTMLButtonElement>(null)

  const requestSignOut = useCallback(async (options: SignOutOptions = {}) => {
    const count = await countUnsynced()
    if (count === 0) {
      await signOut(options)
      return true
    }
    setCount(count)
    return new Promise<boolean>((resolve) => setPending({ options, resolve }))
  }, [])

  const keep = () => {
    pending?.resolve(false)
    setPending(null)
  }
  const confirm = async () => {
    if (!pending) return
    setBusy(true)
    try {
      await signOut(pending.options)
    } finally {
      setBusy(false)
      pending.resolve(true)
      setPending(null)
    }
  }

  const dialog = (
    <Dialog.Root
      role="alertdialog"
      open={pending !== null}
      onOpenChange={(event) => {
        if (!event.open && !busy) keep()
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
              <Button ref={keepRef} variant="outline" onClick={keep} disabled={busy}>
                Keep me signed in
              </Button>
              <Button colorPalette="red" onClick={() => void confirm()} loading={busy}>
                Sign out anyway
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
  return { requestSignOut, dialog }
}
