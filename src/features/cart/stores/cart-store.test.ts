import { describe, expect, it } from 'vitest'
import type { StateStorage } from 'zustand/middleware'
import type { CartLineInput } from '@/api/cart'
import { CART_STORAGE_KEY, createCartStore, migrateCart } from './cart-store'

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial))
  const storage: StateStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
  return { data, storage }
}

const seats = (over: Partial<CartLineInput> = {}): CartLineInput => ({
  id: 'premium-seats',
  quantity: 1,
  users: 1,
  billingCycle: 'monthly',
  ...over,
})

const setup = (initial?: Record<string, string>) => {
  const mem = memory(initial)
  const store = createCartStore(() => mem.storage)
  return { store, ...mem, state: () => store.getState() }
}

describe('cart store', () => {
  it('adding an existing product increases its quantity, priced per unit for its cycle', () => {
    const { state } = setup()
    state().addItem(seats({ users: 2 }))
    state().addItem(seats({ users: 2 }))
    expect(state().items).toEqual([
      {
        id: 'premium-seats',
        name: 'Premium seats',
        price: 19.9,
        quantity: 2,
        users: 2,
        billingCycle: 'monthly',
      },
    ])
  })

  it('setQuantity: 0 or less removes the line', () => {
    const { state } = setup()
    state().addItem(seats())
    state().setQuantity('premium-seats', 3)
    expect(state().items[0]?.quantity).toBe(3)
    state().setQuantity('premium-seats', 0)
    expect(state().items).toEqual([])
    state().addItem(seats())
    state().setQuantity('premium-seats', -1)
    expect(state().lines).toEqual([])
  })

  it('setUsers clamps to 1–20 and reprices; setBillingCycle reprices', () => {
    const { state } = setup()
    state().addItem(seats())
    state().setUsers('premium-seats', 25)
    expect(state().items[0]).toMatchObject({ users: 20, price: 199 })
    state().setUsers('premium-seats', 0)
    expect(state().items[0]).toMatchObject({ users: 1, price: 9.95 })
    state().setBillingCycle('premium-seats', 'annual')
    expect(state().items[0]).toMatchObject({ billingCycle: 'annual', price: 95.52 })
  })

  it('removeItem and clear empty the cart', () => {
    const { state } = setup()
    state().addItem(seats())
    state().removeItem('premium-seats')
    expect(state().items).toEqual([])
    state().addItem(seats({ quantity: 4 }))
    state().clear()
    expect(state().items).toEqual([])
  })

  it('counts user changes, but not no-ops or adoptions of the server cart', () => {
    const { state } = setup()
    state().addItem(seats())
    expect(state().changeSeq).toBe(1)
    state().setUsers('premium-seats', 1) // same value
    state().removeItem('nothing-here')
    expect(state().changeSeq).toBe(1)
    state().adopt([seats({ quantity: 5 })], 'user-1')
    expect(state()).toMatchObject({ changeSeq: 1, owner: 'user-1' })
    expect(state().items[0]?.quantity).toBe(5)
  })

  it("a change to a visitor's lines drops the key of a merge made for the old lines", () => {
    const { state } = setup()
    state().addItem(seats())
    state().setMergeKey('key-1')
    state().setUsers('premium-seats', 2)
    expect(state().mergeKey).toBeNull()
  })

  it('persists lines, owner, merge key and "not sent yet" under reelhire.cart, but never the open state', () => {
    const { state, data } = setup()
    state().addItem(seats({ users: 3 }))
    state().setOpen(true)
    const stored = JSON.parse(data.get(CART_STORAGE_KEY) ?? '{}')
    expect(stored).toEqual({
      state: { lines: [seats({ users: 3 })], owner: null, mergeKey: null, unsynced: true },
      version: 2,
    })
  })

  it('restores a stored cart, repricing it', () => {
    const stored = JSON.stringify({
      state: { lines: [seats({ users: 2, billingCycle: 'annual' })], owner: 'u1', mergeKey: null },
      version: 2,
    })
    const { state } = setup({ [CART_STORAGE_KEY]: stored })
    expect(state()).toMatchObject({ owner: 'u1', isOpen: false, changeSeq: 0, unsynced: false })
    expect(state().items[0]).toMatchObject({ price: 191.04, users: 2 })
  })

  it('migrates the v1 cart (priced items, always local) to visitor lines', () => {
    const v1 = JSON.stringify({
      state: {
        items: [
          {
            id: 'premium-seats',
            name: 'Premium seats',
            price: 1,
            quantity: 2,
            users: 3,
            billingCycle: 'monthly',
          },
          { id: 'old-thing', name: 'Old', price: 5, quantity: 1, users: 1, billingCycle: 'monthly' },
        ],
      },
      version: 1,
    })
    const { state } = setup({ [CART_STORAGE_KEY]: v1 })
    expect(state().lines).toEqual([seats({ quantity: 2, users: 3 })])
    expect(state().items[0]?.price).toBe(29.85)
    expect(state().owner).toBeNull()
    expect(migrateCart(null, 1)).toEqual({ lines: [], owner: null, mergeKey: null, unsynced: false })
  })
})
