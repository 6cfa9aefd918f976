import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMetricsBuffer, isPoor, startPerformanceMonitoring } from './performance'
import type { VitalMetric } from './web-vitals'

afterEach(() => vi.useRealTimers())

function fakeCollector() {
  let emit: (metric: VitalMetric) => void = () => {}
  const stop = vi.fn()
  const loadCollector = vi.fn(async () => ({
    observeWebVitals: (onMetric: (metric: VitalMetric) => void) => {
      emit = onMetric
      return stop
    },
  }))
  return { loadCollector, stop, emit: (metric: VitalMetric) => emit(metric) }
}

describe('startPerformanceMonitoring', () => {
  it('is off by default and does not load the collector', () => {
    const { loadCollector } = fakeCollector()
    startPerformanceMonitoring({ loadCollector, random: () => 0 })
    expect(loadCollector).not.toHaveBeenCalled()
  })

  it('samples page loads at 10%', () => {
    const { loadCollector } = fakeCollector()
    startPerformanceMonitoring({ enabled: true, loadCollector, random: () => 0.1 })
    expect(loadCollector).not.toHaveBeenCalled()
    startPerformanceMonitoring({ enabled: true, loadCollector, random: () => 0.09 })()
    expect(loadCollector).toHaveBeenCalledOnce()
  })

  it('records vitals and warns about poor ones', async () => {
    const collector = fakeCollector()
    const buffer = createMetricsBuffer()
    const log = { warn: vi.fn() }
    const stop = startPerformanceMonitoring({
      enabled: true,
      random: () => 0,
      buffer,
      log,
      ...collector,
      readMemory: () => undefined,
    })
    await vi.waitFor(() => expect(collector.loadCollector).toHaveBeenCalled())
    await Promise.resolve()
    collector.emit({ name: 'LCP', value: 1200 })
    collector.emit({ name: 'CLS', value: 0.25 })
    expect(buffer.all().map((m) => [m.name, m.poor])).toEqual([
      ['LCP', false],
      ['CLS', true],
    ])
    expect(log.warn).toHaveBeenCalledWith('Poor performance metric: CLS', { name: 'CLS', value: 0.25 })
    stop()
    expect(collector.stop).toHaveBeenCalledOnce()
  })

  it('checks memory every 60 s when the browser exposes it', () => {
    vi.useFakeTimers()
    const buffer = createMetricsBuffer()
    const memory = { usedJSHeapSize: 95, jsHeapSizeLimit: 100 }
    const stop = startPerformanceMonitoring({
      enabled: true,
      random: () => 0,
      buffer,
      log: { warn: vi.fn() },
      loadCollector: () => new Promise(() => {}),
      readMemory: () => memory,
    })
    vi.advanceTimersByTime(59_999)
    expect(buffer.all()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(buffer.all()).toMatchObject([{ name: 'memory', value: 95, poor: true }])
    stop()
    vi.advanceTimersByTime(120_000)
    expect(buffer.all()).toHaveLength(1)
  })
})

describe('metrics', () => {
  it('uses the spec thresholds', () => {
    expect(isPoor('LCP', 2500)).toBe(false)
    expect(isPoor('LCP', 2501)).toBe(true)
    expect(isPoor('TTFB', 801)).toBe(true)
    expect(isPoor('unknown', 1e9)).toBe(false)
  })

  it('trims the buffer from 1000 to the newest 500', () => {
    const buffer = createMetricsBuffer()
    for (let i = 0; i < 1000; i++) buffer.push({ name: 'x', value: i, poor: false, timestamp: i })
    expect(buffer.all()).toHaveLength(1000)
    buffer.push({ name: 'x', value: 1000, poor: false, timestamp: 1000 })
    expect(buffer.all()).toHaveLength(500)
    expect(buffer.all()[0]?.value).toBe(501)
  })
})
