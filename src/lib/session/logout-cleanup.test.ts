import { describe, expect, it, vi } from 'vitest'
import { createSessionStore } from './session-store'
import { clearSignedOutData, LOCAL_CART_KEY, logoutCleanupSettled, watchLogouts } from './logout-cleanup'
import { memoryStorage } from './test-tokens'

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'JobSeeker' }

function setup() {
  const local = memoryStorage()
  const store = createSessionStore({
    local,
    session: memoryStorage(),
    events: new EventTarget(),
    now: () => 0,
  })
  const deps = { queryClient: { clear: vi.fn() }, clearPersistedQueries: vi.fn(async () => undefined), local }
  return { local, store, deps }
}

describe('logout clean-up', () => {
  it('clears the query cache, the persisted cache and the local cart when a session ends', async () => {
    const { local, store, deps } = setup()
    store.getState().signIn({ user, token: 'T1', expiresAt: '' })
    local.setItem(LOCAL_CART_KEY, '{"items":[1]}')
    watchLogouts(store, deps)
    store.getState().clear()
    await logoutCleanupSettled()
    expect(deps.queryClient.clear).toHaveBeenCalledOnce()
    expect(deps.clearPersistedQueries).toHaveBeenCalledOnce()
    expect(local.getItem(LOCAL_CART_KEY)).toBeNull()
  })

  it('runs for a sign-out in another tab (or by the API client), not for refreshes or sign-ins', async () => {
    const { local, store, deps } = setup()
    watchLogouts(store, deps)
    store.getState().signIn({ user, token: 'T1', expiresAt: '' })
    store.getState().setTokens('T2', 'R2')
    expect(deps.queryClient.clear).not.toHaveBeenCalled()
    // The other tab removed the keys; the 'storage' event makes this tab re-read them.
    local.removeItem('auth_token')
    store.getState().syncFromStorage()
    await logoutCleanupSettled()
    expect(deps.queryClient.clear).toHaveBeenCalledOnce()
    expect(deps.clearPersistedQueries).toHaveBeenCalledOnce()
  })

  it('stops watching when unsubscribed, and never throws', async () => {
    const { store, deps } = setup()
    store.getState().signIn({ user, token: 'T1', expiresAt: '' })
    watchLogouts(store, deps)()
    store.getState().clear()
    expect(deps.queryClient.clear).not.toHaveBeenCalled()
    deps.clearPersistedQueries.mockRejectedValueOnce(new Error('blocked'))
    await expect(clearSignedOutData({ ...deps, local: undefined })).resolves.toBeUndefined()
    expect(deps.queryClient.clear).toHaveBeenCalledOnce()
  })
})
