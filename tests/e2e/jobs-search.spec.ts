// Jobs (issue 5): a seeker searches and filters, opens a job and saves it, reads it offline from the Saved tab,
// unsaves it and saves another while offline, and the server agrees once the connection is back. A visitor who
// clicks save is asked to sign in. Installed first (the service worker precaches the build), as a phone would be.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { syncStatus, waitForOfflineReady } from './support/offline'

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 180_000 })

const counter = (page: Page) => page.getByTestId('jobs-count')
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' })
const results = (page: Page) => page.getByRole('list', { name: 'Job results' })
const jobsText = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'job' : 'jobs'}`

/** The total the API reports for a /jobs query string, to compare with the counter. */
async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/Job?${query}&limit=1`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { total: number } }).data.total
}

/** The ids the server has as saved for the page's user (read with the page's own token). */
async function serverSavedIds(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  const response = await page.request.get('/api/Job/saved', { headers: { authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { items: { jobId: string }[] } }).data.items.map((i) => i.jobId)
}

/** Whether the persisted query cache (IndexedDB) holds text, e.g. a saved job's id under 'saved-jobs'. */
async function persistedCacheHas(page: Page, ...needles: string[]): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('reelhire-query-cache')
        open.onerror = () => resolve(false)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('cache')) return resolve(false)
          const get = db.transaction('cache').objectStore('cache').get('queries')
          get.onsuccess = () => {
            const text = JSON.stringify(get.result ?? null)
            db.close()
            resolve(wanted.every((needle) => text.includes(needle)))
          }
          get.onerror = () => resolve(false)
        }
      }),
    needles,
  )
}

/** The job ids of the saved-jobs query as persisted on this device (what an offline start will show). */
async function persistedSavedIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('reelhire-query-cache')
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('cache')) return resolve([])
          const get = db.transaction('cache').objectStore('cache').get('queries')
          get.onsuccess = () => {
            type Stored = { queryKey: unknown[]; state: { data?: { items?: { jobId: string }[] } } }
            const queries = (get.result?.clientState?.queries ?? []) as Stored[]
            const saved = queries.find((q) => q.queryKey[0] === 'saved-jobs')
            db.close()
            resolve((saved?.state.data?.items ?? []).map((item) => item.jobId))
          }
          get.onerror = () => resolve([])
        }
      }),
  )
}

const idOf = (href: string | null) => (href ?? '').split('/').pop() ?? ''

test('a seeker searches and filters, saves a job, reads it offline, changes saves offline, and the server agrees', async ({
  page,
  context,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'jobs-offline' })
  await page.goto('/jobs')
  await waitForOfflineReady(page)

  // Text search, debounced: the counter follows the API's total.
  await expect(counter(page)).toHaveText(jobsText(await apiTotal(page, '')))
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('engineer')
  await expect(page).toHaveURL(/search=engineer/)
  await expect(counter(page)).toHaveText(jobsText(await apiTotal(page, 'search=engineer')))

  // Two filters from the sidebar.
  await filters(page).getByText('Full-time', { exact: true }).click()
  await expect(page).toHaveURL(/employmentType=full_time/)
  await expect(counter(page)).toHaveText(
    jobsText(await apiTotal(page, 'search=engineer&employmentType=full_time')),
  )
  await filters(page).getByText('Remote only', { exact: true }).click()
  await expect(page).toHaveURL(/isRemote=true/)
  const filtered = 'search=engineer&employmentType=full_time&isRemote=true'
  const total = await apiTotal(page, filtered)
  expect(total).toBeGreaterThan(12)
  await expect(counter(page)).toHaveText(jobsText(total))

  // The first result of page 1, then page 2.
  const firstLink = results(page).getByRole('heading', { level: 2 }).first().getByRole('link')
  const savedTitle = (await firstLink.textContent()) ?? ''
  const savedId = idOf(await firstLink.getAttribute('href'))
  const pages = page.getByRole('navigation', { name: 'Job results pages' })
  await pages.getByRole('button', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  const otherCard = page.getByTestId('job-card').first()
  const otherId = idOf(
    await otherCard.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href'),
  )
  expect(otherId).not.toBe(savedId)

  // Open the first job of page 1 and save it.
  await page.goBack()
  await expect(page).not.toHaveURL(/page=2/)
  await results(page).getByRole('link', { name: savedTitle }).first().click()
  await expect(page).toHaveURL(new RegExp(`/jobs/${savedId}$`))
  await expect(page.getByRole('heading', { level: 1, name: savedTitle })).toBeVisible()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Job saved successfully')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await serverSavedIds(page)).toEqual([savedId])

  // The Saved tab, then wait until this device keeps it (and the listing visited) for offline use.
  await page.goto('/jobs?tab=saved')
  await expect(page.getByRole('link', { name: savedTitle })).toBeVisible()
  await expect.poll(() => persistedSavedIds(page), { timeout: 15_000 }).toEqual([savedId])
  await expect.poll(() => persistedCacheHas(page, otherId), { timeout: 15_000 }).toBe(true)

  // Offline: a reload still shows the saved job, marked as read from the device, and it opens.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('link', { name: savedTitle })).toBeVisible()
  await expect(page.getByTestId('last-checked')).toContainText('Offline · last checked')
  await page.getByRole('link', { name: savedTitle }).click()
  await expect(page.getByRole('heading', { level: 1, name: savedTitle })).toBeVisible()

  // Unsave it offline: told at once, waiting to sync.
  await page.getByRole('button', { name: 'Saved', exact: true }).click()
  await expect(page.getByText("Job removed from saved — will sync when you're back online")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(page.getByText('Waiting to sync').first()).toBeVisible()

  // Save another one from the listing this device kept.
  await page.goto(`/jobs?${filtered}&page=2`)
  const card = page.getByTestId('job-card').first()
  await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
    'href',
    `/jobs/${otherId}`,
  )
  await card.getByRole('button', { name: /^Save / }).click()
  await expect(card.getByRole('button', { name: /^Save / })).toHaveAttribute('aria-pressed', 'true')
  await expect(card.getByText('Waiting to sync')).toBeVisible()
  await page.getByRole('tab', { name: /Saved/ }).click()
  await expect(page.getByTestId('saved-job')).toHaveCount(1)
  expect(await serverSavedIds(page)).toEqual([savedId])

  // Back online: both writes are sent, and the server agrees with what the screen showed.
  await context.setOffline(false)
  await expect(syncStatus(page)).not.toContainText('waiting to sync', { timeout: 20_000 })
  await expect.poll(() => serverSavedIds(page), { timeout: 15_000 }).toEqual([otherId])
  await expect(page.getByTestId('saved-job')).toHaveCount(1)
  await expect(page.getByText('Waiting to sync')).toHaveCount(0)
})

test('a visitor who clicks save is asked to sign in', async ({ page }) => {
  await page.goto('/jobs')
  const card = page.getByTestId('job-card').first()
  await card.getByRole('button', { name: /^Save / }).click()
  await expect(page.getByText('Please sign in to save jobs')).toBeVisible()
  await expect(card.getByRole('button', { name: /^Save / })).toHaveAttribute('aria-pressed', 'false')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fjobs/)
})

test('on a phone the filters open in a drawer that counts them @mobile-only', async ({ page }) => {
  await page.goto('/jobs')
  await expect(counter(page)).toHaveText(jobsText(await apiTotal(page, '')))
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await drawer.getByText('Remote only', { exact: true }).click()
  await expect(page).toHaveURL(/isRemote=true/)
  const remote = await apiTotal(page, 'isRemote=true')
  await drawer.getByRole('button', { name: `Show ${jobsText(remote)}` }).click()
  await expect(drawer).toBeHidden()
  await expect(counter(page)).toHaveText(jobsText(remote))
  await expect(page.getByRole('button', { name: 'Filters, 1 active' })).toBeVisible()
})
