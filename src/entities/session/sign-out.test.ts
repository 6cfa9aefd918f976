import { describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => [] as string[])
vi.mock('@/lib/api-client/api-client', () => ({
  apiRequest: vi.fn(async (path: string) => void calls.push(`server ${path}`)),
}))
vi.mock('@/lib/outbox/queue', () => ({ clearOutbox: vi.fn(async () => void calls.push('outbox')) }))
vi.mock('../../lib/session/session', () => ({
  sessionStore: { getState: () => ({ token: 'T1', clear: () => void calls.push('session') }) },
}))

const { signOut } = await import('./sign-out')

describe('signOut', () => {
  it('revokes on the server, drops the session, then empties the outbox', async () => {
    await signOut({ everywhere: true })
    expect(calls).toEqual(['server /Auth/logout-all', 'session', 'outbox'])
  })
})
