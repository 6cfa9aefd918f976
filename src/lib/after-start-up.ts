import { useEffect, useState } from 'react'

/** How long after the page's load and first idle moment background set-up waits (see whenStartedUp). */
export const AFTER_START_UP_DELAY_MS = 3_000

/**
 * Calls `run` once the page has loaded, the main thread has had an idle moment, and `delayMs` more have passed —
 * for background work no first screen needs (the service worker's install downloads the whole build). Answers a
 * cancel function.
 */
export function whenStartedUp(run: () => void, delayMs = AFTER_START_UP_DELAY_MS): () => void {
  let cancelled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const afterIdle = () => {
    if (!cancelled) timer = setTimeout(run, delayMs)
  }
  const afterLoad = () => {
    if (cancelled) return
    // Safari has no requestIdleCallback; a timeout stands in.
    if ('requestIdleCallback' in window) window.requestIdleCallback(afterIdle, { timeout: 2_000 })
    else timer = setTimeout(afterIdle, 0)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return () => {
    cancelled = true
    clearTimeout(timer)
    window.removeEventListener('load', afterLoad)
  }
}

/** False until whenStartedUp has fired: render background parts only then. */
export function useStartedUp(delayMs = AFTER_START_UP_DELAY_MS): boolean {
  const [startedUp, setStartedUp] = useState(false)
  useEffect(() => whenStartedUp(() => setStartedUp(true), delayMs), [delayMs])
  return startedUp
}
