import type { JobImportConfig } from '../../core/module-settings'
import { resolveHostWithDns } from './ssrf-guard'

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
