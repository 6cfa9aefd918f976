// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { priceCartLine, type CartLineInput } from '@/api/cart'
import { getMeta, listEntries } from '@/lib/outbox/queue'
import { envelope, resetOutboxDb } from '@/lib/outbox/test-support'
import { sessionStore } from '@/lib/session/session'
import { fakeJwt } from '@/lib/session/test-tokens'
import { useCartStore } from '../stores/cart-store'
import { startCartSync } from './cart-sync-runtime'

const seats = (over: Partial<CartLineInput> = {}): CartLineInput => ({
  id: 'premium-seats',
  quantity: 1,
  users: 1,
  billingCycle: 'monthly',
  ...over,
})

let release: () => void = () => undefined

beforeEach(async () => {
  await resetOutboxDb()
  useCartStore.setState({ lines: [], items: [], owner: null, mergeKey: null })
})
afterEach(() => {
  release()
  sessionStore.getState().clear()
  vi.unstubAllGlobals()
})

describe('cart sync wired to the real outbox', () => {
  it('adopts the server cart on start, then queues a burst of changes as one cart write', async () => {
    const requests: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(`${init?.method ?? 'GET'} ${String(input)}`)
        return envelope(200, { items: [priceCartLine(seats({ users: 2 }))], version: 6, updatedAt: null })
      }),
    )
    sessionStore.getState().signIn({
      token: fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      user: { id: 'u1', email: 'a@example.com', name: 'A', role: 'JobSeeker' },
    })
    release = startCartSync()
    await vi.waitFor(() =>
      expect(useCartStore.getState()).toMatchObject({ owner: 'u1', lines: [seats({ users: 2 })] }),
    )
    expect(requests).toEqual(['GET /api/Billing/cart'])
    await vi.waitFor(async () => expect(await getMeta('version:cart:u1')).toBe(6))

    const cart = useCartStore.getState()
    cart.addItem(seats({ users: 2 }))
    cart.setUsers('premium-seats', 4)
    cart.removeItem('premium-seats')
    cart.addItem(seats({ users: 3, billingCycle: 'annual' }))

    await vi.waitFor(async () => {
      const entries = await listEntries()
      expect(entries).toHaveLength(1)
      expect(entries[0]).toMatchObject({
        entityKey: 'cart',
        userId: 'u1',
        method: 'PUT',
        path: '/api/Billing/cart',
        label: 'Cart update',
        body: { items: [seats({ users: 3, billingCycle: 'annual' })], baseVersion: 0 },
        versioned: { metaKey: 'version:cart:u1', field: 'baseVersion' },
      })
    })
    // Nothing was sent by the cart itself: the outbox's drain does the sending.
    expect(requests).toEqual(['GET /api/Billing/cart'])
  })
})
