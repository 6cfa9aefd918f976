import { expect, test } from './support/test'
import { waitForApp } from './support/shell'

test('a route chunk that fails to load shows the page error screen', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  // From now on the About route's lazily loaded chunk cannot be fetched (a flaky network, a deploy
  // that removed the old chunk): the router retries with a reload, then gives up with the screen.
  await page.route(/\/assets\/[^/]*about[^/]*\.js$/i, (route) => route.abort('failed'))

  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()

  const screen = page.getByRole('alert').filter({ hasText: 'Page Error' })
  await expect(screen.getByRole('heading', { name: 'Page Error' })).toBeVisible()
  await expect(screen).toContainText('Something went wrong loading this page.')
  await expect(screen).toContainText(/Error ID/i)
  await expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible()

  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await screen.getByRole('button', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('alert').filter({ hasText: 'Page Error' })).toHaveCount(0)
})
