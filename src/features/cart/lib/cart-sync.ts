import { parseWriteData } from '@/lib/api-client/parse-response'
import { CartSchema, type Cart, type CartLineInput } from '@/api/cart'
import { ErrorCode } from '@/api/errors'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'
import type { CartStore } from '../stores/cart-store'
import { linesFromCart } from './cart-rules'

/** The outbox entity of the cart: later cart writes replace pending ones, so a burst of edits is one request. */
export const CART_ENTITY_KEY = 'cart'
/**
 * Where the outbox keeps the server version a queued cart write is based on. Per user: a session that merely
 * expired keeps its queue (and meta) for that user, so another account signing in must not read it.
 */
export const cartVersionMetaKey = (userId: string) => `version:cart:${userId}`
export const CART_PATH = '/api/Billing/cart'
export const CART_CONFLICT_TOAST = 'Your cart changed on another device'
export const CART_MERGE_REFUSED_TOAST = 'Your earlier cart could not be added to your account'

/** The one outbox write of a cart change: the whole cart as it should be (absolute, so replays are harmless). */
export function cartWrite(userId: string, lines: readonly CartLineInput[]): OutboxWrite {
  return {
    entityKey: CART_ENTITY_KEY,
    userId,
    method: 'PUT',
    path: CART_PATH,
    body: { items: lines.map((l) => ({ ...l })), baseVersion: 0 },
    versioned: { metaKey: cartVersionMetaKey(userId), field: 'baseVersion' },
    label: 'Cart update',
  }
}

export type CartOutcomeHandlers = {
  sent: (entry: OutboxEntry, data: unknown) => void
  failed: (entry: OutboxEntry) => void
  conflict: (entry: OutboxEntry) => void
  discarded: (entry: OutboxEntry) => void
}

export type CartToast = { type: 'info' | 'error'; title: string; description?: string }

/** Everything the sync needs from the outside, so tests run it with fakes. */
export type CartSyncDeps = {
  store: Pick<CartStore, 'getState' | 'subscribe'>
  getUserId: () => string | null
  subscribeUser: (listener: (userId: string | null) => void) => () => void
  /** GET /api/Billing/cart */
  fetchCart: () => Promise<Cart>
  /** POST /api/Billing/cart/merge with this Idempotency-Key */
  mergeCart: (items: CartLineInput[], idempotencyKey: string) => Promise<Cart>
  /** Enqueue in the outbox and drain. */
  queueWrite: (write: OutboxWrite) => Promise<unknown>
  /** Ids of this user's cart entries still waiting or being sent (failed ones excluded). */
  pendingCartWrites: (userId: string) => Promise<string[]>
  /** Stores the server's cart version in the outbox meta (cartVersionMetaKey). */
  setVersion: (userId: string, version: number) => Promise<void>
  onOutcome: (handlers: CartOutcomeHandlers) => () => void
  /** Fires when the connection comes back. */
  subscribeReconnect: (listener: () => void) => () => void
  notify: (toast: CartToast) => void
  newKey: () => string
}

export type CartSync = {
  /** Runs one sync pass (start, sign-in, reconnect); passes never overlap. Resolves when this one is done. */
  sync: () => Promise<void>
  /** Resolves when the writes queued so far are in the outbox (for tests). */
  flushed: () => Promise<void>
  stop: () => void
}

/**
 * Keeps the local cart and the account's cart in step (issue 4 "The cart"; changes go through the outbox):
 * - a visitor's cart stays local;
 * - a signed-in user's change is applied at once (the store) and queued as ONE outbox write of the whole cart;
 * - on start, sign-in and reconnect, with no cart write pending, the server's cart is adopted;
 * - on sign-in a visitor's lines are merged into the account's cart once (idempotent, retried until it lands);
 * - the outbox's outcomes settle the rest: a conflict or a refusal shows the server's cart again.
 */
export function createCartSync(deps: CartSyncDeps): CartSync {
  const { store } = deps
  let stopped = false
  /** Writes handed to queueWrite that may not be in the outbox yet. */
  let enqueuing = 0
  let writeChain: Promise<unknown> = Promise.resolve()
  let syncChain: Promise<void> = Promise.resolve()

  const isCurrent = (userId: string) => !stopped && deps.getUserId() === userId
  /** The local lines may be replaced by this user's server cart: they are theirs, or nothing to lose. */
  const mayAdopt = (userId: string) => {
    const { owner, lines } = store.getState()
    return owner === userId || (owner === null && lines.length === 0)
  }

  async function hasNewerWrite(userId: string, exceptId?: string): Promise<boolean> {
    if (enqueuing > 0) return true
    try {
      const ids = await deps.pendingCartWrites(userId)
      return ids.some((id) => id !== exceptId) || enqueuing > 0
    } catch {
      return true // cannot tell: never overwrite what the user may still be sending
    }
  }

  /** The server's cart replaces the local one, unless the user changed it meanwhile. */
  async function refresh(userId: string, exceptId?: string): Promise<boolean> {
    const seq = store.getState().changeSeq
    // A visitor's lines waiting to be merged are never replaced (the merge adds them to this cart).
    if (!mayAdopt(userId) || (await hasNewerWrite(userId, exceptId))) return false
    let cart: Cart
    try {
      cart = await deps.fetchCart()
    } catch {
      return false // offline or failing: the local cart stays until the next start or reconnect
    }
    if (!isCurrent(userId) || store.getState().changeSeq !== seq || !mayAdopt(userId)) return false
    if (await hasNewerWrite(userId, exceptId)) return false
    store.getState().adopt(linesFromCart(cart), userId)
    await deps.setVersion(userId, cart.version).catch(() => undefined)
    return true
  }

  async function mergeVisitorCart(userId: string): Promise<void> {
    const state = store.getState()
    const key = state.mergeKey ?? deps.newKey()
    if (state.mergeKey !== key) state.setMergeKey(key)
    let cart: Cart
    try {
      cart = await deps.mergeCart(
        state.lines.map((l) => ({ ...l })),
        key,
      )
    } catch (error) {
      if (!isCurrent(userId)) return
      const code = (error as { code?: unknown } | null)?.code
      if (code === ErrorCode.IDEMPOTENCY_KEY_REUSED) {
        // The key went with other lines: the next start merges these with a new key.
        store.getState().setMergeKey(null)
        return
      }
      // Offline, a server error, an unverified address, a session being refreshed: not now. The lines are kept
      // with the same key, and the next start or reconnect tries again.
      if (code !== ErrorCode.VALIDATION_ERROR) return
      // Refused for good (the lines are invalid): trying again would be refused again.
      deps.notify({ type: 'error', title: CART_MERGE_REFUSED_TOAST })
      store.getState().adopt([], null)
      await refresh(userId)
      return
    }
    if (!isCurrent(userId)) return
    store.getState().adopt(linesFromCart(cart), userId)
    await deps.setVersion(userId, cart.version).catch(() => undefined)
  }

  async function runSync(): Promise<void> {
    if (stopped) return
    const userId = deps.getUserId()
    const state = store.getState()
    if (!userId) {
      // Signed out: an account's cart is not the visitor's to see (or to merge into the next account).
      if (state.owner !== null) state.adopt([], null)
      return
    }
    if (state.owner !== null && state.owner !== userId) state.adopt([], null)
    const { owner, lines } = store.getState()
    if (owner === null && lines.length > 0) {
      await mergeVisitorCart(userId)
      return
    }
    // A change made before this sync started listening (or before the page closed) is sent, not replaced: the
    // refresh below then sees it pending and leaves the local cart alone.
    if (owner === userId && store.getState().unsynced && enqueuing === 0) onLocalChange()
    await refresh(userId)
  }

  /** A pass asked for while another waits to start is that one (mount, sign-in and `online` often coincide). */
  let waiting: Promise<void> | null = null
  function sync(): Promise<void> {
    if (waiting) return waiting
    const run = syncChain
      .then(() => {
        waiting = null
        return runSync()
      })
      .catch(() => undefined)
    waiting = run
    syncChain = run
    return run
  }

  function onLocalChange(): void {
    const userId = deps.getUserId()
    const { owner, lines } = store.getState()
    // Visitor lines (also a signed-in user's lines not merged yet) stay local.
    if (!userId || owner !== userId) return
    const write = cartWrite(userId, lines)
    const changeSeq = store.getState().changeSeq
    enqueuing++
    writeChain = writeChain
      .then(() => deps.queueWrite(write))
      .then(() => store.getState().markQueued(changeSeq))
      .catch(() => undefined)
      .finally(() => {
        enqueuing--
      })
  }

  const unsubscribeStore = store.subscribe((state, previous) => {
    if (state.changeSeq !== previous.changeSeq) onLocalChange()
  })

  let lastUser = deps.getUserId()
  const unsubscribeUser = deps.subscribeUser((userId) => {
    if (userId === lastUser) return
    lastUser = userId
    void sync()
  })

  const unsubscribeReconnect = deps.subscribeReconnect(() => void sync())

  const forCurrentUser = (entry: OutboxEntry, run: (userId: string) => Promise<unknown>) => {
    const userId = deps.getUserId()
    if (stopped || !userId || entry.userId !== userId || entry.entityKey !== CART_ENTITY_KEY) return
    void run(userId).catch(() => undefined)
  }

  const unsubscribeOutcome = deps.onOutcome({
    sent: (entry, data) =>
      forCurrentUser(entry, async (userId) => {
        // A `sent` message's data is the PUT's answer, a Cart (or, defensively, its envelope).
        const cart = parseWriteData(CartSchema, data)
        if (!cart) return
        const seq = store.getState().changeSeq
        if (await hasNewerWrite(userId, entry.id)) return
        if (!isCurrent(userId) || store.getState().changeSeq !== seq || !mayAdopt(userId)) return
        // The outbox stored the version; the lines are the server's word on what was just written.
        store.getState().adopt(linesFromCart(cart), userId)
      }),
    conflict: (entry) =>
      forCurrentUser(entry, async (userId) => {
        // A newer write is on its way; its own outcome settles the cart.
        if (await hasNewerWrite(userId, entry.id)) return
        await refresh(userId, entry.id)
        if (isCurrent(userId)) deps.notify({ type: 'info', title: CART_CONFLICT_TOAST })
      }),
    // Refused (4xx): show the server's cart again; the outbox's failed-entry UI says why (Retry / Discard).
    failed: (entry) => forCurrentUser(entry, (userId) => refresh(userId, entry.id)),
    discarded: (entry) => forCurrentUser(entry, (userId) => refresh(userId, entry.id)),
  })

  return {
    sync,
    flushed: async () => {
      await writeChain
    },
    stop: () => {
      stopped = true
      unsubscribeStore()
      unsubscribeUser()
      unsubscribeReconnect()
      unsubscribeOutcome()
    },
  }
}
