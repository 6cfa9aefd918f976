import { expect, test } from './support/test'
import { bottomBar, sidebar, waitForApp } from './support/shell'

test('the bottom bar is the primary navigation at 390×844 @mobile-only', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  const bar = bottomBar(page)
  await expect(bar).toBeVisible()
  const links = bar.getByRole('link')
  await expect(links).toHaveText([/Home/, /Jobs/, /Resumes/, /People/, /Login/])
  await expect(sidebar(page)).toBeHidden()

  await bar.getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('the bottom bar is hidden and the sidebar shown at 1440×900', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await expect(sidebar(page)).toBeVisible()
  await expect(bottomBar(page)).toBeHidden()
})

test('a collapsed sidebar stays collapsed after a reload', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await page.getByRole('button', { name: 'Collapse sidebar' }).click()
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()

  await page.reload()
  await waitForApp(page)
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0)

  // And back, so the preference really toggles both ways.
  await page.getByRole('button', { name: 'Expand sidebar' }).click()
  await page.reload()
  await waitForApp(page)
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible()
})
