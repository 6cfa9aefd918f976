import type { RateLimitRule } from '../../core/rate-limit'
import { resolveHostWithDns, type HostResolver } from './ssrf-guard'

/** Settings of the job import endpoints. `createApp({ jobImport })` overrides any of them (tests do). */
export type JobImportConfig = {
  /**
   * Test-only allowance: exact `host:port` pairs Extract may fetch although they are private, e.g. the
   * test's own `http.createServer` on `127.0.0.1:<port>`. Empty by default and deliberately not an
   * environment variable, so no deployment can switch the SSRF guard off by configuration.
   */
  allowPrivateHosts: readonly string[]
  /** DNS resolution for Extract; tests inject a fake one instead of the network. */
  resolveHost: HostResolver
  /** Whole fetch of a page, redirects included. */
  timeoutMs: number
  connectTimeoutMs: number
  /** Largest page accepted (decompressed). */
  maxPageBytes: number
  maxRedirects: number
  /** Per user: Extract fetches other sites on the user's behalf. */
  extractLimit: RateLimitRule
  /** Per user: parsing a PDF is the most expensive thing a request can make the server do. */
  uploadLimit: RateLimitRule
}

export const DEFAULT_JOB_IMPORT_CONFIG: JobImportConfig = {
  allowPrivateHosts: [],
  resolveHost: resolveHostWithDns,
  timeoutMs: 10_000,
  connectTimeoutMs: 5_000,
  maxPageBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  extractLimit: { limit: 20, windowMs: 10 * 60_000 },
  uploadLimit: { limit: 30, windowMs: 10 * 60_000 },
}

export function jobImportConfig(overrides: Partial<JobImportConfig> | undefined): JobImportConfig {
  return { ...DEFAULT_JOB_IMPORT_CONFIG, ...overrides }
}
