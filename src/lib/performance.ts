import {
  MEMORY_MONITOR_INTERVAL_MS,
  METRICS_BUFFER_MAX,
  METRICS_BUFFER_TRIM_TO,
  PERFORMANCE_SAMPLE_RATE,
  WEB_VITAL_POOR_THRESHOLDS,
} from '@/config/monitoring'
import { getRuntimeConfig } from '@/config/runtime-config'
import { logger, type Logger } from './logger'
import type { VitalMetric } from './web-vitals'

export type PerformanceMetric = { name: string; value: number; poor: boolean; timestamp: number }

/**
 * The spec's table has no INP entry. Its other values are web.dev's "good" limits, so INP uses web.dev's
 * good limit too (200 ms). Memory counts as poor above 90% of the heap limit.
 */
const POOR_THRESHOLDS: Record<string, number> = { ...WEB_VITAL_POOR_THRESHOLDS, INP: 200 }
const MEMORY_POOR_RATIO = 0.9

export function isPoor(name: string, value: number): boolean {
  const threshold = POOR_THRESHOLDS[name]
  return threshold !== undefined && value > threshold
}

/** Keeps the newest metrics: past 1000 entries it drops to the newest 500. */
export function createMetricsBuffer(max = METRICS_BUFFER_MAX, trimTo = METRICS_BUFFER_TRIM_TO) {
  let items: PerformanceMetric[] = []
  return {
    push(metric: PerformanceMetric) {
      items.push(metric)
      if (items.length > max) items = items.slice(-trimTo)
    },
    all: (): readonly PerformanceMetric[] => items.slice(),
  }
}

const metrics = createMetricsBuffer()
export const getPerformanceMetrics = () => metrics.all()

type MemoryInfo = { usedJSHeapSize: number; jsHeapSizeLimit: number }

export type PerformanceMonitoringOptions = {
  /** Defaults to the runtime config flag, which is off unless an operator turns it on. */
  enabled?: boolean
  sampleRate?: number
  random?: () => number
  loadCollector?: () => Promise<{ observeWebVitals: (onMetric: (metric: VitalMetric) => void) => () => void }>
  readMemory?: () => MemoryInfo | undefined
  log?: Pick<Logger, 'warn'>
  buffer?: ReturnType<typeof createMetricsBuffer>
}

const readBrowserMemory = () => (globalThis.performance as Performance & { memory?: MemoryInfo }).memory

/**
 * Starts web-vitals collection and memory checks for a sampled 10% of page loads. Returns stop().
 * Poor values are logged as warnings, which forwards them to error reporting.
 */
export function startPerformanceMonitoring(options: PerformanceMonitoringOptions = {}): () => void {
  const enabled = options.enabled ?? getRuntimeConfig().performanceMonitoring
  const sampleRate = options.sampleRate ?? PERFORMANCE_SAMPLE_RATE
  if (!enabled || (options.random ?? Math.random)() >= sampleRate) return () => {}
  const log = options.log ?? logger
  const buffer = options.buffer ?? metrics
  const record = (name: string, value: number, poor = isPoor(name, value)) => {
    buffer.push({ name, value, poor, timestamp: Date.now() })
    if (poor) log.warn(`Poor performance metric: ${name}`, { name, value })
  }

  let stopped = false
  let stopVitals: (() => void) | undefined
  const load = options.loadCollector ?? (() => import('./web-vitals'))
  load()
    .then(({ observeWebVitals }) => {
      if (!stopped) stopVitals = observeWebVitals((metric) => record(metric.name, metric.value))
    })
    .catch(() => {
      // A failed chunk load (offline, new deploy) only means no vitals for this page.
    })

  const readMemory = options.readMemory ?? readBrowserMemory
  const interval = readMemory()
    ? setInterval(() => {
        const memory = readMemory()
        if (!memory) return
        record(
          'memory',
          memory.usedJSHeapSize,
          memory.usedJSHeapSize > memory.jsHeapSizeLimit * MEMORY_POOR_RATIO,
        )
      }, MEMORY_MONITOR_INTERVAL_MS)
    : undefined

  return () => {
    stopped = true
    stopVitals?.()
    if (interval !== undefined) clearInterval(interval)
  }
}
