import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSignedInUserId } from '@/lib/session/use-session'
import { createMessageStream, type MessageStream, type StreamStatus } from './message-stream'

/** One stream per tab and user, shared by the messaging pages that are open (counted). */
let shared: { viewerId: string; stream: MessageStream; users: number } | undefined

/** Keeps the live feed open while the calling page is mounted; answers its status for the page to show. */
export function useMessageStream(): StreamStatus {
  const queryClient = useQueryClient()
  const viewerId = useSignedInUserId()
  const [status, setStatus] = useState<StreamStatus>('connecting')
  useEffect(() => {
    if (!viewerId) return
    if (shared && shared.viewerId !== viewerId) {
      shared.stream.stop()
      shared = undefined
    }
    shared ??= { viewerId, stream: createMessageStream(queryClient, viewerId), users: 0 }
    const current = shared
    current.users++
    setStatus(current.stream.status())
    const unsubscribe = current.stream.subscribe(setStatus)
    return () => {
      unsubscribe()
      current.users--
      if (current.users === 0 && shared === current) {
        current.stream.stop()
        shared = undefined
      }
    }
  }, [queryClient, viewerId])
  return status
}
