import { useEffect } from 'react'
import { useSession } from '@/lib/session/use-session'
import { toaster } from '@/components/ui/toaster'
import { startOutboxRuntime } from '@/lib/sync/outbox-runtime'

export const syncedToastDescription = (count: number) =>
  count === 1 ? '1 change synced' : `${count} changes synced`

function showSyncedToast(count: number) {
  toaster.create({
    type: 'success',
    title: 'Your offline changes were synced',
    description: syncedToastDescription(count),
  })
}

/**
 * Mounted once by the root route, next to the session runtime: starts the outbox in this tab once someone is
 * signed in (the queue only holds signed-in users' writes), so a visitor's start-up does none of its work. It
 * keeps running after a sign-out: it mirrors the session's end and waits for the next sign-in.
 */
export function useOutboxRuntime(): void {
  const signedIn = useSession((s) => s.user !== null)
  useEffect(() => {
    if (signedIn) startOutboxRuntime({ onSynced: showSyncedToast })
  }, [signedIn])
}
