import { expect, test } from './support/test'
import { waitForApp } from './support/shell'

const ALIASES: ReadonlyArray<readonly [from: string, to: string]> = [
  ['/privacy', '/privacy-policy'],
  ['/terms', '/terms-of-service'],
  ['/features', '/pricing'],
  ['/insights/terms-of-use', '/terms-of-service'],
]

for (const [from, to] of ALIASES) {
  test(`${from} leads to ${to}`, async ({ page }) => {
    await page.goto(from)
    await expect(page).toHaveURL(new RegExp(`${to}$`))
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('an unknown path shows the not-found page @mobile', async ({ page }) => {
  await page.goto('/some/unknown')
  await waitForApp(page)
  await expect(page.getByRole('main')).toContainText('404')
  await expect(page).toHaveURL(/\/some\/unknown$/)
})

test('a missing hashed asset is a plain 404, never the app shell', async ({ request }) => {
  const response = await request.get('/assets/nope.js')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type'] ?? '').not.toContain('text/html')
  expect(await response.text()).not.toContain('<div id="root">')
})
