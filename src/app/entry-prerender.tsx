// Server-side entry used only at build time (scripts/prerender.ts): renders a public route to HTML so phones paint
// real content before any JavaScript runs. Emotion writes the styles inline next to the markup when rendering on
// the server; the browser entry then hydrates the same tree.
import { renderToString } from 'react-dom/server'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppQueryClient } from '@/lib/query-client'
import { takeServerPageMeta } from '@/hooks/use-page-meta'
import { AppRoot } from './app-root'
import { createAppRouter } from './router'

export async function renderPage(url: string) {
  const queryClient = createAppQueryClient({ production: true })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }))
  await router.load()
  const html = renderToString(<AppRoot queryClient={queryClient} router={router} />)
  const failed = router.state.matches.some((match) => match.status !== 'success')
  return { html, meta: takeServerPageMeta(), statusCode: failed ? 500 : 200 }
}
