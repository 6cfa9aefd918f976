// The last view of a listing (src/lib/page-snapshot): the next visit — offline here — is answered by the service
// worker with that view inside the app shell; the page's loader shows it once the shell has painted, before the
// app's scripts start; the app then renders the live page over it.
// Sign-out forgets the views with the rest of the user's cached data.
// A page is kept once the start-up is over (load, an idle moment, 3 s), so the tests wait for it that long.
import { expect, test } from './support/test'
import { idbCount, waitForOfflineReady } from './support/offline'
import { waitForApp } from './support/shell'

const SNAPSHOTS = ['reelhire-page-snapshots', 'snapshots'] as const

test.use({ serviceWorkers: 'allow' })

test('an offline visit shows the last view of /jobs at once, then the live page takes over', async ({
  page,
  context,
}) => {
  test.slow() // installs the service worker, then visits twice
  await page.goto('/jobs')
  await waitForOfflineReady(page)
  await page.reload()
  await waitForApp(page)
  const firstCard = page.getByTestId('job-card').first()
  const title = (await firstCard.getByRole('heading').textContent()) ?? ''
  expect(title).not.toBe('')
  await expect.poll(() => idbCount(page, ...SNAPSHOTS), { timeout: 30_000 }).toBeGreaterThan(0)

  await context.setOffline(true)
  const visit = await context.newPage()
  const response = await visit.goto('/jobs')
  // The document itself, as the service worker answered it: the listing waits in the shell's main for its paint.
  const html = (await response?.text()) ?? ''
  expect(html).toMatch(/<main[^>]* inert><template data-snapshot>/)
  expect(html).toContain(title.replaceAll('&', '&amp;'))
  // Then the app renders the live page over it: the main area is no longer inert and the cards work.
  await waitForApp(visit)
  await expect(visit.locator('main#main-content')).not.toHaveAttribute('inert', '')
  await expect(visit.getByTestId('job-card').first().getByRole('heading')).toHaveText(title)
  // A visitor's Save asks to sign in: the buttons are the app's now, not the view's inert copy.
  await visit
    .getByTestId('job-card')
    .first()
    .getByRole('button', { name: /^Save / })
    .click()
  await expect(visit.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('signing out forgets the last views kept on this device', async ({ page, signInAsNew }) => {
  await signInAsNew({ label: 'last-view-sign-out' })
  await page.goto('/jobs')
  await waitForApp(page)
  await expect(page.getByTestId('job-card').first()).toBeVisible()
  await expect.poll(() => idbCount(page, ...SNAPSHOTS), { timeout: 30_000 }).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  await expect.poll(() => idbCount(page, ...SNAPSHOTS)).toBe(0)
})
