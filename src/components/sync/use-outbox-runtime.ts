import { useEffect } from 'react'
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

/** Mounted once by the root route, next to the session runtime: starts the outbox in this tab. */
export function useOutboxRuntime(): void {
  useEffect(() => {
    startOutboxRuntime({ onSynced: showSyncedToast })
  }, [])
}
