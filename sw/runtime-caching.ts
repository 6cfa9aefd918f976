/// <reference lib="webworker" />
// Registers the runtime cache rules (runtime-cache-rules.ts) with Workbox: one route per rule, each with
// the public-responses-only plugin, expiration limits and purgeOnQuotaError.
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  isAnonymousRequest,
  matchesRule,
  publicResponsesOnly,
  type RuntimeCacheRule,
} from './runtime-cache-rules'

export { runtimeCacheRules } from './runtime-cache-rules'

function createStrategy(rule: RuntimeCacheRule): Strategy {
  const plugins = [
    publicResponsesOnly,
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

export function registerRuntimeCaching(rules: readonly RuntimeCacheRule[], origin: string): void {
  for (const rule of rules) {
    registerRoute(
      ({ url, request }) => isAnonymousRequest(request) && matchesRule(rule, url, origin),
      createStrategy(rule),
    )
  }
}
