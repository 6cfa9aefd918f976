import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { CART_MIN_QUANTITY } from '@/api/constants'

/** A cart line (seed 1 §3 "Cart item"). `price` is the price of one unit for its billing cycle, in USD. */
export type CartItem = {
  id: string
  name: string
  price: number
  quantity: number
  users: number
  billingCycle: 'monthly' | 'annual'
}

type CartState = {
  items: CartItem[]
  isOpen: boolean
  setOpen: (open: boolean) => void
  addItem: (item: CartItem) => void
  removeItem: (id: string) => void
  clear: () => void
}

/**
 * The local cart. Server sync through the outbox comes with the billing issue; until then the lines are
 * kept in localStorage so a reload does not lose them. The drawer's open state is never persisted.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      isOpen: false,
      setOpen: (isOpen) => set({ isOpen }),
      addItem: (item) =>
        set((s) => {
          const quantity = Math.max(CART_MIN_QUANTITY, item.quantity)
          const others = s.items.filter((i) => i.id !== item.id)
          return { items: [...others, { ...item, quantity }] }
        }),
      removeItem: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
      clear: () => set({ items: [] }),
    }),
    {
      name: 'reelhire.cart',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ items: s.items }),
      version: 1,
    },
  ),
)
