import { LOG_BUFFER_SIZE } from '@/config/monitoring'
import { errorReporter, type ReportInput } from './error-reporting'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogContext = Record<string, unknown>
export type LogEntry = {
  level: LogLevel
  message: string
  timestamp: string
  context?: LogContext
  stack?: string
}

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 }
export const LOG_STORAGE_KEY = 'reelhire.logs'

type LogStorage = Pick<Storage, 'getItem' | 'setItem'>
type LogConsole = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>

export type LoggerOptions = {
  level?: LogLevel
  storage?: LogStorage | undefined
  report?: (input: ReportInput) => void
  console?: LogConsole | undefined
  bufferSize?: number
}

/** Errors do not survive JSON.stringify; keep their name, message and stack instead. */
function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack }
  return value
}

function normaliseContext(context: LogContext | undefined): { context?: LogContext; stack?: string } {
  if (!context) return {}
  const out: LogContext = {}
  let stack: string | undefined
  for (const [key, value] of Object.entries(context)) {
    if (value instanceof Error && stack === undefined) stack = value.stack
    out[key] = serialise(value)
  }
  return stack === undefined ? { context: out } : { context: out, stack }
}

function loadEntries(storage: LogStorage | undefined): LogEntry[] {
  try {
    const raw = storage?.getItem(LOG_STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed) ? (parsed as LogEntry[]) : []
  } catch {
    return []
  }
}

/**
 * The client logger: the last 100 entries in memory and, best effort, in localStorage so a
 * support request can include what happened before a reload. Level 'info' by default; warn and error are
 * forwarded to error reporting. Logging never throws.
 */
export function createLogger(options: LoggerOptions = {}) {
  let level: LogLevel = options.level ?? 'info'
  const bufferSize = options.bufferSize ?? LOG_BUFFER_SIZE
  const { storage, console: out } = options
  const report = options.report ?? (() => {})
  let entries = loadEntries(storage).slice(-bufferSize)

  function log(entryLevel: LogLevel, message: string, context?: LogContext): void {
    try {
      if (RANK[entryLevel] < RANK[level]) return
      const entry: LogEntry = {
        level: entryLevel,
        message,
        timestamp: new Date().toISOString(),
        ...normaliseContext(context),
      }
      entries.push(entry)
      if (entries.length > bufferSize) entries = entries.slice(-bufferSize)
      persist()
      out?.[entryLevel](`[${entryLevel}] ${message}`, context ?? '')
      if (entryLevel === 'warn' || entryLevel === 'error') {
        const input: ReportInput = { level: entryLevel, message, timestamp: entry.timestamp }
        if (entry.stack) input.stack = entry.stack
        if (entry.context) input.context = entry.context
        report(input)
      }
    } catch {
      // A logger that throws would turn every error into two.
    }
  }

  function persist(): void {
    try {
      storage?.setItem(LOG_STORAGE_KEY, JSON.stringify(entries))
    } catch {
      // Quota exceeded or storage disabled: the in-memory buffer still works.
    }
  }

  return {
    debug: (message: string, context?: LogContext) => log('debug', message, context),
    info: (message: string, context?: LogContext) => log('info', message, context),
    warn: (message: string, context?: LogContext) => log('warn', message, context),
    error: (message: string, context?: LogContext) => log('error', message, context),
    getEntries: (): readonly LogEntry[] => entries.slice(),
    getLevel: () => level,
    setLevel: (next: LogLevel) => {
      level = next
    },
    clear: () => {
      entries = []
      persist()
    },
  }
}

export type Logger = ReturnType<typeof createLogger>

function browserStorage(): LogStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

// Console output only while developing; production users get the buffer and the reports.
export const logger: Logger = createLogger({
  storage: browserStorage(),
  report: errorReporter.report,
  console: import.meta.env.DEV && import.meta.env.MODE !== 'test' ? console : undefined,
})

let uninstallGlobalHandlers: (() => void) | undefined

/**
 * Routes uncaught errors and unhandled rejections to logger.error ("Global unhandled errors are logged and
 * reported") and flushes pending reports when the page hides. Idempotent; returns uninstall.
 */
export function installGlobalErrorHandlers(target: Window = window, log: Logger = logger): () => void {
  if (uninstallGlobalHandlers) return uninstallGlobalHandlers
  const onError = (event: ErrorEvent) => {
    log.error(event.message || 'Unhandled error', {
      error: event.error,
      source: event.filename,
      line: event.lineno,
      column: event.colno,
    })
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason
    log.error(reason instanceof Error ? reason.message : 'Unhandled promise rejection', { error: reason })
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  const uninstallFlush = errorReporter.installPageHideFlush(target.document)
  uninstallGlobalHandlers = () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
    uninstallFlush()
    uninstallGlobalHandlers = undefined
  }
  return uninstallGlobalHandlers
}
