// The admin product dashboard (issue 18): an admin opens it, reads the charts the rollup job computed from the
// sample data, changes the period and downloads the figures as CSV; a job seeker is told it is for admins.
import { readFile } from 'node:fs/promises'
import { codeFrom, latestMail, signInThroughForm } from './identity-support'
import { verifiedAccount } from './support/accounts'
import { expect, test } from './support/test'
import { waitForApp } from './support/shell'

const DAY_MS = 86_400_000
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

test('an admin reads the product dashboard, changes the period and exports CSV', async ({
  page,
  request,
}) => {
  // Signing in with the second step and waiting for a recompute on the embedded database take a while.
  test.setTimeout(90_000)
  const email = 'admin@reelhire.dev'
  const started = Date.now() - 1_000
  await page.goto('/login?redirect=%2Fadmin%2Fproduct-dashboard')
  await waitForApp(page)
  await signInThroughForm(page, email)
  const step = page.getByRole('form', { name: 'Two-factor verification' })
  const code = codeFrom(await latestMail(request, email, 'two-factor-code', started))
  await step.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await step.getByRole('button', { name: 'Verify' }).click()

  await expect(page.getByRole('heading', { name: 'Product dashboard', level: 1 })).toBeVisible()
  // The server's first scheduled rollup waits a little after start; "Recompute now" runs one at once, and the
  // figures it brings include today's sign-in.
  await page.getByRole('button', { name: 'Recompute now' }).click()
  const daily = page.getByRole('article', { name: 'Daily active users' })
  await expect(daily.getByText(/^[1-9][\d,]*\s/)).toBeVisible({ timeout: 30_000 })
  await expect(daily.getByRole('img')).toHaveAttribute('aria-label', /Daily active users, .*: highest [1-9]/)
  for (const section of [
    'Active users',
    'Resumes and videos',
    'Jobs',
    'Applications',
    'AI requests by engine',
    'Revenue',
  ]) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible()
  }
  // The sample applications move through their stages in the last weeks.
  await expect(page.getByRole('article', { name: 'Applications' }).getByText(/^[1-9][\d,]*\s/)).toBeVisible()
  const signups = page.getByRole('article', { name: 'All sign-ups' })

  // The period: 7 days, then a custom range of three days.
  const sevenDays = page.waitForResponse((r) => r.url().includes('/api/admin/product-metrics?') && r.ok())
  await page.getByRole('button', { name: 'Last 7 days' }).click()
  expect(new URL((await sevenDays).url()).searchParams.get('from')).toBe(utcDay(Date.now() - 6 * DAY_MS))
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('button', { name: 'Custom range' }).click()
  const custom = page.getByRole('form', { name: 'Custom range' })
  const from = utcDay(Date.now() - 2 * DAY_MS)
  const to = utcDay(Date.now())
  await custom.getByLabel('From').fill(from)
  await custom.getByLabel('To').fill(to)
  const customResponse = page.waitForResponse((r) => r.url().includes(`from=${from}`) && r.ok())
  await custom.getByRole('button', { name: 'Show' }).click()
  const body = (await (await customResponse).json()) as { data: { days: string[] } }
  expect(body.data.days).toEqual([from, utcDay(Date.now() - DAY_MS), to])
  await expect(signups.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`All sign-ups, .* to `))

  // The CSV of the same three days.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`product-metrics-${from}-to-${to}.csv`)
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\r\n')
  expect(lines[0]).toMatch(/^day,signups\.total,signups\.job_seeker,/)
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(body.data.days)
  // Today's row: the admin was active.
  const header = lines[0]!.split(',')
  expect(Number(lines[3]!.split(',')[header.indexOf('active.daily')])).toBeGreaterThan(0)
})

test('anyone else is told the dashboard is for administrators', async ({ page, request }) => {
  // A fresh job seeker: the sample one's sign-ins are counted per account by the other stories (10 per 15 min).
  const email = await verifiedAccount(request, { label: 'not-admin' })
  await page.goto('/login?redirect=%2Fadmin%2Fproduct-dashboard')
  await waitForApp(page)
  await signInThroughForm(page, email)
  await expect(
    page.getByRole('heading', { name: 'Only administrators can see the product dashboard.' }),
  ).toBeVisible()
  await expect(page.getByText('403 · Not allowed')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible()
})
