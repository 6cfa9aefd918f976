// Outcome rules of the outbox drain, end to end (issue 4): a 5xx is retried, a 4xx is rolled back with its reason
// (Retry sends it again), a 401 refreshes the session and the write still lands. The service worker stays blocked
// here so page.route() sees every request.
import type { Route } from '@playwright/test'
import { expect, test } from './support/test'
import { cartDrawer, lines, serverCart, trackCartWrites } from './support/offline'

test.describe.configure({ timeout: 60_000 })

const PREMIUM = 'premium-seats'
const failure = (status: number, code: string, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ success: false, error: { code, message } }),
})

test('a write whose first delivery gets a 5xx is retried and lands', async ({ page, signInAsNew }) => {
  await signInAsNew({ label: 'cart-5xx' })
  let failuresLeft = 1
  await page.route('**/api/Billing/cart', (route) => {
    if (route.request().method() === 'PUT' && failuresLeft-- > 0) {
      return route.fulfill(failure(503, 'INTERNAL_ERROR', 'The server is restarting.'))
    }
    return route.continue()
  })
  const writes = trackCartWrites(page.context())
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Add to cart' }).click()

  await expect
    .poll(async () => lines(await serverCart(page)), { timeout: 20_000 })
    .toEqual([{ id: PREMIUM, quantity: 1, users: 1, billingCycle: 'monthly' }])
  expect(writes.map((w) => w.request.headers()['idempotency-key'])).toEqual([
    writes[0]?.request.headers()['idempotency-key'],
    writes[0]?.request.headers()['idempotency-key'],
  ])
})

test('a write the server refuses is rolled back with its reason, and Retry sends it again', async ({
  page,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'cart-4xx' })
  await page.goto('/pricing')
  const refuse = (route: Route) =>
    route.request().method() === 'PUT'
      ? route.fulfill(failure(400, 'VALIDATION_ERROR', 'Validation failed: items: This plan is not for sale'))
      : route.continue()
  await page.route('**/api/Billing/cart', refuse)
  await page.getByRole('button', { name: 'Add to cart' }).click()

  const drawer = cartDrawer(page)
  await expect(drawer.getByText('Sync failed')).toBeVisible()
  // Rolled back to what the server has: nothing.
  await expect(drawer.getByText('Your cart is empty')).toBeVisible()
  expect(lines(await serverCart(page))).toEqual([])
  await drawer.getByRole('button', { name: 'Close cart' }).click()

  await page.unroute('**/api/Billing/cart', refuse)
  await page.getByRole('button', { name: '1 sync issue' }).click()
  const issues = page.getByTestId('sync-issues')
  await expect(issues.getByText('Validation failed: items: This plan is not for sale')).toBeVisible()
  await issues.getByRole('button', { name: /^Retry/ }).click()
  await expect
    .poll(async () => lines(await serverCart(page)), { timeout: 15_000 })
    .toEqual([{ id: PREMIUM, quantity: 1, users: 1, billingCycle: 'monthly' }])
  await expect(page.getByRole('button', { name: '1 sync issue' })).toHaveCount(0)
})

test('a write queued while the access token expired lands after the session is refreshed', async ({
  page,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'cart-401' })
  await page.goto('/pricing')
  const tokenBefore = await page.evaluate(() => localStorage.getItem('auth_token'))
  let expiredOnce = false
  await page.route('**/api/Billing/cart', (route) => {
    if (route.request().method() === 'PUT' && !expiredOnce) {
      expiredOnce = true
      return route.fulfill(failure(401, 'AUTHENTICATION_ERROR', 'Your session has expired.'))
    }
    return route.continue()
  })
  await page.getByRole('button', { name: 'Add to cart' }).click()

  await expect
    .poll(async () => lines(await serverCart(page)), { timeout: 15_000 })
    .toEqual([{ id: PREMIUM, quantity: 1, users: 1, billingCycle: 'monthly' }])
  expect(expiredOnce).toBe(true)
  // Refreshed, not signed out.
  const tokenAfter = await page.evaluate(() => localStorage.getItem('auth_token'))
  expect(tokenAfter).toBeTruthy()
  expect(tokenAfter).not.toBe(tokenBefore)
  await expect(page).toHaveURL(/\/pricing$/)
})

test('"Add to cart" before the cart sync has loaded still reaches the server', async ({
  page,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'cart-early' })
  // The account's (empty) cart has been adopted on this device: the stored cart is the account's.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('reelhire.cart') ?? '{}').state?.owner))
    .toBeTruthy()
  // The sync's module loads after the page's first paint: hold it back until after the click.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/cart-sync-runtime-*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(cartDrawer(page).getByText('Premium seats').first()).toBeVisible()
  release()

  const expected = [{ id: PREMIUM, quantity: 1, users: 1, billingCycle: 'monthly' }]
  await expect.poll(async () => lines(await serverCart(page)), { timeout: 15_000 }).toEqual(expected)
  // Sent, not replaced by the (then empty) server cart.
  await expect(cartDrawer(page).getByText('Your cart is empty')).toHaveCount(0)
})
