import { expect, test } from './support/test'
import { waitForApp } from './support/shell'

test('choosing Dark in the Theme menu darkens the app and survives a reload @mobile', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await waitForApp(page)
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)

  await page.getByRole('button', { name: 'Theme' }).click()
  await page.getByRole('menuitemradio', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)

  await page.reload()
  await waitForApp(page)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  // '/' is prerendered without the stored theme: React hydrated it as it was, and did not throw it away.
  const logs = await page.evaluate(() => localStorage.getItem('reelhire.logs') ?? '')
  expect(logs).not.toContain('Hydration fell back')
})

test('a prerendered page has the stored theme before the app starts, and its theme script runs without error', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark')
    // Module scripts and the app start after parsing: what <html> carries now, the page's inline script put there.
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.dataset.themeAtParse = document.documentElement.className
    })
  })
  await page.goto('/')
  await waitForApp(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme-at-parse', /\bdark\b/)
  expect(errors).toEqual([])
})
