import * as v from 'valibot'
import { CLIENT_REPORT_LIMITS, ClientReportSchema, type ClientReport } from '@/api/client-reports'
import { ERROR_SAMPLE_RATE } from '@/config/monitoring'
import { getRuntimeConfig } from '@/config/runtime-config'

export type ReportInput = Omit<ClientReport, 'timestamp' | 'url' | 'userAgent'> & { timestamp?: string }

export type ErrorReporterDeps = {
  fetch?: typeof fetch
  sendBeacon?: (url: string, data: Blob) => boolean
  endpoint?: () => string
  /** Share of `error` reports that are sent. */
  sampleRate?: number
  random?: () => number
  flushDelayMs?: number
  /** Hard cap per page load, so a render loop that throws every frame cannot flood the server. */
  maxPerPage?: number
  pageUrl?: () => string | undefined
  userAgent?: () => string | undefined
}

const MAX_CONTEXT_CHARS = 8_000

const truncate = (text: string | undefined, max: number) =>
  text === undefined ? undefined : text.slice(0, max)

function jsonSafe(context: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!context) return undefined
  try {
    const json = JSON.stringify(context)
    // Keeps one report well inside the server's 32 KB body limit.
    if (json.length > MAX_CONTEXT_CHARS) return { truncated: true }
    return JSON.parse(json) as Record<string, unknown>
  } catch {
    return { unserializable: true }
  }
}

/**
 * Sends warn and error logs to POST /api/client-reports in batches of at most 20.
 *
 * Sampling (error sample rate 0.1): decided per event, like Sentry's `sampleRate` — each
 * `error` report is kept with probability 0.1. `warn` reports are not sampled: they are rarer and mostly
 * come from already-sampled sources (performance monitoring samples its sessions at 0.1). Identical
 * messages are sent once per page load and at most `maxPerPage` reports leave one page.
 *
 * It never throws and never logs its own failures: reporting a failed report would loop.
 */
export function createErrorReporter(deps: ErrorReporterDeps = {}) {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  const endpoint = deps.endpoint ?? (() => `${getRuntimeConfig().apiBaseUrl}/client-reports`)
  const sampleRate = deps.sampleRate ?? ERROR_SAMPLE_RATE
  const random = deps.random ?? Math.random
  const flushDelayMs = deps.flushDelayMs ?? 5_000
  const maxPerPage = deps.maxPerPage ?? 100
  const pageUrl = deps.pageUrl ?? (() => globalThis.location?.href)
  const userAgent = deps.userAgent ?? (() => globalThis.navigator?.userAgent)
  const sendBeacon =
    deps.sendBeacon ?? ((url: string, data: Blob) => globalThis.navigator?.sendBeacon?.(url, data) ?? false)

  let queue: ClientReport[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let accepted = 0
  const seen = new Set<string>()

  function report(input: ReportInput): void {
    try {
      if (accepted >= maxPerPage) return
      if (input.level === 'error' && random() >= sampleRate) return
      const key = `${input.level}:${input.message}`
      if (seen.has(key)) return
      const candidate = {
        level: input.level,
        message: truncate(input.message, CLIENT_REPORT_LIMITS.message) || 'Unknown error',
        stack: truncate(input.stack, CLIENT_REPORT_LIMITS.stack),
        context: jsonSafe(input.context),
        url: truncate(pageUrl(), CLIENT_REPORT_LIMITS.url),
        userAgent: truncate(userAgent(), CLIENT_REPORT_LIMITS.userAgent),
        timestamp: input.timestamp ?? new Date().toISOString(),
      }
      const parsed = v.safeParse(ClientReportSchema, stripUndefined(candidate))
      if (!parsed.success) return
      seen.add(key)
      accepted += 1
      queue.push(parsed.output)
      if (queue.length >= CLIENT_REPORT_LIMITS.batch) void flush()
      else timer ??= setTimeout(() => void flush(), flushDelayMs)
    } catch {
      // Reporting is best effort.
    }
  }

  /** Sends everything queued; with `beacon`, through navigator.sendBeacon (survives the page closing). */
  async function flush(options: { beacon?: boolean } = {}): Promise<void> {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    const batches = toBatches(queue)
    queue = []
    for (const batch of batches) {
      const body = JSON.stringify(batch)
      try {
        if (options.beacon && sendBeacon(endpoint(), new Blob([body], { type: 'application/json' }))) continue
        await doFetch(endpoint(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          credentials: 'include',
          keepalive: true,
        })
      } catch {
        // Offline or server down: these reports are dropped rather than retried forever.
      }
    }
  }

  /** Flushes by beacon when the page is hidden (tab switch, close, mobile app switch). Returns uninstall. */
  function installPageHideFlush(
    target: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>,
  ) {
    const onHide = () => {
      if (target.visibilityState === 'hidden') void flush({ beacon: true })
    }
    target.addEventListener('visibilitychange', onHide)
    return () => target.removeEventListener('visibilitychange', onHide)
  }

  return { report, flush, installPageHideFlush, pending: () => queue.length }
}

function stripUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** Batches of ≤ 20 reports whose JSON stays under the server's body limit. */
function toBatches(reports: ClientReport[]): ClientReport[][] {
  const batches: ClientReport[][] = []
  let current: ClientReport[] = []
  let size = 2
  for (const report of reports) {
    const itemSize = JSON.stringify(report).length + 1
    if (
      current.length > 0 &&
      (current.length >= CLIENT_REPORT_LIMITS.batch || size + itemSize > CLIENT_REPORT_LIMITS.bodyBytes)
    ) {
      batches.push(current)
      current = []
      size = 2
    }
    current.push(report)
    size += itemSize
  }
  if (current.length > 0) batches.push(current)
  return batches
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>

export const errorReporter: ErrorReporter = createErrorReporter()
