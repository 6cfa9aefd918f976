import { onlineManager } from '@tanstack/react-query'
import { toaster } from '@/components/ui/toaster'
import { listEntries, setMeta } from '@/lib/outbox/queue'
import { sessionStore, signedInUserId } from '@/lib/session/session'
import { onOutboxOutcome, queueWrite } from '@/lib/sync/outbox-store'
import { fetchCart } from '../api/get-cart'
import { mergeCart } from '../api/merge-cart'
import { CART_STORAGE_KEY, useCartStore } from '../stores/cart-store'
import { CART_ENTITY_KEY, cartVersionMetaKey, createCartSync, type CartSync } from './cart-sync'

/** The cart sync wired to the real outbox, session, API and toaster. */
function createBrowserCartSync(): CartSync {
  return createCartSync({
    store: useCartStore,
    getUserId: signedInUserId,
    subscribeUser: (listener) => sessionStore.subscribe(() => listener(signedInUserId())),
    fetchCart,
    mergeCart,
    queueWrite: (write) => queueWrite(write),
    pendingCartWrites: async (userId) =>
      (await listEntries())
        .filter((e) => e.entityKey === CART_ENTITY_KEY && e.userId === userId && e.status !== 'failed')
        .map((e) => e.id),
    setVersion: (userId, version) => setMeta(cartVersionMetaKey(userId), version),
    onOutcome: (handlers) => onOutboxOutcome(CART_ENTITY_KEY, handlers),
    // TanStack's online state follows the app's connectivity (lie-fi counts as offline), not just the link.
    subscribeReconnect: (listener) =>
      onlineManager.subscribe((online) => {
        if (online) listener()
      }),
    notify: (toast) => void toaster.create(toast),
    newKey: () => crypto.randomUUID(),
  })
}

let active: { sync: CartSync; users: number; stopTabSync: () => void } | null = null

/**
 * Starts the cart's sync once per tab (the cart button mounts it); returns the release. Another tab's change
 * to the stored cart is read back here, without counting as a change of this tab (its own sync sent it).
 */
export function startCartSync(): () => void {
  if (!active) {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate()
    }
    window.addEventListener('storage', onStorage)
    const sync = createBrowserCartSync()
    active = { sync, users: 0, stopTabSync: () => window.removeEventListener('storage', onStorage) }
    void sync.sync()
  }
  const current = active
  current.users++
  return () => {
    current.users--
    if (current.users === 0 && active === current) {
      current.sync.stop()
      current.stopTabSync()
      active = null
    }
  }
}

/**
 * Reads the account's cart again now (after checkout emptied it on the server), unless a change of the user's
 * is still on its way. Without a running sync (no cart button mounted) the next start reads it anyway.
 */
export function resyncCart(): void {
  if (active) void active.sync.sync()
}

const SETTLE_POLL_MS = 200
const SETTLE_TIMEOUT_MS = 8_000

/**
 * Resolves once the user's cart changes have reached the server (nothing unsynced in the store, no cart write
 * waiting in the outbox), or after a few seconds: checkout charges the server's cart, so it waits for the
 * change just made in the drawer or by "Start Premium". Offline it gives up early; checkout then shows the
 * server's cart and refuses a stale version.
 */
export async function cartSettled(): Promise<void> {
  const userId = signedInUserId()
  if (!userId) return
  const deadline = Date.now() + SETTLE_TIMEOUT_MS
  while (Date.now() < deadline && onlineManager.isOnline()) {
    const pending = useCartStore.getState().unsynced
      ? [true]
      : (await listEntries().catch(() => [])).filter(
          (e) => e.entityKey === CART_ENTITY_KEY && e.userId === userId && e.status !== 'failed',
        )
    if (pending.length === 0) return
    await new Promise((resolve) => window.setTimeout(resolve, SETTLE_POLL_MS))
  }
}
