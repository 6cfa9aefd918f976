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

test('a signed-out visitor reaches Companies, Pricing and Help from the bottom bar @mobile-only', async ({
  page,
}) => {
  await page.goto('/')
  await waitForApp(page)
  const bar = bottomBar(page)
  await bar.getByRole('button', { name: 'More' }).click()
  const menu = page.getByRole('menu')
  for (const name of ['Companies', 'Pricing', 'Help & Support']) {
    await expect(menu.getByRole('menuitem', { name })).toBeInViewport()
  }
  await menu.getByRole('menuitem', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/pricing$/)

  await bar.getByRole('button', { name: 'More' }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Help & Support' }).click()
  await expect(page).toHaveURL(/\/help$/)
})

for (const height of [720, 800]) {
  test(`every sidebar entry is in view on a 1280×${height} laptop without scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height })
    await page.goto('/')
    await waitForApp(page)
    const links = await sidebar(page).getByRole('link').all()
    expect(links.length).toBe(16)
    for (const link of links) await expect(link).toBeInViewport({ ratio: 1 })
  })
}

test('on a shorter window the bottom entries stay in view and the main list scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 560 })
  await page.goto('/')
  await waitForApp(page)
  const nav = sidebar(page)
  await expect(nav.getByRole('link', { name: 'Help & Support' })).toBeInViewport({ ratio: 1 })
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeInViewport({ ratio: 1 })
  const about = nav.getByRole('link', { name: 'About' })
  await about.scrollIntoViewIfNeeded()
  await expect(about).toBeInViewport({ ratio: 1 })
  await expect(nav.getByRole('link', { name: 'Help & Support' })).toBeInViewport({ ratio: 1 })
})
