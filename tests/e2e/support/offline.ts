// Helpers for the offline data layer stories (tests/e2e/offline-*.spec.ts): the server's cart, and the cart's
// requests as the network saw them.
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test'

type CartLine = {
  id: string
  quantity: number
  users: number
  billingCycle: 'monthly' | 'annual'
  price: number
}
export type ServerCart = { items: CartLine[]; version: number }

/** The signed-in user's cart as the server has it (read with the page's own access token). */
export async function serverCart(page: Page): Promise<ServerCart> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  const response = await page.request.get('/api/Billing/cart', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: ServerCart }).data
}

/** Only what a comparison needs: product, quantity, users and cycle of each line. */
export const lines = (cart: Pick<ServerCart, 'items'>) =>
  cart.items.map(({ id, quantity, users, billingCycle }) => ({ id, quantity, users, billingCycle }))

/** Every PUT /api/Billing/cart of the context (its pages and its service worker), with its outcome once known. */
export function trackCartWrites(context: BrowserContext) {
  const writes: { request: Request; status?: number; replayed?: boolean }[] = []
  context.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/Billing/cart') {
      writes.push({ request })
    }
  })
  context.on('requestfinished', async (request) => {
    const write = writes.find((w) => w.request === request)
    const response = await request.response()
    if (write && response) {
      write.status = response.status()
      write.replayed = response.headers()['idempotent-replayed'] === 'true'
    }
  })
  return writes
}

export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your cart' })

/** The desktop top bar's outbox status (the bottom bar shows the same count on phones). */
export const syncStatus = (page: Page) => page.getByTestId('sync-status')

/** Rows of an IndexedDB object store, read in the page (the outbox, the persisted query cache, page snapshots). */
export async function idbCount(page: Page, database: string, store: string): Promise<number> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name)
        // No such database yet: don't create an empty one (the app's own first open would then find no store).
        let missing = false
        open.onupgradeneeded = () => {
          missing = true
          open.transaction?.abort()
        }
        open.onerror = () => (missing ? resolve(0) : reject(open.error))
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(storeName)) {
            db.close()
            resolve(0)
            return
          }
          const count = db.transaction(storeName).objectStore(storeName).count()
          count.onsuccess = () => {
            db.close()
            resolve(count.result)
          }
          count.onerror = () => reject(count.error)
        }
      }),
    [database, store] as const,
  )
}

/** Installed: the service worker controls the page, so the whole build (every lazy chunk) is precached. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
}
