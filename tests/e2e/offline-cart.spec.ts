// The offline data layer, end to end (issue 4): cart writes go through the outbox, survive the network going away
// and a tab closing, and arrive as one request per entity with the final state; sign-out clears what was stored.
// Installed first (the service worker precaches the build), as a real phone would be before losing the network.
import { expect, test } from './support/test'
import {
  cartDrawer,
  idbCount,
  lines,
  serverCart,
  syncStatus,
  trackCartWrites,
  waitForOfflineReady,
} from './support/offline'
import { bottomBar } from './support/shell'

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 60_000 })

const PREMIUM = 'premium-seats'

test('cart changes made offline reach the server as one request with the final state', async ({
  page,
  context,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'cart-offline' })
  await page.goto('/pricing')
  await waitForOfflineReady(page)
  const writes = trackCartWrites(context)

  await context.setOffline(true)
  await expect(page.getByText("You're offline")).toBeVisible()
  // Add, change the users, remove, add again: four writes to one entity.
  await page.getByRole('button', { name: 'Add to cart' }).click()
  const drawer = cartDrawer(page)
  await drawer.getByRole('spinbutton', { name: 'Users' }).fill('3')
  await expect(drawer.getByTestId('cart-line-price')).toHaveText('$29.85/month')
  await drawer.getByRole('button', { name: 'Remove Premium seats', exact: true }).click()
  await expect(drawer.getByText('Your cart is empty')).toBeVisible()
  await drawer.getByRole('button', { name: 'Close cart' }).click()
  await page.getByRole('button', { name: 'Add a seat' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(drawer.getByText('Waiting to sync')).toBeVisible()
  await expect(syncStatus(page)).toContainText('1 change waiting to sync')
  expect(writes).toHaveLength(0)

  await context.setOffline(false)
  await expect(syncStatus(page)).not.toContainText('waiting to sync', { timeout: 15_000 })
  expect(lines(await serverCart(page))).toEqual([
    { id: PREMIUM, quantity: 1, users: 2, billingCycle: 'monthly' },
  ])
  expect(writes).toHaveLength(1)
  expect(writes[0]?.status).toBe(200)
})

test('a write queued offline survives closing the tab and is sent by the next one', async ({
  page,
  context,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'cart-closed-tab' })
  await page.goto('/pricing')
  await waitForOfflineReady(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Add a seat' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(syncStatus(page)).toContainText('1 change waiting to sync')
  await page.close()

  await context.setOffline(false)
  const next = await context.newPage()
  await next.goto('/dashboard')
  await expect
    .poll(async () => lines(await serverCart(next)), { timeout: 15_000 })
    .toEqual([{ id: PREMIUM, quantity: 1, users: 2, billingCycle: 'monthly' }])
})

test('signing out with unsent changes warns, then clears the outbox, the cart and the cached data', async ({
  page,
  context,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'cart-sign-out' })
  await page.goto('/profile')
  await page.goto('/pricing')
  await waitForOfflineReady(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await cartDrawer(page).getByRole('button', { name: 'Close cart' }).click()
  await expect(syncStatus(page)).toContainText('1 change waiting to sync')
  expect(await idbCount(page, 'reelhire-outbox', 'entries')).toBe(1)

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Sign out with unsynced changes?' })
  await expect(dialog).toContainText("1 change that hasn't synced yet")
  await dialog.getByRole('button', { name: 'Keep me signed in' }).click()
  await expect(dialog).toBeHidden()
  expect(await idbCount(page, 'reelhire-outbox', 'entries')).toBe(1)

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
  await dialog.getByRole('button', { name: 'Sign out anyway' }).click()
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  expect(await idbCount(page, 'reelhire-outbox', 'entries')).toBe(0)
  await expect.poll(() => idbCount(page, 'reelhire-query-cache', 'cache')).toBe(0)
  const cart = await page.evaluate(() => localStorage.getItem('reelhire.cart'))
  expect(cart === null || !cart.includes('premium-seats')).toBe(true)
  await page.getByRole('button', { name: 'Open cart' }).click()
  await expect(cartDrawer(page).getByText('Your cart is empty')).toBeVisible()
})

test('installed, then offline: a reload still shows the shell and the pages visited @mobile', async ({
  page,
  context,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'offline-shell' })
  await page.goto('/profile')
  await waitForOfflineReady(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Riley Tester' })).toBeVisible()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Riley Tester' })).toBeVisible()
  await expect(page.getByText("You're offline")).toBeVisible()
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await cartDrawer(page).getByRole('button', { name: 'Close cart' }).click()
  // Phones see the pending count on the bottom bar, their primary navigation; desktops in the top bar.
  const pending = test.info().project.name === 'mobile' ? bottomBar(page) : syncStatus(page)
  await expect(pending).toContainText('1 waiting to sync')
  await context.setOffline(false)
  await expect(pending).not.toContainText('waiting to sync', { timeout: 15_000 })
})

/** A small seeded PRNG (mulberry32): the same "random" run every time, so a failure can be replayed. */
function seededRandom(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type ModelLine = { quantity: number; users: number; billingCycle: 'monthly' | 'annual' }

test('50 random cart changes across 3 offline spells end with the server equal to the model, with no duplicates', async ({
  page,
  context,
  signInAsNew,
}) => {
  test.setTimeout(240_000)
  await signInAsNew({ label: 'cart-random' })
  await page.goto('/pricing')
  await waitForOfflineReady(page)
  const writes = trackCartWrites(context)
  const random = seededRandom(20261122)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const drawer = cartDrawer(page)
  const goOffline = new Set([4, 19, 33])
  const goOnline = new Set([12, 27, 42])
  let model = null as ModelLine | null
  let pricingSeats = 1

  async function openDrawer() {
    if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Open cart' }).click()
    await expect(drawer).toBeVisible()
  }
  async function closeDrawer() {
    if (await drawer.isVisible()) await drawer.getByRole('button', { name: 'Close cart' }).click()
    await expect(drawer).toBeHidden()
  }

  for (let step = 0; step < 50; step++) {
    if (goOffline.has(step)) await context.setOffline(true)
    if (goOnline.has(step)) await context.setOffline(false)
    const op = model ? pick(['add', 'more', 'fewer', 'users', 'cycle', 'remove'] as const) : 'add'
    if (op === 'add') {
      await closeDrawer()
      if (random() < 0.5 && pricingSeats < 20) {
        await page.getByRole('button', { name: 'Add a seat' }).click()
        pricingSeats++
      }
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await expect(drawer).toBeVisible()
      // Adding what is already there adds one to the quantity; the users of the added line win.
      model = { quantity: (model?.quantity ?? 0) + 1, users: pricingSeats, billingCycle: 'monthly' }
    } else if (model) {
      await openDrawer()
      if (op === 'more') {
        await drawer.getByRole('button', { name: 'Increase quantity of Premium seats' }).click()
        model.quantity++
      } else if (op === 'fewer') {
        const name =
          model.quantity <= 1 ? 'Remove Premium seats (quantity 1)' : 'Decrease quantity of Premium seats'
        await drawer.getByRole('button', { name, exact: true }).click()
        model = model.quantity <= 1 ? null : { ...model, quantity: model.quantity - 1 }
      } else if (op === 'users') {
        const users = 1 + Math.floor(random() * 20)
        await drawer.getByRole('spinbutton', { name: 'Users' }).fill(String(users))
        model.users = users
      } else if (op === 'cycle') {
        const next = model.billingCycle === 'monthly' ? 'annual' : 'monthly'
        await drawer
          .locator('label')
          .filter({ hasText: next === 'annual' ? 'Annual' : 'Monthly' })
          .click()
        model.billingCycle = next
      } else {
        await drawer.getByRole('button', { name: 'Remove Premium seats', exact: true }).click()
        model = null
      }
    }
    // The drawer shows the model after every step (the local state is right before anything is sent).
    if (model) {
      await openDrawer()
      await expect(drawer.getByRole('group', { name: 'Quantity of Premium seats' })).toContainText(
        String(model.quantity),
      )
    }
  }

  await context.setOffline(false)
  await expect(syncStatus(page)).not.toContainText('waiting to sync', { timeout: 30_000 })
  const expected = model ? [{ id: PREMIUM, ...model }] : []
  await expect.poll(async () => lines(await serverCart(page)), { timeout: 15_000 }).toEqual(expected)
  // Zero duplicates: every write the server applied carried a key it had not applied before, and coalescing sent
  // fewer requests than there were changes.
  const applied = writes
    .filter((w) => w.status === 200 && !w.replayed)
    .map((w) => w.request.headers()['idempotency-key'])
  expect(new Set(applied).size).toBe(applied.length)
  expect(writes.length).toBeLessThan(50)
})
