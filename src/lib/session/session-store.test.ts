import { describe, expect, it, vi } from 'vitest'
import { createSessionStore, type SessionDeps } from './session-store'
import { createSessionWatch } from './session-watch'
import { createTokenRefresher, type LockManagerLike } from './token-refresh'
import { fakeJwt, memoryStorage } from './test-tokens'

const NOW = 1_800_000_000_000
const user = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', role: 'JobSeeker' }

function tab(local: Storage, now = () => NOW) {
  const events = new EventTarget()
  const deps: SessionDeps = { local, session: memoryStorage(), events, now }
  return { store: createSessionStore(deps), events }
}

/** A Web Locks stand-in: callbacks for one name run one after another, like across real tabs. */
function fakeLocks(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    request: <T>(_name: string, callback: () => Promise<T>) => {
      const run = tail.then(callback)
      tail = run.catch(() => undefined)
      return run
    },
  }
}

describe('session store', () => {
  it('persists exactly auth_token, refresh_token and current_user, and announces sign-in', () => {
    const local = memoryStorage()
    const { store, events } = tab(local)
    const changed = vi.fn()
    events.addEventListener('auth:changed', changed)
    store.getState().signIn({ user, token: 'T1', expiresAt: '', refreshToken: 'R1' })
    expect(local.getItem('auth_token')).toBe('T1')
    expect(local.getItem('refresh_token')).toBe('R1')
    expect(JSON.parse(local.getItem('current_user') ?? '{}')).toMatchObject(user)
    expect(changed).toHaveBeenCalledTimes(1)
    // A new tab reads the same session back.
    expect(tab(local).store.getState().user?.email).toBe('ada@example.com')
  })

  it('keeps the two-factor challenge in sessionStorage only', () => {
    const local = memoryStorage()
    const session = memoryStorage()
    const store = createSessionStore({ local, session, events: undefined, now: () => NOW })
    store
      .getState()
      .setChallenge({ requiresTwoFactor: true, tempAuthToken: 't', expiresAt: '', email: 'a@b.co' })
    expect(session.getItem('two_factor_challenge')).toContain('"tempAuthToken":"t"')
    expect([...Array(local.length).keys()].map((i) => local.key(i))).not.toContain('two_factor_challenge')
  })
})

describe('every-second check', () => {
  it('drops a user whose token expired and cannot be refreshed, announcing logout', async () => {
    const local = memoryStorage()
    const { store, events } = tab(local)
    store.getState().signIn({ user, token: fakeJwt({ exp: NOW / 1000 - 1 }), expiresAt: '' })
    const loggedOut = vi.fn()
    const onExpired = vi.fn()
    events.addEventListener('auth:logout', loggedOut)
    const refresher = { refresh: vi.fn() }
    await createSessionWatch({ store, refresher, now: () => NOW, onExpired }).tick()
    expect(store.getState().token).toBeNull()
    expect(local.getItem('auth_token')).toBeNull()
    expect(loggedOut).toHaveBeenCalledTimes(1)
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(refresher.refresh).not.toHaveBeenCalled()
  })

  it('leaves a token without exp alone', async () => {
    const { store } = tab(memoryStorage())
    store.getState().signIn({ user, token: fakeJwt({ sub: 'u1' }), expiresAt: '', refreshToken: 'R' })
    const refresher = { refresh: vi.fn() }
    await createSessionWatch({ store, refresher, now: () => NOW, onExpired: vi.fn() }).tick()
    expect(store.getState().token).not.toBeNull()
    expect(refresher.refresh).not.toHaveBeenCalled()
  })

  it('refreshes 300 s before expiry and drops the user when the refresh token is rejected', async () => {
    const { store } = tab(memoryStorage())
    store
      .getState()
      .signIn({ user, token: fakeJwt({ exp: NOW / 1000 + 200 }), expiresAt: '', refreshToken: 'R' })
    const onExpired = vi.fn()
    const refresher = { refresh: vi.fn().mockResolvedValue('rejected') }
    await createSessionWatch({ store, refresher, now: () => NOW, onExpired }).tick()
    expect(refresher.refresh).toHaveBeenCalledTimes(1)
    expect(store.getState().token).toBeNull()
    expect(onExpired).toHaveBeenCalled()
  })
})

describe('refresh shared by tabs', () => {
  it('sends one refresh for two tabs; the second adopts the rotated pair', async () => {
    const local = memoryStorage()
    const locks = fakeLocks()
    const a = tab(local)
    a.store
      .getState()
      .signIn({ user, token: fakeJwt({ exp: NOW / 1000 + 100 }), expiresAt: '', refreshToken: 'R1' })
    const b = tab(local)
    const fresh = fakeJwt({ exp: NOW / 1000 + 900 })
    const requestRefresh = vi.fn(async (refreshToken: string) => {
      expect(refreshToken).toBe('R1')
      return { user, token: fresh, expiresAt: '', refreshToken: 'R2' }
    })
    const make = (store: typeof a.store) =>
      createTokenRefresher({ store, requestRefresh, isRejection: () => true, locks, now: () => NOW })
    const [ra, rb] = [make(a.store), make(b.store)]
    const stale = a.store.getState().token
    const outcomes = await Promise.all([ra.refresh(stale), rb.refresh(stale), ra.refresh(stale)])
    expect(requestRefresh).toHaveBeenCalledTimes(1)
    expect(outcomes.sort()).toEqual(['not-needed', 'refreshed', 'refreshed'])
    expect(b.store.getState().token).toBe(fresh)
    expect(b.store.getState().refreshToken).toBe('R2')
    expect(local.getItem('refresh_token')).toBe('R2')
  })

  it('does not resurrect a session signed out while the refresh was in flight', async () => {
    const { store } = tab(memoryStorage())
    store
      .getState()
      .signIn({ user, token: fakeJwt({ exp: NOW / 1000 + 10 }), expiresAt: '', refreshToken: 'R1' })
    const refresher = createTokenRefresher({
      store,
      requestRefresh: async () => {
        store.getState().clear()
        return { user, token: 'new', expiresAt: '', refreshToken: 'R2' }
      },
      isRejection: () => false,
      locks: undefined,
      now: () => NOW,
    })
    expect(await refresher.refresh()).toBe('rejected')
    expect(store.getState().token).toBeNull()
  })
})
