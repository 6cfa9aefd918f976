import { useCallback, useEffect, useState } from 'react'
import { HERO_ROTATION_MS } from './hero-settings'

type Options = { count: number; paused: boolean; intervalMs?: number }

/** Slide index that advances every 6 s unless paused (hover, focus, reduced motion, user choice). */
export function useHeroRotation({ count, paused, intervalMs = HERO_ROTATION_MS }: Options) {
  const [index, setIndex] = useState(0)

  useEffect(() => {
    if (paused) return
    const timer = window.setInterval(() => {
      // A hidden tab keeps its slide, so the visitor comes back to what they left.
      if (document.visibilityState === 'visible') setIndex((i) => (i + 1) % count)
    }, intervalMs)
    return () => window.clearInterval(timer)
  }, [paused, count, intervalMs, index])

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count])
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count])
  const prev = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count])
  return { index, goTo, next, prev }
}
