/// <reference lib="webworker" />
// Runtime caching is data, not code: later features append a rule (public listings, details)
// instead of hand-writing routes. Nothing authenticated or private may ever get a rule here.
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'

export type RuntimeCacheStrategy = 'network-first' | 'stale-while-revalidate' | 'cache-first'

export interface RuntimeCacheRule {
  /** Same-origin GET requests whose URL matches are handled by this rule. */
  match: RegExp | ((url: URL) => boolean)
  strategy: RuntimeCacheStrategy
  cacheName: string
  maxEntries: number
  maxAgeSeconds: number
  /** network-first only: fall back to the cache when the network is slower than this. */
  networkTimeoutSeconds?: number
}

/** Empty until public listings exist; every rule gets expiration and quota protection. */
export const runtimeCacheRules: readonly RuntimeCacheRule[] = []

function createStrategy(rule: RuntimeCacheRule): Strategy {
  const plugins = [
    new ExpirationPlugin({
      maxEntries: rule.maxEntries,
      maxAgeSeconds: rule.maxAgeSeconds,
      // A full disk must never break the app: drop this cache rather than fail requests.
      purgeOnQuotaError: true,
    }),
  ]
  switch (rule.strategy) {
    case 'network-first':
      return new NetworkFirst({
        cacheName: rule.cacheName,
        plugins,
        ...(rule.networkTimeoutSeconds === undefined
          ? {}
          : { networkTimeoutSeconds: rule.networkTimeoutSeconds }),
      })
    case 'stale-while-revalidate':
      return new StaleWhileRevalidate({ cacheName: rule.cacheName, plugins })
    case 'cache-first':
      return new CacheFirst({ cacheName: rule.cacheName, plugins })
  }
}

export function matchesRule(rule: RuntimeCacheRule, url: URL, origin: string): boolean {
  if (url.origin !== origin) return false
  return typeof rule.match === 'function' ? rule.match(url) : rule.match.test(url.pathname + url.search)
}

export function registerRuntimeCaching(rules: readonly RuntimeCacheRule[], origin: string): void {
  for (const rule of rules) {
    registerRoute(
      ({ url, request }) => request.method === 'GET' && matchesRule(rule, url, origin),
      createStrategy(rule),
    )
  }
}
