import { describe, expect, it } from 'vitest'
import type { CartLineInput } from '@/api/cart'
import {
  addLine,
  clampUsers,
  linesFromCart,
  priceLines,
  removeLine,
  sanitizeLines,
  setLineCycle,
  setLineQuantity,
  setLineUsers,
} from './cart-rules'

const seats = (over: Partial<CartLineInput> = {}): CartLineInput => ({
  id: 'premium-seats',
  quantity: 1,
  users: 1,
  billingCycle: 'monthly',
  ...over,
})

describe('cart rules', () => {
  it('adds a new product as a line', () => {
    expect(addLine([], seats({ users: 3 }))).toEqual([seats({ users: 3 })])
  })

  it('adding a product already in the cart increases its quantity instead of adding a line', () => {
    const lines = addLine([seats({ quantity: 2 })], seats({ quantity: 1, users: 4, billingCycle: 'annual' }))
    expect(lines).toEqual([seats({ quantity: 3, users: 4, billingCycle: 'annual' })])
  })

  it('never mutates its input', () => {
    const before = [seats()]
    addLine(before, seats())
    setLineUsers(before, 'premium-seats', 5)
    expect(before).toEqual([seats()])
  })

  it('a quantity of 0 or less removes the line; a positive one is set', () => {
    expect(setLineQuantity([seats({ quantity: 2 })], 'premium-seats', 0)).toEqual([])
    expect(setLineQuantity([seats({ quantity: 2 })], 'premium-seats', -3)).toEqual([])
    expect(setLineQuantity([seats()], 'premium-seats', 4)).toEqual([seats({ quantity: 4 })])
    expect(setLineQuantity([seats()], 'premium-seats', Number.NaN)).toEqual([seats()])
  })

  it('clamps users to 1–20 and whole numbers', () => {
    expect(clampUsers(0)).toBe(1)
    expect(clampUsers(-4)).toBe(1)
    expect(clampUsers(21)).toBe(20)
    expect(clampUsers(7.4)).toBe(7)
    expect(setLineUsers([seats()], 'premium-seats', 99)).toEqual([seats({ users: 20 })])
    expect(addLine([], seats({ users: 50 }))[0]?.users).toBe(20)
  })

  it('reprices when users or the billing cycle change', () => {
    const three = setLineUsers([seats()], 'premium-seats', 3)
    expect(priceLines(three)[0]?.price).toBe(29.85)
    const annual = setLineCycle(three, 'premium-seats', 'annual')
    // 9.95 × 12 × 0.8 = 95.52 per user per year
    expect(priceLines(annual)[0]).toMatchObject({
      price: 286.56,
      billingCycle: 'annual',
      name: 'Premium seats',
    })
  })

  it('removes a line', () => {
    expect(removeLine([seats()], 'premium-seats')).toEqual([])
  })

  it('keeps only valid, known, unique lines from untrusted input', () => {
    expect(
      sanitizeLines([
        { id: 'premium-seats', quantity: 2, users: 30, billingCycle: 'annual', price: 1 },
        { id: 'premium-seats', quantity: 1, users: 1, billingCycle: 'monthly' },
        { id: 'gold-bars', quantity: 1, users: 1, billingCycle: 'monthly' },
        { id: 'premium-seats', quantity: 'x' },
        null,
      ]),
    ).toEqual([seats({ quantity: 2, users: 20, billingCycle: 'annual' })])
    expect(sanitizeLines('nope')).toEqual([])
    expect(linesFromCart({ items: [{ ...priceLines([seats()])[0]!, price: 0 }] })).toEqual([seats()])
  })
})
