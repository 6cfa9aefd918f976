// Radius search (issue 15, decision 046): on /search a location with a radius is kept in the URL and changes the
// results ("Remote" keeps remote jobs only); the /jobs filters carry the same select; the home page's content
// sections load from the discovery search once scrolled near.
import { expect, test } from './support/test'

test('a search radius on /search changes the results and stays in the URL', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/search?category=jobs')
  const count = page.getByTestId('discovery-count')
  await expect(count).toHaveText(/items? found/)

  await page.getByLabel('Location').fill('Austin, TX')
  await page.getByLabel('Location').press('Enter')
  await expect(page).toHaveURL(/location=Austin/)
  await expect(count).toHaveText(/items? found/)
  const near = await count.textContent()
  // The default radius is shown and kept out of the URL.
  await expect(page.getByTestId('discovery-radius')).toHaveValue('25')
  await expect(page).not.toHaveURL(/searchRadius/)

  await page.getByTestId('discovery-radius').selectOption('remote')
  await expect(page).toHaveURL(/searchRadius=remote/)
  await expect(count).not.toHaveText(near ?? '')
  // Remote jobs only.
  await expect(page.getByTestId('discovery-results')).toContainText('Remote')

  await page.reload()
  await expect(page.getByTestId('discovery-radius')).toHaveValue('remote')
  await expect(page.getByTestId('places-credit').first()).toHaveText('City locations: GeoNames, CC BY 4.0')
})

test('the /jobs filters carry the radius in the URL', async ({ page }) => {
  await page.goto('/jobs?location=Austin%2C%20TX&searchRadius=50')
  const select = page.getByTestId('jobs-radius').first()
  await expect(select).toHaveValue('50')
  await select.selectOption('10')
  await expect(page).toHaveURL(/searchRadius=10/)
})

test('home content sections load when scrolled near', async ({ page }) => {
  await page.goto('/')
  const jobs = page.getByTestId('home-content-jobs')
  await expect(jobs).toHaveCount(0)
  await page.getByTestId('home-content-slot').scrollIntoViewIfNeeded()
  await expect(jobs.getByRole('heading', { name: 'Latest jobs' })).toBeVisible()
  const cards = jobs.getByTestId('home-content-card')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeLessThanOrEqual(4)
  await expect(
    page.getByTestId('home-content-companies').getByTestId('home-content-card').first(),
  ).toBeVisible()
})
