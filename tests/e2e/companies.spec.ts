// Companies (issue 5): the public list with filters, profiles with tabs, following (also offline, through the
// outbox) and an employer taking a new company from creation through onboarding to published.
import type { Page } from '@playwright/test'
import { syncStatus, waitForOfflineReady } from './support/offline'
import { sidebar } from './support/shell'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 90_000 })

const cards = (page: Page) => page.getByTestId('company-card')

async function followingStatus(page: Page, companyId: string): Promise<boolean> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  const response = await page.request.get(`/api/Companies/${companyId}/following-status`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { isFollowing: boolean } }).data.isFollowing
}

test('a visitor filters the list and opens a company whose tabs work', async ({ page }) => {
  await page.goto('/companies')
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible()
  await expect(page.getByTestId('companies-count')).toHaveText(/\d+ companies found/)
  await expect(page.getByRole('heading', { name: 'Trending companies' })).toBeVisible()

  await page.getByRole('combobox', { name: 'Industry' }).selectOption('Technology')
  await expect(page).toHaveURL(/industry=Technology/)
  await expect(cards(page).first()).toContainText('Technology')
  const count = await cards(page).count()
  for (let i = 0; i < count; i++) await expect(cards(page).nth(i)).toContainText('Technology')

  // The search box waits for typing to stop, then narrows the list to the company named.
  const name = (await cards(page).first().getByRole('heading').innerText()).trim()
  await page.getByRole('searchbox', { name: 'Search companies' }).fill(name)
  await expect(page).toHaveURL(/search=/)
  await expect(cards(page).first().getByRole('heading')).toHaveText(name)

  await cards(page).first().getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('company-stats')).toContainText('Open jobs')

  await page.getByRole('tab', { name: /^Jobs/ }).click()
  await expect(page).toHaveURL(/tab=jobs/)
  await expect(page.getByTestId('company-jobs-count')).toHaveText(/\d+ open positions?/)
  await expect(page.getByTestId('job-card').first()).toBeVisible()

  await page.getByRole('tab', { name: 'Locations & contact' }).click()
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible()
  await page.getByRole('tab', { name: 'About' }).click()
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible()
})

test('on a phone the filters open in a drawer @mobile-only', async ({ page }) => {
  await page.goto('/companies')
  await expect(page.getByTestId('companies-count')).toHaveText(/\d+ companies found/)
  await page.getByRole('button', { name: /^Filters/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Filter companies' })
  await drawer.getByRole('combobox', { name: 'Company size' }).selectOption('51-200')
  await expect(page).toHaveURL(/size=51-200/)
  await drawer.getByRole('button', { name: /^Show \d+ compan/ }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible()
  await expect(cards(page).first()).toContainText('51-200 employees')
})

test('a visitor who clicks Follow is told to sign in', async ({ page }) => {
  await page.goto('/companies')
  const first = cards(page).first()
  await first.getByRole('button', { name: /^Follow / }).click()
  await expect(page.getByText('Please sign in to follow companies')).toBeVisible()
  await expect(first.getByRole('button', { name: /^Follow / })).toHaveAttribute('aria-pressed', 'false')
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a seeker follows a company offline, and the server agrees once back online', async ({
    page,
    context,
    signInAsNew,
  }) => {
    await signInAsNew({ label: 'follow-offline' })
    await page.goto('/companies')
    await waitForOfflineReady(page)
    const card = cards(page).first()
    const name = (await card.getByRole('heading').innerText()).trim()
    const href = await card.getByRole('link', { name }).getAttribute('href')
    const companyId = href!.split('/').pop()!
    await card.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    expect(await followingStatus(page, companyId)).toBe(false)

    await context.setOffline(true)
    await expect(page.getByText("You're offline")).toBeVisible()
    const header = page.getByRole('button', { name: `Follow ${name}` })
    await header.click()
    await expect(page.getByRole('button', { name: `Following ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByText('Waiting to sync', { exact: true })).toBeVisible()
    await expect(syncStatus(page)).toContainText('1 change waiting to sync')

    // The list visited before opens from this device, says so, and shows the follow too.
    await sidebar(page).getByRole('link', { name: 'Companies' }).click()
    await expect(page.getByTestId('last-checked')).toContainText('Offline · last checked')
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: `Following ${name}` }),
    ).toBeVisible()

    await context.setOffline(false)
    await expect(syncStatus(page)).not.toContainText('waiting to sync', { timeout: 20_000 })
    await expect.poll(() => followingStatus(page, companyId), { timeout: 15_000 }).toBe(true)
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: `Following ${name}` }),
    ).toBeVisible()
  })
})

test('an employer takes a new company through onboarding to "Ready to publish" and publishes it', async ({
  page,
  request,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'company-owner', role: 'Employer', firstName: 'Olive' })
  const name = `Orbital Bakery ${Date.now().toString(36)}`

  await page.goto('/companies/create')
  const form = page.getByRole('form', { name: 'Create company' })
  await form.getByRole('textbox', { name: 'Company name' }).fill(name)
  await form.getByRole('combobox', { name: 'Industry' }).selectOption('Food & Beverage')
  await form.getByRole('combobox', { name: 'Company size' }).selectOption('11-50')
  await form.getByRole('button', { name: 'Create and continue' }).click()
  await expect(page).toHaveURL(/\/companies\/create\/[0-9a-f-]{36}$/)
  const companyId = page.url().split('/').pop()!

  const progress = page.getByTestId('setup-progress-text')
  const publish = page.getByRole('button', { name: 'Publish company' })
  await expect(page.getByRole('heading', { level: 1, name: `Set up ${name}` })).toBeVisible()
  await expect(progress).toHaveText('0% complete')
  await expect(publish).toBeDisabled()

  // Each required task opens in turn; saving its data ticks it.
  const save = () => page.getByRole('button', { name: 'Save and mark as done' }).click()
  await expect(page.getByTestId('task-basics').getByRole('textbox', { name: 'Company name' })).toHaveValue(
    name,
  )
  await save()
  await expect(progress).toHaveText('25% complete')

  await page.getByRole('textbox', { name: 'Description' }).fill('Sourdough for the whole neighbourhood.')
  await save()
  await expect(progress).toHaveText('50% complete')

  await page.getByRole('textbox', { name: 'City' }).fill('Lisbon')
  await page.getByRole('textbox', { name: 'Country' }).fill('Portugal')
  await save()
  await expect(progress).toHaveText('75% complete')

  await page.getByRole('textbox', { name: 'Website' }).fill('https://orbital-bakery.example.com')
  await save()
  await expect(progress).toHaveText('Ready to publish')
  await expect(page.getByTestId('required-count')).toHaveText('4 of 4 required tasks done')

  await publish.click()
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}$`))
  await expect(page.getByText('Company published.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Lisbon, Portugal').first()).toBeVisible()

  const listed = await request.get(`/api/Companies/public?search=${encodeURIComponent(name)}`)
  expect(((await listed.json()) as { data: { total: number } }).data.total).toBe(1)
})
