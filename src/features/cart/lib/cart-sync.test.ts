import { describe, expect, it, vi } from 'vitest'
import type { StateStorage } from 'zustand/middleware'
import { priceCartLine, type Cart, type CartLineInput } from '@/api/cart'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'
import { createCartStore } from '../stores/cart-store'
import { CART_CONFLICT_TOAST, createCartSync, type CartOutcomeHandlers, type CartSyncDeps } from './cart-sync'

const seats = (over: Partial<CartLineInput> = {}): CartLineInput => ({
  id: 'premium-seats',
  quantity: 1,
  users: 1,
  billingCycle: 'monthly',
  ...over,
})
const cartOf = (lines: CartLineInput[], version: number): Cart => ({
  items: lines.map(priceCartLine),
  version,
  updatedAt: version ? '2026-01-01T00:00:00.000Z' : null,
})
const entry = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: 'e1',
  seq: 1,
  entityKey: 'cart',
  userId: 'u1',
  method: 'PUT',
  path: '/api/Billing/cart',
  label: 'Cart update',
  status: 'pending',
  attempts: 1,
  nextAttemptAt: 0,
  createdAt: 0,
  ...over,
})
const apiFailure = (statusCode: number, code = 'X') => Object.assign(new Error(code), { statusCode, code })

function setup(
  options: {
    userId?: string | null
    server?: Cart
    /** Runs on the store before the sync exists (its module loads after the page's first paint). */
    before?: (store: ReturnType<typeof createCartStore>) => void
  } = {},
) {
  const data = new Map<string, string>()
  const storage: StateStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
  const store = createCartStore(() => storage)
  options.before?.(store)
  let userId = options.userId ?? null
  const userListeners = new Set<(id: string | null) => void>()
  let reconnect = () => {}
  let handlers: CartOutcomeHandlers | undefined
  const world = {
    server: options.server ?? cartOf([], 0),
    pending: [] as string[],
    writes: [] as OutboxWrite[],
  }
  const deps = {
    store,
    getUserId: () => userId,
    subscribeUser: (listener: (id: string | null) => void) => {
      userListeners.add(listener)
      return () => userListeners.delete(listener)
    },
    fetchCart: vi.fn(async () => world.server),
    mergeCart: vi.fn(async (items: CartLineInput[], _key: string) => {
      const merged = world.server.items.map((i) =>
        seats({ quantity: i.quantity, users: i.users, billingCycle: i.billingCycle }),
      )
      for (const line of items) {
        const existing = merged.find((l) => l.id === line.id)
        if (existing) existing.quantity += line.quantity
        else merged.push(line)
      }
      world.server = cartOf(merged, world.server.version + 1)
      return world.server
    }),
    queueWrite: vi.fn(async (write: OutboxWrite) => {
      world.writes.push(write)
    }),
    pendingCartWrites: vi.fn(async () => world.pending),
    setVersion: vi.fn(async (_userId: string, _version: number) => {}),
    onOutcome: (h: CartOutcomeHandlers) => {
      handlers = h
      return () => {
        handlers = undefined
      }
    },
    subscribeReconnect: (listener: () => void) => {
      reconnect = listener
      return () => {}
    },
    notify: vi.fn(),
    newKey: vi.fn(() => 'merge-key-1'),
  } satisfies CartSyncDeps
  const sync = createCartSync(deps)
  return {
    store,
    state: () => store.getState(),
    deps,
    sync,
    world,
    signIn: (id: string | null) => {
      userId = id
      for (const l of userListeners) l(id)
    },
    reconnect: () => reconnect(),
    outcome: () => {
      if (!handlers) throw new Error('no outcome handlers')
      return handlers
    },
  }
}

describe('cart sync: visitors', () => {
  it('keeps a visitor cart local: changes enqueue nothing and nothing is fetched', async () => {
    const t = setup()
    await t.sync.sync()
    t.state().addItem(seats())
    t.state().setUsers('premium-seats', 4)
    t.state().removeItem('premium-seats')
    await t.sync.flushed()
    expect(t.deps.queueWrite).not.toHaveBeenCalled()
    expect(t.deps.fetchCart).not.toHaveBeenCalled()
    expect(t.deps.mergeCart).not.toHaveBeenCalled()
  })
})

describe('cart sync: signed in', () => {
  it('on start adopts the server cart and stores its version', async () => {
    const t = setup({ userId: 'u1', server: cartOf([seats({ users: 3 })], 7) })
    await t.sync.sync()
    expect(t.state().lines).toEqual([seats({ users: 3 })])
    expect(t.state().owner).toBe('u1')
    expect(t.deps.setVersion).toHaveBeenCalledWith('u1', 7)
  })

  it('sends a change made before it started, instead of replacing it with the server cart', async () => {
    const t = setup({
      userId: 'u1',
      server: cartOf([], 3),
      before: (store) => {
        store.getState().adopt([], 'u1') // the account's (empty) cart, adopted on an earlier page
        store.getState().addItem(seats()) // "Add to cart" before the sync's module had loaded
      },
    })
    expect(t.state().unsynced).toBe(true)
    await t.sync.sync()
    await t.sync.flushed()
    expect(t.state().lines).toEqual([seats()])
    expect(t.world.writes.map((w) => w.body)).toEqual([{ items: [seats()], baseVersion: 0 }])
    expect(t.deps.fetchCart).not.toHaveBeenCalled()
    expect(t.state().unsynced).toBe(false)
  })

  it('does not fetch while a cart write is pending (the local cart is newer)', async () => {
    const t = setup({ userId: 'u1', server: cartOf([seats()], 2) })
    t.state().adopt([seats({ quantity: 4 })], 'u1')
    t.world.pending = ['e1']
    await t.sync.sync()
    expect(t.deps.fetchCart).not.toHaveBeenCalled()
    expect(t.state().lines).toEqual([seats({ quantity: 4 })])
  })

  it('queues exactly one outbox write per change, with the absolute cart', async () => {
    const t = setup({ userId: 'u1', server: cartOf([], 0) })
    await t.sync.sync()
    t.state().addItem(seats({ users: 2 }))
    await t.sync.flushed()
    expect(t.world.writes).toEqual([
      {
        entityKey: 'cart',
        userId: 'u1',
        method: 'PUT',
        path: '/api/Billing/cart',
        body: { items: [seats({ users: 2 })], baseVersion: 0 },
        versioned: { metaKey: 'version:cart:u1', field: 'baseVersion' },
        label: 'Cart update',
      },
    ])
    t.state().setBillingCycle('premium-seats', 'annual')
    t.state().setQuantity('premium-seats', 0)
    await t.sync.flushed()
    expect(t.world.writes).toHaveLength(3)
    expect(t.world.writes.map((w) => (w.body as { items: unknown[] }).items)).toEqual([
      [seats({ users: 2 })],
      [seats({ users: 2, billingCycle: 'annual' })],
      [],
    ])
    // A no-op is no change.
    t.state().removeItem('premium-seats')
    await t.sync.flushed()
    expect(t.world.writes).toHaveLength(3)
  })

  it('on a version conflict refetches, adopts the server cart and says so', async () => {
    const t = setup({ userId: 'u1', server: cartOf([], 0) })
    await t.sync.sync()
    t.state().addItem(seats())
    await t.sync.flushed()
    t.world.server = cartOf([seats({ users: 9, billingCycle: 'annual' })], 5)
    t.outcome().conflict(entry())
    await vi.waitFor(() => expect(t.deps.notify).toHaveBeenCalled())
    expect(t.deps.notify).toHaveBeenCalledWith({ type: 'info', title: CART_CONFLICT_TOAST })
    expect(CART_CONFLICT_TOAST).toBe('Your cart changed on another device')
    expect(t.state().lines).toEqual([seats({ users: 9, billingCycle: 'annual' })])
    expect(t.deps.setVersion).toHaveBeenLastCalledWith('u1', 5)
  })

  it('leaves a conflict to a newer pending write', async () => {
    const t = setup({ userId: 'u1' })
    await t.sync.sync()
    t.world.pending = ['e2']
    t.outcome().conflict(entry({ id: 'e1' }))
    await new Promise((r) => setTimeout(r, 0))
    expect(t.deps.fetchCart).toHaveBeenCalledTimes(1) // only the start
    expect(t.deps.notify).not.toHaveBeenCalled()
  })

  it('rolls back to the server cart when a write is refused or discarded', async () => {
    const t = setup({ userId: 'u1', server: cartOf([seats()], 1) })
    await t.sync.sync()
    t.state().setUsers('premium-seats', 6)
    await t.sync.flushed()
    t.outcome().failed(entry({ status: 'failed' }))
    await vi.waitFor(() => expect(t.state().lines).toEqual([seats()]))
    t.state().setUsers('premium-seats', 8)
    await t.sync.flushed()
    t.outcome().discarded(entry({ id: 'e3' }))
    await vi.waitFor(() => expect(t.state().lines).toEqual([seats()]))
    expect(t.deps.notify).not.toHaveBeenCalled()
  })

  it("adopts a sent write's cart only when no newer cart write is pending", async () => {
    const t = setup({ userId: 'u1' })
    await t.sync.sync()
    t.state().addItem(seats())
    await t.sync.flushed()
    t.outcome().sent(entry({ id: 'e1' }), cartOf([seats({ quantity: 2 })], 3))
    await vi.waitFor(() => expect(t.state().lines).toEqual([seats({ quantity: 2 })]))
    expect(t.deps.setVersion).not.toHaveBeenCalledWith('u1', 3) // the outbox stores the version

    t.world.pending = ['e2']
    t.outcome().sent(entry({ id: 'e1' }), cartOf([], 4))
    await new Promise((r) => setTimeout(r, 0))
    expect(t.state().lines).toEqual([seats({ quantity: 2 })])
  })

  it("ignores outcomes of another user's entries", async () => {
    const t = setup({ userId: 'u1', server: cartOf([seats()], 1) })
    await t.sync.sync()
    t.world.server = cartOf([], 2)
    t.outcome().conflict(entry({ userId: 'u2' }))
    t.outcome().sent(entry({ userId: 'u2' }), cartOf([], 2))
    await new Promise((r) => setTimeout(r, 0))
    expect(t.state().lines).toEqual([seats()])
    expect(t.deps.notify).not.toHaveBeenCalled()
  })

  it('a change made while the server cart is loading is not overwritten', async () => {
    const t = setup({ userId: 'u1', server: cartOf([], 1) })
    t.state().adopt([], 'u1')
    let release = () => {}
    t.deps.fetchCart.mockImplementationOnce(
      () =>
        new Promise<Cart>((resolve) => {
          release = () => resolve(cartOf([], 1))
        }),
    )
    const running = t.sync.sync()
    await vi.waitFor(() => expect(t.deps.fetchCart).toHaveBeenCalled())
    t.state().addItem(seats({ users: 5 }))
    release()
    await running
    expect(t.state().lines).toEqual([seats({ users: 5 })])
  })

  it('signing out clears the account cart from this device', async () => {
    const t = setup({ userId: 'u1', server: cartOf([seats()], 1) })
    await t.sync.sync()
    t.signIn(null)
    await t.sync.sync()
    expect(t.state().lines).toEqual([])
    expect(t.state().owner).toBeNull()
  })
})

describe('cart sync: a visitor signs in', () => {
  it("merges the visitor's cart into the account's once, with an idempotency key", async () => {
    const t = setup({ server: cartOf([seats({ quantity: 2 })], 4) })
    await t.sync.sync()
    t.state().addItem(seats({ users: 3 }))
    t.signIn('u1')
    await t.sync.sync()
    expect(t.deps.mergeCart).toHaveBeenCalledTimes(1)
    expect(t.deps.mergeCart).toHaveBeenCalledWith([seats({ users: 3 })], 'merge-key-1')
    expect(t.state().lines).toEqual([seats({ quantity: 3 })])
    expect(t.state()).toMatchObject({ owner: 'u1', mergeKey: null })
    expect(t.deps.setVersion).toHaveBeenCalledWith('u1', 5)
    // Later syncs (reconnect) read the account's cart, they never merge again.
    t.reconnect()
    await t.sync.sync()
    expect(t.deps.mergeCart).toHaveBeenCalledTimes(1)
    expect(t.deps.fetchCart).toHaveBeenCalledTimes(1)
    expect(t.world.writes).toEqual([])
  })

  it('keeps the visitor lines when offline and retries with the same key', async () => {
    const t = setup({ server: cartOf([], 0) })
    t.state().addItem(seats({ users: 2 }))
    t.deps.mergeCart.mockRejectedValueOnce(apiFailure(0, 'NETWORK_ERROR'))
    t.signIn('u1')
    await t.sync.sync()
    expect(t.state()).toMatchObject({ owner: null, mergeKey: 'merge-key-1' })
    expect(t.state().lines).toEqual([seats({ users: 2 })])
    t.deps.newKey.mockReturnValue('another-key')
    t.reconnect()
    await t.sync.sync()
    expect(t.deps.mergeCart).toHaveBeenCalledTimes(2)
    expect(t.deps.mergeCart).toHaveBeenLastCalledWith([seats({ users: 2 })], 'merge-key-1')
    expect(t.state()).toMatchObject({ owner: 'u1', mergeKey: null })
  })

  it('keeps the visitor lines while the address is unverified (the server says not yet)', async () => {
    const t = setup({ server: cartOf([], 0) })
    t.state().addItem(seats())
    t.deps.mergeCart.mockRejectedValueOnce(apiFailure(400, 'ACCOUNT_UNVERIFIED'))
    t.signIn('u1')
    await t.sync.sync()
    expect(t.state()).toMatchObject({ owner: null, lines: [seats()], mergeKey: 'merge-key-1' })
    expect(t.deps.notify).not.toHaveBeenCalled()
  })

  it('drops visitor lines the server refuses for good, says so, and shows the account cart', async () => {
    const t = setup({ server: cartOf([seats({ users: 7 })], 2) })
    t.state().addItem(seats())
    t.deps.mergeCart.mockRejectedValueOnce(apiFailure(400, 'VALIDATION_ERROR'))
    t.signIn('u1')
    await t.sync.sync()
    expect(t.deps.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }))
    expect(t.state()).toMatchObject({ owner: 'u1', lines: [seats({ users: 7 })] })
  })

  it('an outcome never replaces visitor lines still waiting to be merged', async () => {
    const t = setup({ server: cartOf([seats({ users: 7 })], 2) })
    t.state().addItem(seats())
    t.deps.mergeCart.mockRejectedValueOnce(apiFailure(503, 'INTERNAL_ERROR'))
    t.signIn('u1')
    await t.sync.sync()
    t.outcome().failed(entry({ status: 'failed' }))
    t.outcome().sent(entry(), cartOf([], 3))
    await new Promise((r) => setTimeout(r, 0))
    expect(t.state()).toMatchObject({ owner: null, lines: [seats()] })
    // Edits to them stay local too, and the next merge is keyed afresh for the new lines.
    t.state().setUsers('premium-seats', 3)
    await t.sync.flushed()
    expect(t.world.writes).toEqual([])
    expect(t.state().mergeKey).toBeNull()
  })

  it("after signing in again with pending writes, adopts the cart the outbox's write returns", async () => {
    const t = setup({ server: cartOf([], 0) })
    t.world.pending = ['e1']
    t.signIn('u1')
    await t.sync.sync()
    expect(t.deps.fetchCart).not.toHaveBeenCalled()
    t.world.pending = []
    t.outcome().sent(entry({ id: 'e1' }), cartOf([seats({ quantity: 2 })], 3))
    await vi.waitFor(() => expect(t.state()).toMatchObject({ owner: 'u1', lines: [seats({ quantity: 2 })] }))
  })

  it("never merges another account's cart into the one signing in", async () => {
    const t = setup({ userId: 'u1', server: cartOf([seats({ quantity: 3 })], 1) })
    await t.sync.sync()
    t.world.server = cartOf([], 0)
    t.signIn('u2')
    await t.sync.sync()
    expect(t.deps.mergeCart).not.toHaveBeenCalled()
    expect(t.state()).toMatchObject({ owner: 'u2', lines: [] })
  })
})
