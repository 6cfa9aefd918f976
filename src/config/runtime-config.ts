/**
 * Settings an operator can change without a rebuild: a `window.__REELHIRE_CONFIG__` object (e.g. a
 * `<script>` injected by the host in index.html) or, for one browser, localStorage keys. The built bundle
 * carries only the defaults.
 */
export type RuntimeConfigInput = {
  apiBaseUrl?: string
  performanceMonitoring?: boolean
}

declare global {
  interface Window {
    __REELHIRE_CONFIG__?: RuntimeConfigInput
  }
}

export const DEFAULT_API_BASE_URL = '/api'
export const API_BASE_STORAGE_KEY = 'reelhire.apiBaseUrl'
export const PERFORMANCE_STORAGE_KEY = 'reelhire.performanceMonitoring'

type ReadableStorage = Pick<Storage, 'getItem'>

export type RuntimeConfigSources = {
  globalConfig?: RuntimeConfigInput | undefined
  storage?: ReadableStorage | undefined
}

export type RuntimeConfig = {
  apiBaseUrl: string
  performanceMonitoring: boolean
}

/**
 * An absolute http(s) URL whose path ends in /api ('/api' is appended when missing), or null when the
 * value is not such a URL. Rejecting anything else keeps a bad localStorage value from pointing the app at
 * a `javascript:` or `file:` URL.
 */
export function normalizeApiBaseUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const path = url.pathname.replace(/\/+$/, '')
  url.pathname = path.endsWith('/api') ? path : `${path}/api`
  url.search = ''
  url.hash = ''
  return url.toString().replace(/\/+$/, '')
}

function safeGet(storage: ReadableStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    // Storage can throw (Safari private mode, disabled cookies); config falls back to defaults.
    return null
  }
}

function defaultSources(): RuntimeConfigSources {
  if (typeof window === 'undefined') return {}
  let storage: ReadableStorage | undefined
  try {
    storage = window.localStorage
  } catch {
    storage = undefined
  }
  return { globalConfig: window.__REELHIRE_CONFIG__, storage }
}

/** Resolved per call (cheap), so a changed override applies on the next request without a reload. */
export function getRuntimeConfig(sources: RuntimeConfigSources = defaultSources()): RuntimeConfig {
  const { globalConfig, storage } = sources
  const apiBaseUrl =
    normalizeApiBaseUrl(globalConfig?.apiBaseUrl) ??
    normalizeApiBaseUrl(safeGet(storage, API_BASE_STORAGE_KEY)) ??
    DEFAULT_API_BASE_URL
  const performanceMonitoring =
    globalConfig?.performanceMonitoring ?? safeGet(storage, PERFORMANCE_STORAGE_KEY) === 'true'
  return { apiBaseUrl, performanceMonitoring }
}
