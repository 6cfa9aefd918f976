// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { hydrateServerQueryState, SERVER_QUERY_STATE_ID, serializeQueryState } from './server-query-state'

/** A document holding the state the way the server's page does. */
function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page')
  if (json !== null) {
    const script = doc.createElement('script')
    script.type = 'application/json'
    script.id = SERVER_QUERY_STATE_ID
    script.textContent = json
    doc.body.appendChild(script)
  }
  return doc
}

describe('server query state', () => {
  it('carries only the named queries to the browser’s query client', () => {
    const server = new QueryClient()
    server.setQueryData(['job', '1'], { id: '1', title: 'A </script> job' })
    server.setQueryData(['session'], { userId: 'private' })
    const json = serializeQueryState(server, [{ queryKey: ['job', '1'] }])
    expect(json).not.toContain('<')
    expect(json).not.toContain('private')

    const browser = new QueryClient()
    expect(hydrateServerQueryState(browser, pageWith(json))).toEqual([])
    expect(browser.getQueryData(['job', '1'])).toEqual({ id: '1', title: 'A </script> job' })
    expect(browser.getQueryData(['session'])).toBeUndefined()
  })

  it('answers the keys of the queries marked to be asked for again, and only those', () => {
    const server = new QueryClient()
    server.setQueryData(['job', '1'], { id: '1' })
    server.setQueryData(['jobs', 'page 1'], { items: [] })
    const json = serializeQueryState(server, [
      { queryKey: ['job', '1'], askAgain: true },
      { queryKey: ['jobs', 'page 1'] },
    ])
    const browser = new QueryClient()
    expect(hydrateServerQueryState(browser, pageWith(json))).toEqual([['job', '1']])
    expect(browser.getQueryData(['jobs', 'page 1'])).toEqual({ items: [] })
  })

  it('keeps a newer copy already in the cache', () => {
    const server = new QueryClient()
    server.setQueryData(['job', '1'], { title: 'old' }, { updatedAt: 1_000 })
    const browser = new QueryClient()
    browser.setQueryData(['job', '1'], { title: 'new' }, { updatedAt: 2_000 })
    hydrateServerQueryState(browser, pageWith(serializeQueryState(server, [{ queryKey: ['job', '1'] }])))
    expect(browser.getQueryData(['job', '1'])).toEqual({ title: 'new' })
  })

  it('does nothing on a page without state, or with a broken one', () => {
    const browser = new QueryClient()
    expect(hydrateServerQueryState(browser, pageWith(null))).toEqual([])
    expect(hydrateServerQueryState(browser, pageWith('{not json'))).toEqual([])
  })
})
