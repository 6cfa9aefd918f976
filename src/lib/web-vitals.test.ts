import { afterEach, describe, expect, it, vi } from 'vitest'
import { observeWebVitals, type VitalMetric } from './web-vitals'

type Callback = (list: { getEntries: () => PerformanceEntry[] }) => void
const observers = new Map<string, Callback>()

class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint', 'layout-shift', 'first-input', 'event']
  constructor(private readonly callback: Callback) {}
  observe({ type }: { type: string }) {
    observers.set(type, this.callback)
  }
  disconnect() {}
}

const emit = (type: string, entries: object[]) =>
  observers.get(type)?.({ getEntries: () => entries as PerformanceEntry[] })

afterEach(() => {
  vi.unstubAllGlobals()
  observers.clear()
})

describe('observeWebVitals', () => {
  it('is a no-op where PerformanceObserver is missing', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    const onMetric = vi.fn()
    observeWebVitals(onMetric)()
    expect(onMetric).not.toHaveBeenCalled()
  })

  it('reports FCP and FID at once, LCP, CLS and INP when stopped', () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }))
    const metrics: VitalMetric[] = []
    const stop = observeWebVitals((metric) => metrics.push(metric))
    emit('paint', [{ name: 'first-contentful-paint', startTime: 900 }])
    emit('first-input', [{ startTime: 1000, processingStart: 1030 }])
    emit('largest-contentful-paint', [{ startTime: 1500 }, { startTime: 2100 }])
    // Two shifts in one window (0.15) and a later lone one (0.05): CLS is the largest window.
    emit('layout-shift', [
      { startTime: 100, value: 0.1, hadRecentInput: false },
      { startTime: 600, value: 0.05, hadRecentInput: false },
      { startTime: 700, value: 0.5, hadRecentInput: true },
      { startTime: 9000, value: 0.05, hadRecentInput: false },
    ])
    emit('event', [
      { interactionId: 1, duration: 80 },
      { interactionId: 0, duration: 900 },
      { interactionId: 2, duration: 120 },
    ])
    stop()
    stop()
    expect(metrics.map((m) => [m.name, Math.round(m.value * 100) / 100])).toEqual([
      ['FCP', 900],
      ['FID', 30],
      ['LCP', 2100],
      ['CLS', 0.15],
      ['INP', 120],
    ])
  })
})
