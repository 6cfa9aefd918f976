import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import type { CartItem, CartLineInput } from '@/api/cart'
import type { BillingCycle } from '@/api/pricing'
import {
  addLine,
  priceLines,
  removeLine,
  sameLines,
  sanitizeLines,
  setLineCycle,
  setLineQuantity,
  setLineUsers,
} from '../lib/cart-rules'

export const CART_STORAGE_KEY = 'reelhire.cart'
export const CART_STORAGE_VERSION = 2

export type CartState = {
  /** What the user chose: the truth the server also keeps (unpriced). */
  lines: CartLineInput[]
  /** `lines` priced with priceCartLine; always derived, never edited on its own. */
  items: CartItem[]
  /** The signed-in user whose account cart these lines mirror; null: a visitor's lines (merged on sign-in). */
  owner: string | null
  /** Idempotency-Key of the visitor → account merge while it has not succeeded (a retry replays, never doubles). */
  mergeKey: string | null
  /** Grows by one per change the user made (not per adoption of the server's cart); the sync listens to it. */
  changeSeq: number
  /**
   * A change the user made that the sync has not handed to the outbox yet: one made before the sync's module
   * loaded (it starts after the first paint), or in a page closed at once. The sync queues it when it starts,
   * instead of letting the server's cart replace it.
   */
  unsynced: boolean
  isOpen: boolean
  /** Read out by the drawer's status line, e.g. after "Add to cart" opened it; cleared when it closes. */
  announcement: string
  setOpen: (open: boolean, announcement?: string) => void
  /** Adds a line; a product already in the cart gets its quantity increased. */
  addItem: (line: CartLineInput) => void
  /** 0 or less removes the line. */
  setQuantity: (id: string, quantity: number) => void
  /** Clamped to 1–20; the line is repriced. */
  setUsers: (id: string, users: number) => void
  setBillingCycle: (id: string, cycle: BillingCycle) => void
  removeItem: (id: string) => void
  clear: () => void
  /** Replaces the lines with the server's (or another source's) without counting as a user change. */
  adopt: (lines: readonly CartLineInput[], owner: string | null) => void
  setMergeKey: (key: string | null) => void
  /** The sync has the changes up to `changeSeq` in the outbox. */
  markQueued: (changeSeq: number) => void
}

type Persisted = Pick<CartState, 'lines' | 'owner' | 'mergeKey' | 'unsynced'>

const withLines = (lines: CartLineInput[]) => ({ lines, items: priceLines(lines) })

/** Reads whatever an older version (v1 kept priced `items`, always local) or a broken write left behind. */
export function migrateCart(persisted: unknown, version: number): Persisted {
  const raw = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as Record<
    string,
    unknown
  >
  if (version < 2) return { lines: sanitizeLines(raw['items']), owner: null, mergeKey: null, unsynced: false }
  return {
    lines: sanitizeLines(raw['lines']),
    owner: typeof raw['owner'] === 'string' ? raw['owner'] : null,
    mergeKey: typeof raw['mergeKey'] === 'string' ? raw['mergeKey'] : null,
    unsynced: raw['unsynced'] === true,
  }
}

function safeLocalStorage(): StateStorage {
  // Blocked storage (private mode, prerender): the cart still works for this tab, in memory.
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage
  } catch {
    // fall through
  }
  const memory = new Map<string, string>()
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  }
}

/**
 * The cart, persisted in localStorage 'reelhire.cart'. Visitors keep it only here; for a
 * signed-in user cart-sync mirrors every change to the server through the outbox. The drawer's open state is
 * never persisted.
 */
export function createCartStore(storage: () => StateStorage = safeLocalStorage) {
  return create<CartState>()(
    persist(
      (set, get) => {
        /** A user change: a no-op leaves everything (and the outbox) alone. */
        const change = (next: CartLineInput[]) => {
          const s = get()
          if (sameLines(s.lines, next)) return
          set({
            ...withLines(next),
            changeSeq: s.changeSeq + 1,
            unsynced: true,
            // The visitor lines a pending merge was keyed for are no longer the ones to merge.
            mergeKey: s.owner === null ? null : s.mergeKey,
          })
        }
        return {
          lines: [],
          items: [],
          owner: null,
          mergeKey: null,
          changeSeq: 0,
          unsynced: false,
          isOpen: false,
          announcement: '',
          setOpen: (isOpen, announcement = '') => set({ isOpen, announcement: isOpen ? announcement : '' }),
          addItem: (line) => change(addLine(get().lines, line)),
          setQuantity: (id, quantity) => change(setLineQuantity(get().lines, id, quantity)),
          setUsers: (id, users) => change(setLineUsers(get().lines, id, users)),
          setBillingCycle: (id, cycle) => change(setLineCycle(get().lines, id, cycle)),
          removeItem: (id) => change(removeLine(get().lines, id)),
          clear: () => change([]),
          adopt: (lines, owner) => {
            const s = get()
            const next = sanitizeLines(lines)
            // The sync adopts only when nothing newer is waiting: what the user changed is on the server now.
            if (s.owner === owner && sameLines(s.lines, next)) {
              if (s.unsynced) set({ unsynced: false })
              return
            }
            set({ ...withLines(next), owner, mergeKey: owner === null ? s.mergeKey : null, unsynced: false })
          },
          setMergeKey: (mergeKey) => set({ mergeKey }),
          markQueued: (changeSeq) => {
            if (get().changeSeq === changeSeq && get().unsynced) set({ unsynced: false })
          },
        }
      },
      {
        name: CART_STORAGE_KEY,
        version: CART_STORAGE_VERSION,
        storage: createJSONStorage(storage),
        partialize: (s): Persisted => ({
          lines: s.lines,
          owner: s.owner,
          mergeKey: s.mergeKey,
          unsynced: s.unsynced,
        }),
        migrate: migrateCart,
        // Rehydration (start, or another tab wrote) replaces the lines but is no user change.
        merge: (persisted, current) => {
          const p = migrateCart(persisted, CART_STORAGE_VERSION)
          return { ...current, ...p, items: priceLines(p.lines) }
        },
      },
    ),
  )
}

export type CartStore = ReturnType<typeof createCartStore>

export const useCartStore = createCartStore()
