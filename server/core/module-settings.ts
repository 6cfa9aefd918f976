import type { ContactMessageRow } from '../db/schema/contact-messages'
import type { RateLimitRule } from './rate-limit-store'

/*
 * The settings `createApp` passes down to single modules (tests and benches override them). They are types the
 * app's dependency object (`AppDeps`) names, so they live below every module: core never imports a module.
 */

/** One auth action's limits: per client address and per account (the email or user it targets). */
export type ScopeLimits = { address: RateLimitRule; account: RateLimitRule }

export type AuthLimitScope =
  | 'register'
  | 'login'
  | 'verify-2fa'
  | 'resend-2fa'
  | 'resend-email-verification'
  | 'reset-password'
  | 'confirm-password-reset'
  /** The "account" key of a refresh is its token family (the session), not a person. */
  | 'refresh'

export type AuthLimits = Record<AuthLimitScope, ScopeLimits>

/** Told about each contact message after it is stored (the support inbox mail). */
export type ContactNotifier = (message: ContactMessageRow) => Promise<void>

export type ResolvedAddress = { address: string; family: 4 | 6 }
/** Every address of a name, like `dns.lookup(name, { all: true })`. Injected by tests. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>

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
