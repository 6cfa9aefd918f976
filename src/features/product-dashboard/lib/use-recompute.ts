import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { PRODUCT_METRICS_TEXTS } from '@/api/product-metrics/product-metrics'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { requestRecompute } from '../api/product-metrics'
import type { DayRange } from './day-range'

/** How long the page keeps looking for the new figures after asking for them. */
const WAIT_MS = 60_000
export const RECOMPUTE_POLL_MS = 2_000

/**
 * "Recompute now": queues the range's days on the server, then has the page poll until figures newer than the ones
 * shown arrive (or a minute passes). Returns the mutation and whether the page should poll.
 */
export function useRecompute(range: DayRange, computedAt: string | null | undefined) {
  const [waiting, setWaiting] = useState<{ before: string | null; until: number } | null>(null)
  const mutation = useMutation({
    mutationFn: () => requestRecompute(range),
    onSuccess: (result) => {
      toaster.create({
        type: 'info',
        title: result.queued ? PRODUCT_METRICS_TEXTS.recomputeQueued : PRODUCT_METRICS_TEXTS.recomputeWaiting,
      })
      setWaiting({ before: computedAt ?? null, until: Date.now() + WAIT_MS })
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: 'Recompute failed', description: toUserMessage(error) }),
  })
  useEffect(() => {
    if (!waiting) return
    if ((computedAt ?? null) !== waiting.before || Date.now() > waiting.until) setWaiting(null)
  }, [computedAt, waiting])
  return { mutation, polling: waiting !== null }
}
