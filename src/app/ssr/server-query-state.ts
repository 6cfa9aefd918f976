import {
  dehydrate,
  hashKey,
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

/**
 * The id of the `<script type="application/json">` that carries the queries a server-rendered page was rendered
 * with. JSON is not executed (no CSP hash or nonce needed); the browser entry seeds its query client from it
 * before the first render, so hydration renders the same data instead of fetching it again.
 */
export const SERVER_QUERY_STATE_ID = 'server-query-state'

/** A query the page carries; `askAgain`: the browser asks for it again once hydrated (refetchAfterHydration). */
export type CarriedQuery = { queryKey: QueryKey; askAgain?: boolean }

/** Marks a carried query the browser asks for again (the dehydrated query's meta travels with it). */
const ASK_AGAIN_META = 'askAgainAfterHydration'

/** The given queries as JSON for an inline script: '<' escaped, so nothing in the data can end the element. */
export function serializeQueryState(queryClient: QueryClient, queries: readonly CarriedQuery[]): string {
  const wanted = new Set(queries.map((query) => hashKey(query.queryKey)))
  const askAgain = new Set(queries.filter((query) => query.askAgain).map((query) => hashKey(query.queryKey)))
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && wanted.has(query.queryHash),
  })
  const queriesOut = state.queries.map((query) =>
    askAgain.has(query.queryHash) ? { ...query, meta: { ...query.meta, [ASK_AGAIN_META]: true } } : query,
  )
  return JSON.stringify({ ...state, queries: queriesOut }).replace(/</g, '\\u003c')
}

/**
 * Seeds the query client with the state the server rendered the page with, if the page carries one, and answers
 * the keys of those to ask for again (CarriedQuery.askAgain). A newer copy already in the cache (restored from the
 * persisted cache) is kept: hydrate() only overwrites older data.
 */
export function hydrateServerQueryState(queryClient: QueryClient, doc: Document = document): QueryKey[] {
  const element = doc.getElementById(SERVER_QUERY_STATE_ID)
  if (!element?.textContent) return []
  try {
    const state = JSON.parse(element.textContent) as DehydratedState
    hydrate(queryClient, state)
    return state.queries
      .filter((query) => query.meta?.[ASK_AGAIN_META] === true)
      .map((query) => query.queryKey)
  } catch {
    // A malformed state only costs the fetch the page would have made without it.
    return []
  }
}

/**
 * Asks again for what the server rendered and marked so, once React has hydrated the page: the page's own request
 * is what counts a visitor's view of a job or company (the server render does not), and it must not land before
 * hydration — data newer than the HTML would make the first render differ from it. Nothing else is asked again:
 * the rest was loaded for this very request, and each refetch re-renders what shows it, at start-up. Invalidated rather than refetched: the route's
 * part of the page may hydrate after the root (its own Suspense boundary); a query already on screen refetches
 * now, one not yet hydrated when it mounts, after its hydration render.
 */
export function refetchAfterHydration(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  if (keys.length === 0) return
  const refetch = () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, exact: true })
  }
  const html = document.documentElement
  if (html.hasAttribute('data-hydrated')) return refetch()
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute('data-hydrated')) return
    observer.disconnect()
    refetch()
  })
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] })
}
