import { HStack, Text } from '@chakra-ui/react'
import { CloudOff, RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { formatLastChecked } from '@/lib/dates'
import { useIsOnline } from '@/lib/online-state'

/** Re-renders every minute so "5 minutes ago" moves on. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

type Props = {
  /** The query's dataUpdatedAt (0: never fetched). */
  updatedAt: number
  /** The last refresh failed: what is on screen is the copy kept on this device. */
  stale?: boolean
  /** Show it online too (the Saved view always says when it last checked). */
  always?: boolean
}

/**
 * "Offline · last checked 5 minutes ago" when what is on screen comes from this device rather than the
 * server (offline, or the refresh failed); with `always`, "Last checked …" also online. Not a live region:
 * the shell's offline banner announces going offline, and this text changes every minute.
 */
export function LastChecked({ updatedAt, stale = false, always = false }: Props) {
  const online = useIsOnline()
  const now = useNow()
  if (updatedAt === 0 || (online && !stale && !always)) return null
  const when = formatLastChecked(updatedAt, Math.max(now, updatedAt))
  const text = !online
    ? `Offline · last checked ${when}`
    : stale
      ? `Could not refresh · last checked ${when}`
      : `Last checked ${when}`
  return (
    <HStack gap="1.5" fontSize="sm" color="fg.muted" data-testid="last-checked">
      {online && !stale ? <RefreshCw aria-hidden size={14} /> : <CloudOff aria-hidden size={14} />}
      <Text as="span">{text}</Text>
    </HStack>
  )
}
