import { Badge, Box, VisuallyHidden } from '@chakra-ui/react'
import { CloudUpload } from 'lucide-react'
import { createDeferredModule } from '@/components/ui/deferred-module'
import { DeferredWidget } from '@/components/ui/deferred-widget'
import { useFailedEntries, usePendingSyncCount } from '@/lib/sync/outbox-store'
import { SyncIssuesButton } from './sync-issues-button'

export const pendingSyncLabel = (count: number) =>
  count === 1 ? '1 change waiting to sync' : `${count} changes waiting to sync`

// The popover machine stays out of the start-up bundle: most people never have a failed write.
const issuesPopover = createDeferredModule(() => import('./sync-issues-popover'))

/**
 * The outbox in the top bar: the pending count from 768 px up (the bottom bar shows it on phones), and at
 * every width a button to the writes the server refused, with Retry / Discard.
 */
export function SyncStatusBadge() {
  const pending = usePendingSyncCount()
  const failed = useFailedEntries().length
  return (
    <>
      <Box role="status" aria-live="polite" hideBelow="md" data-testid="sync-status">
        {pending > 0 && (
          <Badge colorPalette="orange" variant="subtle" size="lg">
            <CloudUpload aria-hidden size={14} />
            <span aria-hidden>{pending} waiting to sync</span>
            <VisuallyHidden>{pendingSyncLabel(pending)}</VisuallyHidden>
          </Badge>
        )}
      </Box>
      {failed > 0 && (
        <DeferredWidget
          module={issuesPopover}
          placeholder={(activate) => <SyncIssuesButton count={failed} onClick={activate} />}
        >
          {(m, activated) => <m.SyncIssuesPopover count={failed} defaultOpen={activated} />}
        </DeferredWidget>
      )}
    </>
  )
}
