/// <reference lib="webworker" />
// Runtime caching is data, not code: later features append a rule (public listings, details)
// instead of hand-writing routes. Nothing authenticated or private may ever get a rule here, and the
// rules are enforced twice: a request with credentials never matches, and a response that says it is
// private (or is not a successful envelope) is never stored. Private data offline comes from the
// page's persisted query cache (IndexedDB), which sign-out clears.
// Kept free of Workbox's runtime (types only) so the rules can be tested outside a service worker.
import type { WorkboxPlugin } from 'workbox-core'

export type RuntimeCacheStrategy = 'network-first' | 'stale-while-revalidate' | 'cache-first'

export interface RuntimeCacheRule {
  /** Same-origin GET requests whose path (and query) match are handled by this rule. */
  match: RegExp | ((url: URL) => boolean)
  strategy: RuntimeCacheStrategy
  cacheName: string
  maxEntries: number
  maxAgeSeconds: number
  /** network-first only: fall back to the cache when the network is slower than this. */
  networkTimeoutSeconds?: number
}

const HOUR = 60 * 60
const DAY = 24 * HOUR
/** A listing or detail page answers from the cache after this long without a network answer. */
const NETWORK_TIMEOUT_SECONDS = 3

/**
 * One path segment that is an id: anything but the names of the private or non-id sub-resources that share
 * the prefix (/api/Job/saved, /api/Job/GetSummaryItems, /api/Companies/me/followed…).
 */
const ID =
  '(?!(?:saved|GetSummaryItems|alerts|me|public|slug|trending|Extract|CreateFromFile)(?:[/?]|$))[^/?]+'
/** End of the path, with or without a query string. */
const END = '(?:\\?|$)'
const path = (pattern: string) => new RegExp(`^${pattern}${END}`)

/** The public listing, detail and discovery endpoints (jobs, companies, resumes, search); one per line. */
export const runtimeCacheRules: readonly RuntimeCacheRule[] = [
  // Jobs: GET /api/Job?search…, /api/Job/{id}, /api/Job/slug/{slug}
  listing('api-jobs', path('/api/Job')),
  details('api-job-details', path(`/api/Job/(?:slug/[^/?]+|${ID})`)),
  // Companies: /public list, /{id} and /slug/{slug}, /{id}/jobs; counts and trending change slowly
  listing('api-companies', path('/api/Companies/public')),
  details('api-company-details', path(`/api/Companies/(?:slug/[^/?]+|${ID})`)),
  listing('api-company-jobs', path(`/api/Companies/${ID}/jobs`)),
  {
    match: path(`/api/Companies/${ID}/stats`),
    strategy: 'stale-while-revalidate',
    cacheName: 'api-company-stats',
    maxEntries: 100,
    maxAgeSeconds: DAY,
  },
  {
    match: path('/api/Companies/trending'),
    strategy: 'stale-while-revalidate',
    cacheName: 'api-trending',
    maxEntries: 5,
    maxAgeSeconds: DAY,
  },
  // Discovery: GET /api/Dashboard/search/public?…
  listing('api-discovery', path('/api/Dashboard/search/public')),
]

function listing(cacheName: string, match: RegExp): RuntimeCacheRule {
  return {
    match,
    strategy: 'network-first',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    cacheName,
    maxEntries: 40,
    maxAgeSeconds: DAY,
  }
}

function details(cacheName: string, match: RegExp): RuntimeCacheRule {
  return {
    match,
    strategy: 'network-first',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    cacheName,
    maxEntries: 150,
    maxAgeSeconds: 7 * DAY,
  }
}

/** Only requests that carry no credentials of ours: a signed-in user's answers may hold private fields. */
export function isAnonymousRequest(request: Pick<Request, 'method' | 'headers'>): boolean {
  return request.method === 'GET' && !request.headers.has('authorization')
}

/**
 * Whether a response may be stored: 200, not marked private or no-store, no cookie being set, and a success
 * envelope `{ success: true, data }` (an error page from a proxy or a captive portal is never cached).
 */
export async function isCacheableResponse(response: Response): Promise<boolean> {
  if (response.status !== 200 || response.type === 'opaque') return false
  const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? ''
  if (/(?:^|[\s,])(?:private|no-store)(?:[\s,=]|$)/.test(cacheControl)) return false
  // Browsers hide Set-Cookie from scripts; checked anyway in case a runtime exposes it.
  if (response.headers.has('set-cookie')) return false
  try {
    const body: unknown = await response.clone().json()
    return (
      typeof body === 'object' &&
      body !== null &&
      'data' in body &&
      (body as { success?: unknown }).success === true
    )
  } catch {
    return false
  }
}

/** Workbox asks this before storing any response: null keeps it out of the cache (the page still gets it). */
export const publicResponsesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => ((await isCacheableResponse(response)) ? response : null),
}

/**
 * Paths no rule may ever take, whatever a rule's pattern says: the messaging calls are private, and the event
 * stream (GET /api/Messages/stream?ticket=…, no Authorization header) must go straight to the network — a
 * cached or buffered stream would deliver nothing (decision 033).
 */
export const NEVER_CACHED_PATHS: readonly RegExp[] = [
  /^\/api\/Messages(?:[/?]|$)/,
  // The assistant's streamed answers (decision 048): private, and useless buffered.
  /^\/api\/(?:chat|ai\/context)\/stream$/,
]

export function matchesRule(rule: RuntimeCacheRule, url: URL, origin: string): boolean {
  if (url.origin !== origin) return false
  if (NEVER_CACHED_PATHS.some((pattern) => pattern.test(url.pathname))) return false
  return typeof rule.match === 'function' ? rule.match(url) : rule.match.test(url.pathname + url.search)
}

/** The first rule that handles `request`, if any (what registerRuntimeCaching routes it to). */
export function findRule(
  rules: readonly RuntimeCacheRule[],
  request: Pick<Request, 'method' | 'headers'>,
  url: URL,
  origin: string,
): RuntimeCacheRule | undefined {
  if (!isAnonymousRequest(request)) return undefined
  return rules.find((rule) => matchesRule(rule, url, origin))
}
