import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { PERSISTED_CACHE_MAX_AGE_MS } from '@/api/offline'

/**
 * Which queries survive a reload and work offline: listings, details, saved items, follows,
 * the cart and the own profile. Each entry is a query-key prefix; a feature that adds such a query uses one of
 * these roots (or opts in with `meta: { persist: true }`). Everything else — sessions, two-factor setup, search
 * suggestions, other people's private data — stays in memory only.
 */
export const PERSISTED_QUERY_ROOTS: readonly (readonly string[])[] = [
  ['jobs'],
  ['job'],
  ['companies'],
  ['company'],
  ['saved-jobs'],
  ['followed-companies'],
  // Resumes: the public list, pages seen, the own collections (keyed by the viewer; cleared at sign-out).
  ['resumes'],
  // The job seeker's own applications and the jobs they applied to (reviewers' queries live elsewhere).
  ['applications'],
  ['cart'],
  ['me'],
  // The own profile as src/entities/user/current-user.ts keys it.
  ['users', 'me'],
]

/** Options of a persisted query: kept as long as the persisted cache, and tried once even when offline. */
export const PERSISTED_QUERY_DEFAULTS = {
  gcTime: PERSISTED_CACHE_MAX_AGE_MS,
  // 'online' would leave a query paused (a loader waiting forever) when the browser says it is offline;
  // 'offlineFirst' tries once (the service worker may answer from its cache) and only pauses the retries.
  networkMode: 'offlineFirst',
} as const

/**
 * Spread into a query outside the roots that must be persisted too: `{ ...PERSISTED_QUERY_OPTIONS, queryKey… }`.
 * `meta.persist: false` does the opposite: a query under a persisted root that must stay in memory.
 */
export const PERSISTED_QUERY_OPTIONS = { ...PERSISTED_QUERY_DEFAULTS, meta: { persist: true } } as const

const startsWith = (key: QueryKey, root: readonly string[]) =>
  root.length <= key.length && root.every((part, index) => key[index] === part)

export function isPersistedQueryKey(key: QueryKey): boolean {
  return PERSISTED_QUERY_ROOTS.some((root) => startsWith(key, root))
}

type PersistableQuery = Pick<Query, 'queryKey' | 'meta' | 'state'>

/**
 * Whether a query is written to IndexedDB: an allow-listed root or `meta.persist`, never `meta.persist: false`,
 * only with data (a refetch that failed offline keeps its data), and not older than the persisted cache may be.
 */
export function shouldPersistQuery(query: PersistableQuery, now: number = Date.now()): boolean {
  const persist = query.meta?.['persist']
  if (persist === false) return false
  if (persist !== true && !isPersistedQueryKey(query.queryKey)) return false
  if (query.state.data === undefined) return false
  return now - query.state.dataUpdatedAt <= PERSISTED_CACHE_MAX_AGE_MS
}

/** The persisted roots keep their entries as long as the persisted cache, and never pause forever offline. */
export function applyPersistedQueryDefaults(queryClient: QueryClient): void {
  for (const root of PERSISTED_QUERY_ROOTS) queryClient.setQueryDefaults([...root], PERSISTED_QUERY_DEFAULTS)
}
