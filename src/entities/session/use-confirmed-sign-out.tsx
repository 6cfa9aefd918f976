import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import { countDeviceDrafts } from '@/lib/device-drafts'
import { pendingCount } from '@/lib/outbox/queue'
import { signOut } from '@/entities/session/sign-out'

const SignOutConfirmDialog = lazy(() =>
  import('./sign-out-confirm-dialog').then((m) => ({ default: m.SignOutConfirmDialog })),
)

export type SignOutOptions = { everywhere?: boolean }

type Pending = { options: SignOutOptions; resolve: (signedOut: boolean) => void }

/**
 * Writes still in the outbox (waiting, being sent or refused) and drafts kept on the device (unsent resume edits,
 * videos not yet uploaded): a sign-out would drop them.
 */
async function countUnsynced(): Promise<number> {
  let queued = 0
  try {
    queued = await pendingCount({ includeFailed: true })
  } catch {
    // No IndexedDB: nothing can have been queued.
  }
  return queued + (await countDeviceDrafts())
}

/**
 * Every Sign Out button goes through this: it signs out at once, unless the outbox still holds changes; then
 * it asks first (a sign-out clears the outbox, so they would be lost). `requestSignOut` resolves true once
 * signed out, false when the user chose to stay; the caller navigates. Render `dialog` next to the button.
 */
export function useConfirmedSignOut(): {
  requestSignOut: (options?: SignOutOptions) => Promise<boolean>
  dialog: ReactNode
} {
  const [pending, setPending] = useState<Pending | null>(null)
  // Kept after closing, so the text does not change while the dialog animates out.
  const [count, setCount] = useState(0)
  const [busy, setBusy] = useState(false)

  const requestSignOut = useCallback(async (options: SignOutOptions = {}) => {
    const unsynced = await countUnsynced()
    if (unsynced === 0) {
      await signOut(options)
      return true
    }
    setCount(unsynced)
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

  const dialog =
    count === 0 ? null : (
      <Suspense fallback={null}>
        <SignOutConfirmDialog
          open={pending !== null}
          count={count}
          busy={busy}
          onKeep={keep}
          onConfirm={() => void confirm()}
        />
      </Suspense>
    )
  return { requestSignOut, dialog }
}
