// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { useDateFormat } from './use-date-format'
import { useHydrated } from './use-hydrated'

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

/** Renders `element` as the server would, then hydrates that HTML: the HTML, the renders, React's complaints. */
async function serverThenHydrate(element: ReactNode) {
  const html = renderToString(element)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const recoverable: unknown[] = []
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) })
  })
  return { html, container, recoverable }
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true right after, without a mismatch', async () => {
    const seen: boolean[] = []
    function Probe() {
      const hydrated = useHydrated()
      seen.push(hydrated)
      return <span>{hydrated ? 'browser' : 'server'}</span>
    }
    const { html, container, recoverable } = await serverThenHydrate(<Probe />)
    expect(html).toContain('server')
    expect(recoverable).toEqual([])
    expect(container.textContent).toBe('browser')
    expect(seen).toEqual([false, false, true])
  })

  it('is true from the first render of a client render', async () => {
    const seen: boolean[] = []
    function Probe() {
      seen.push(useHydrated())
      return null
    }
    const container = document.createElement('div')
    await act(async () => createRoot(container).render(<Probe />))
    expect(seen).toEqual([true])
  })
})

describe('useDateFormat', () => {
  // 02:00 UTC on 4 March: the 3rd in Los Angeles, the 4th in UTC.
  const posted = '2025-03-04T02:00:00Z'
  const renderedAt = Date.parse('2025-03-05T01:00:00Z')

  function Dates({ at }: { at: number }) {
    const { formatDate, formatRelativeDate } = useDateFormat(at)
    return <span>{`${formatDate(posted)} · ${formatRelativeDate(posted)}`}</span>
  }

  it('writes what the server wrote while hydrating (UTC, from its render time), then the local date', async () => {
    vi.stubEnv('TZ', 'America/Los_Angeles')
    try {
      // Hydrating two days after the server rendered: counted from now the text would say "2 days ago".
      expect(new Date(posted).getDate()).toBe(3) // the zone took effect
      vi.useFakeTimers({ toFake: ['Date'], now: renderedAt })
      const html = renderToString(<Dates at={renderedAt} />)
      vi.setSystemTime(renderedAt + 2 * 86_400_000)
      const container = document.createElement('div')
      container.innerHTML = html
      const recoverable: unknown[] = []
      await act(async () => {
        hydrateRoot(container, <Dates at={renderedAt} />, {
          onRecoverableError: (error) => recoverable.push(error),
        })
      })
      expect(html).toContain('Mar 4, 2025 · Today')
      expect(recoverable).toEqual([])
      expect(container.textContent).toBe(
        `${new Date(posted).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })} · 2 days ago`,
      )
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
