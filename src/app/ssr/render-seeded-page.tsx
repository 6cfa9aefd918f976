import { renderToString } from 'react-dom/server'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppQueryClient } from '@/lib/query-client'
import { documentTitle, takeServerPageMeta } from '@/hooks/use-page-meta'
import { setServerSiteOrigin } from '@/lib/site-origin'
import { signedOutRouteSession } from '@/entities/session/route-session'
import { AppRoot } from '../app-root'
import { createAppRouter } from '../router'
import { hoistEmotionStyles } from './emotion-styles'
import { hasFailedBoundary } from './failed-boundary'
import { serializeQueryState, type CarriedQuery } from './server-query-state'

/**
 * A query the page reads, already answered: the server loaded it as a signed-out visitor. `askAgain`: the browser
 * asks for it again once hydrated, because that request is what counts the visit (a job's or company's view).
 */
export type QuerySeed = CarriedQuery & { data: unknown }

/** A page as the server renders it per request: where it is, what it reads, its title if it sets none. */
export type SeededPage = { url: string; seeds: QuerySeed[]; fallbackTitle: string }

/**
 * Renders `url` for a signed-out visitor with the given queries already in its cache, so the page renders with
 * its data (its loaders find it there and fetch nothing). The same queries go into the page as JSON for the
 * browser entry to hydrate from (no fetch before the first render, no flash). The body's emotion styles come
 * back hoisted (`head`).
 */
export async function renderSeededPage({ url, seeds, fallbackTitle }: SeededPage, origin: string) {
  const queryClient = createAppQueryClient({ production: true })
  for (const { queryKey, data } of seeds) queryClient.setQueryData(queryKey, data)
  setServerSiteOrigin(origin)
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
    session: signedOutRouteSession,
  })
  await router.load()
  const html = renderToString(<AppRoot queryClient={queryClient} router={router} />)
  const meta = takeServerPageMeta()
  const failed = router.state.matches.some((match) => match.status !== 'success') || hasFailedBoundary(html)
  const { body, head } = hoistEmotionStyles(html)
  const queryState = serializeQueryState(queryClient, seeds)
  // The server renders one page per request: its cache's garbage-collection timers must not keep it in memory.
  queryClient.clear()
  return {
    statusCode: failed ? 500 : 200,
    body,
    head,
    title: documentTitle(meta?.title ?? fallbackTitle),
    description: meta?.description ?? '',
    queryState,
  }
}
