import { Badge } from '@chakra-ui/react'
import type { StreamStatus } from '../lib/message-stream'

const LABELS: Record<StreamStatus, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  offline: 'Reconnecting…',
}

/** Whether new messages arrive by themselves right now. */
export function StreamStatusBadge({ status }: { status: StreamStatus }) {
  return (
    <Badge
      role="status"
      variant="subtle"
      colorPalette={status === 'live' ? 'green' : 'gray'}
      data-testid="stream-status"
      data-status={status}
    >
      {LABELS[status]}
    </Badge>
  )
}
