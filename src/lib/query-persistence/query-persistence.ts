import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import {
  removeOldestQuery,
  type AsyncStorage,
  type PersistedClient,
} from '@tanstack/react-query-persist-client'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { clearSnapshots } from '@/lib/page-snapshot/snapshot-store'
import { DATA_SCHEMA_VERSION, PERSISTED_CACHE_MAX_AGE_MS } from '@/api/offline'
import { logger } from '@/lib/logger'
import { sessionStore } from '@/lib/session/session'
import { shouldPersistQuery, isPersistedQueryKey } from './persisted-queries'

/** Its own database, so clearing it never touches the outbox or anything else. */
export const QUERY_CACHE_DB = 'reelhire-query-cache'
export const QUERY_CACHE_STORE = 'cache'
export const QUERY_CACHE_KEY = 'queries'
/** The data-schema version, not the build hash: a deploy that keeps data shapes keeps everyone's offline data. */
export const QUERY_CACHE_BUSTER = String(DATA_SCHEMA_VERSION)
/** Saves are batched: one write at most this often, however many queries change. */
export const SAVE_THROTTLE_MS = 1000
/** Start-up never waits longer than this for IndexedDB (a broken or blocked database must not block the app). */
export const RESTORE_TIMEOUT_MS = 1500

/** What is stored: TanStack's persisted client plus the user it belongs to (null: a visitor). */
type StoredClient = PersistedClient & { owner: string | null }

export type QueryPersistenceDeps = {
  /** undefined: no IndexedDB here (old browser, blocked storage); everything becomes a no-op. */
  store: UseStore | undefined
  /** The signed-in user's id, or null. A cache saved for someone else is dropped on restore. */
  owner: () => string | null
  now?: () => number
  throttleMs?: number
}

/** idb-keyval as TanStack's AsyncStorage. Values are stored as structured clones (Dates survive, no JSON). */
function idbStorage(store: UseStore): AsyncStorage<StoredClient> {
  return {
    getItem: async (key) => (await get<StoredClient>(key, store)) ?? null,
    setItem: async (key, value) => set(key, value, store),
    removeItem: async (key) => del(key, store),
  }
}

/**
 * The last good state of every persisted query: a refetch that failed offline still has its data and is stored
 * as a success, without the error object (which is neither useful after a reload nor always cloneable).
 */
export function dehydrateForPersistence(queryClient: QueryClient, now: number = Date.now()): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => shouldPersistQuery(query, now),
    // Offline writes live in the outbox, never in the query cache.
    shouldDehydrateMutation: () => false,
  })
  return {
    mutations: [],
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        status: 'success',
        fetchStatus: 'idle',
        error: null,
        errorUpdateCount: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        isInvalidated: false,
      },
    })),
  }
}

/**
 * Restored queries show at once but count as stale: each is asked for again when a page shows it (if online). The
 * copy on the device may be older than what the server knows — a reload right after a change can land before the
 * throttled save of that change — and it must not then pass for fresh for the whole QUERY_STALE_MS.
 */
function asRevalidated(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })),
  }
}

/** The persisted query cache (IndexedDB): restore before the router mounts, then save on changes. */
export function createQueryPersistence(deps: QueryPersistenceDeps) {
  const now = deps.now ?? (() => Date.now())
  const throttleMs = deps.throttleMs ?? SAVE_THROTTLE_MS
  const storage = deps.store ? idbStorage(deps.store) : undefined
  const persister = createAsyncStoragePersister({
    // The storage keeps objects, so (de)serializing is the identity; the owner check happens on the way out.
    storage: storage as unknown as AsyncStorage<string> | undefined,
    key: QUERY_CACHE_KEY,
    throttleTime: 0,
    serialize: (client) => client as unknown as string,
    deserialize: (stored) => {
      const client = stored as unknown as StoredClient
      // Someone else's cache (a sign-out whose clean-up was cut short): timestamp 0 makes the restore drop it.
      return client.owner === deps.owner() ? client : { ...client, timestamp: 0 }
    },
    // Over quota: drop the oldest query and try again rather than keep nothing.
    retry: removeOldestQuery,
  })

  let timer: ReturnType<typeof setTimeout> | undefined

  function save(queryClient: QueryClient): Promise<void> {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    const at = now()
    const client: StoredClient = {
      buster: QUERY_CACHE_BUSTER,
      timestamp: at,
      // Read now, with the data: a save that lands after a sign-out is still labelled with its real owner.
      owner: deps.owner(),
      clientState: dehydrateForPersistence(queryClient, at),
    }
    return Promise.resolve(persister.persistClient(client)).catch((error: unknown) =>
      logger.warn('Saving the offline cache failed', { error: String(error) }),
    )
  }

  /**
   * Restores the saved cache into `queryClient`; an expired, busted or foreign cache is deleted instead, and
   * so is one that cannot be read. (TanStack's persistQueryClientRestore does the same, but is typed against
   * its own copy of query-core, which differs from react-query's here.)
   */
  async function restore(queryClient: QueryClient): Promise<void> {
    if (!storage) return
    try {
      const client = await persister.restoreClient()
      if (!client) return
      const expired = !client.timestamp || now() - client.timestamp > PERSISTED_CACHE_MAX_AGE_MS
      if (expired || client.buster !== QUERY_CACHE_BUSTER) return await persister.removeClient()
      hydrate(queryClient, asRevalidated(client.clientState as DehydratedState), {
        // Restored queries keep the persisted lifetime even before a component asks for them again.
        defaultOptions: { queries: { gcTime: PERSISTED_CACHE_MAX_AGE_MS } },
      })
    } catch (error) {
      await persister.removeClient()
      throw error
    }
  }

  /** Saves (throttled) whenever a persisted query changes, and at once when the page is hidden. */
  function subscribe(queryClient: QueryClient): () => void {
    if (!storage) return () => undefined
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return
      const { queryKey, meta } = event.query
      if (meta?.['persist'] !== true && !isPersistedQueryKey(queryKey)) return
      timer ??= setTimeout(() => void save(queryClient), throttleMs)
    })
    // A closing tab gets no second chance: write what is pending now.
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && timer !== undefined) void save(queryClient)
    }
    const hasDocument = typeof document !== 'undefined'
    if (hasDocument) document.addEventListener('visibilitychange', onHidden)
    return () => {
      unsubscribe()
      if (hasDocument) document.removeEventListener('visibilitychange', onHidden)
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    }
  }

  /**
   * Restores, then saves changes from then on. Resolves when the cache is restored, or after `timeoutMs` at
   * the latest (a slow or broken IndexedDB never holds up the app); saving starts only once the restore has
   * settled, so a save can never overwrite a cache that has not been read yet.
   */
  async function start(queryClient: QueryClient, timeoutMs: number = RESTORE_TIMEOUT_MS): Promise<void> {
    const restored = restore(queryClient)
      .catch((error: unknown) => logger.warn('Restoring the offline cache failed', { error: String(error) }))
      .then(() => void subscribe(queryClient))
    let timeout: ReturnType<typeof setTimeout> | undefined
    await Promise.race([restored, new Promise<void>((resolve) => (timeout = setTimeout(resolve, timeoutMs)))])
    clearTimeout(timeout)
  }

  /** Deletes the saved cache (sign-out). Pending saves are cancelled; the in-memory cache is the caller's. */
  async function clear(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (!storage) return
    await persister.removeClient()
  }

  return { restore, subscribe, start, save, clear }
}

export type QueryPersistence = ReturnType<typeof createQueryPersistence>

function browserStore(): UseStore | undefined {
  try {
    return typeof indexedDB === 'undefined' ? undefined : createStore(QUERY_CACHE_DB, QUERY_CACHE_STORE)
  } catch {
    return undefined
  }
}

const browserPersistence = createQueryPersistence({
  store: browserStore(),
  owner: () => sessionStore.getState().user?.id ?? null,
})

/** main.tsx: restore the saved cache (≤ RESTORE_TIMEOUT_MS) before the router loads, then keep saving. */
export function startQueryPersistence(queryClient: QueryClient): Promise<void> {
  return browserPersistence.start(queryClient)
}

/** Forgets the persisted query cache and the page snapshots rendered from it (every sign-out). Never throws. */
export async function clearPersistedQueries(): Promise<void> {
  try {
    await Promise.all([browserPersistence.clear(), clearSnapshots()])
  } catch (error) {
    logger.warn('Clearing the offline cache failed', { error: String(error) })
  }
}
