/**
 * A tiny in-house web-vitals collector on PerformanceObserver (no dependency). Loaded only through a
 * dynamic import by performance.ts when monitoring is on, so it costs nothing in the initial bundle.
 * Values follow the web.dev definitions, simplified: CLS uses session windows (gap < 1 s, ≤ 5 s), INP is
 * the longest interaction seen.
 */
export type VitalName = 'LCP' | 'FCP' | 'CLS' | 'TTFB' | 'INP' | 'FID'
export type VitalMetric = { name: VitalName; value: number }

type EventTiming = PerformanceEntry & { processingStart: number; interactionId?: number }
type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean }

export function observeWebVitals(onMetric: (metric: VitalMetric) => void): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => {}
  const supported = new Set(PerformanceObserver.supportedEntryTypes ?? [])
  const observers: PerformanceObserver[] = []
  const observe = (type: string, handle: (entries: PerformanceEntry[]) => void, extra: object = {}) => {
    if (!supported.has(type)) return
    try {
      const observer = new PerformanceObserver((list) => handle(list.getEntries()))
      observer.observe({ type, buffered: true, ...extra })
      observers.push(observer)
    } catch {
      // Some engines list a type but refuse an option; that vital is simply not collected.
    }
  }

  const navigation = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined
  if (navigation && navigation.responseStart > 0) onMetric({ name: 'TTFB', value: navigation.responseStart })

  observe('paint', (entries) => {
    const fcp = entries.find((entry) => entry.name === 'first-contentful-paint')
    if (fcp) onMetric({ name: 'FCP', value: fcp.startTime })
  })
  observe('first-input', (entries) => {
    const first = entries[0] as EventTiming | undefined
    if (first) onMetric({ name: 'FID', value: first.processingStart - first.startTime })
  })

  // These three keep changing until the page is hidden; they are reported then (or on stop).
  let lcp: number | undefined
  let cls = 0
  let window = { value: 0, first: 0, last: 0 }
  let inp: number | undefined
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1)
    if (last) lcp = last.startTime
  })
  observe('layout-shift', (entries) => {
    for (const entry of entries as LayoutShift[]) {
      if (entry.hadRecentInput) continue
      const continues = entry.startTime - window.last < 1000 && entry.startTime - window.first < 5000
      window = continues
        ? { value: window.value + entry.value, first: window.first, last: entry.startTime }
        : { value: entry.value, first: entry.startTime, last: entry.startTime }
      cls = Math.max(cls, window.value)
    }
  })
  observe(
    'event',
    (entries) => {
      for (const entry of entries as EventTiming[]) {
        if (entry.interactionId) inp = Math.max(inp ?? 0, entry.duration)
      }
    },
    { durationThreshold: 40 },
  )

  let reported = false
  const reportFinal = () => {
    if (reported) return
    reported = true
    if (lcp !== undefined) onMetric({ name: 'LCP', value: lcp })
    if (supported.has('layout-shift')) onMetric({ name: 'CLS', value: cls })
    if (inp !== undefined) onMetric({ name: 'INP', value: inp })
  }
  const onHide = () => {
    if (document.visibilityState === 'hidden') reportFinal()
  }
  document.addEventListener('visibilitychange', onHide)

  return () => {
    reportFinal()
    document.removeEventListener('visibilitychange', onHide)
    for (const observer of observers) observer.disconnect()
  }
}
