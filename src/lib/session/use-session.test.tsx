// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY, CURRENT_USER_KEY } from './session-keys'
import { fakeJwt } from './test-tokens'

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', role: 'JobSeeker' }
let useSignedInUserId: typeof import('./use-session').useSignedInUserId

beforeAll(async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  // Signed in before the session module loads, as in a tab that opens a page with a stored session.
  localStorage.setItem(AUTH_TOKEN_KEY, fakeJwt({ sub: user.id }))
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user))
  vi.resetModules()
  ;({ useSignedInUserId } = await import('./use-session'))
})

function Viewer({ seen }: { seen: (string | null)[] }) {
  const id = useSignedInUserId()
  seen.push(id)
  return <span>{id ?? 'visitor'}</span>
}

describe('useSession', () => {
  it('hydrates HTML rendered for a visitor as a visitor, then shows the signed-in user', async () => {
    const html = renderToString(<Viewer seen={[]} />)
    expect(html).toContain('visitor')
    const container = document.createElement('div')
    container.innerHTML = html
    const seen: (string | null)[] = []
    const recoverable: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Viewer seen={seen} />, {
        onRecoverableError: (error) => recoverable.push(error),
      })
    })
    expect(recoverable).toEqual([])
    expect(seen).toEqual([null, user.id])
    expect(container.textContent).toBe(user.id)
  })

  it('answers the signed-in user from the first render of a client render', async () => {
    const container = document.createElement('div')
    const seen: (string | null)[] = []
    await act(async () => createRoot(container).render(<Viewer seen={seen} />))
    expect(seen).toEqual([user.id])
  })
})
