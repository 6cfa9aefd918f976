import { HStack, Text } from '@chakra-ui/react'
import { CloudOff, RefreshCw } from 'lucide-react'
import { useIsOnline } from '@/lib/online-state'
import { lastCheckedText } from '../lib/last-checked'

type Props = {
  /** The query's dataUpdatedAt. */
  updatedAt: number
  /** The last refetch failed: what is shown is the copy kept on this device. */
  stale?: boolean
}

/**
 * "Offline · last checked 5 min ago" when what is on screen comes from this device rather than the server
 * (offline, or the refresh failed). Nothing when the data is live.
 */
export function LastChecked({ updatedAt, stale = false }: Props) {
  const online = useIsOnline()
  if ((online && !stale) || updatedAt === 0) return null
  return (
    <HStack gap="1.5" fontSize="sm" color="fg.muted" role="status" data-testid="last-checked">
      {online ? <RefreshCw aria-hidden size={14} /> : <CloudOff aria-hidden size={14} />}
      <Text as="span">
        {online ? 'Could not refresh' : 'Offline'} · last checked {lastCheckedText(updatedAt)}
      </Text>
    </HStack>
  )
}
