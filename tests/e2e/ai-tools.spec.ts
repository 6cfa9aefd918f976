// AI tools (issue 16): a job seeker opens /tools, runs the AI resume scorer on a saved resume and sees the score
// with the checks behind it; offline, the same scorer still works on that saved resume (the built-in engine
// runs on the device, the resume comes from the persisted cache).
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { waitForOfflineReady } from './support/offline'

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 90_000 })

const RESUME = {
  basics: {
    name: 'Maria Gonzalez',
    label: 'Senior Backend Engineer',
    email: 'maria@example.com',
    phone: '+1 415 555 0142',
    summary: 'Backend engineer with 8 years of experience building payment platforms in Python and Go.',
    profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/mariagonzalez' }],
  },
  work: [
    {
      name: 'Payments Inc.',
      position: 'Senior Backend Engineer',
      startDate: '2020-03',
      highlights: [
        'Led the redesign of the payments API in Go, cutting latency by 45%',
        'Built a Kafka event pipeline processing 3 billion events per month',
        'Migrated 40 services to Kubernetes on AWS, saving $1.2M per year',
      ],
    },
  ],
  education: [
    { institution: 'University of Texas', studyType: 'B.S.', area: 'Computer Science', endDate: '2016' },
  ],
  skills: [{ name: 'Languages', keywords: ['Python', 'Go', 'SQL', 'TypeScript', 'Kafka', 'Docker', 'AWS'] }],
}

/** Whether the persisted query cache (IndexedDB) holds text: here, the saved resume for an offline start. */
async function persistedCacheHas(page: Page, needle: string): Promise<boolean> {
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
            resolve(text.includes(wanted))
          }
          get.onerror = () => resolve(false)
        }
      }),
    needle,
  )
}

test('a job seeker scores a saved resume on /tools, with every point explained, online and offline', async ({
  page,
  context,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'ai-tools' })
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  const saved = await page.request.post('/api/Resume/Save', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Backend resume', resume: RESUME, privacy: 'private' },
  })
  expect(saved.ok()).toBe(true)

  // /tools lists all eight tools; the scorer is one of them.
  await page.goto('/tools')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tools that explain every point')
  await expect(page.getByTestId('tool-card')).toHaveCount(8)
  await page.getByRole('link', { name: 'AI Resume Scorer' }).click()
  await expect(page).toHaveURL(/\/tools\/ai-resume-scorer$/)
  await expect(page.getByRole('heading', { level: 1, name: 'AI Resume Scorer' })).toBeVisible()
  await waitForOfflineReady(page)

  // The saved resume is chosen; the server scores it.
  await expect(page.getByRole('combobox')).toHaveValue(/.+/)
  await expect(page.getByRole('option', { name: /Backend resume/ })).toBeAttached()
  await page.getByRole('button', { name: 'Score resume' }).click()
  const result = page.getByRole('region', { name: 'Result' })
  await expect(result.getByText('ran on our server')).toBeVisible()
  const overall = result.getByTestId('overall-score')
  await expect(overall.getByRole('progressbar')).toHaveAccessibleName(
    /Overall score: \d+ out of 100, grade [A-F]/,
  )
  // Every point explained: passed checks quote what they found, and the contact checks pass.
  const email = result.getByTestId('score-check').filter({ hasText: 'Email address' })
  await expect(email).toHaveAttribute('data-status', 'passed')
  await expect(email.getByText('Found: “maria@example.com”')).toBeVisible()
  expect(await result.getByTestId('score-check').count()).toBeGreaterThan(10)
  await expect(result.getByRole('button', { name: 'Copy result' })).toBeVisible()
  const onlineScore = await overall.getByRole('progressbar').getAttribute('aria-label')

  // Offline: a fresh start of the page still has the saved resume and the scorer.
  await expect.poll(() => persistedCacheHas(page, 'Backend resume'), { timeout: 15_000 }).toBe(true)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'AI Resume Scorer' })).toBeVisible()
  await expect(page.getByRole('option', { name: /Backend resume/ })).toBeAttached({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Score resume' }).click()
  await expect(result.getByText('ran on this device')).toBeVisible()
  // The same engine, the same answer.
  await expect(result.getByTestId('overall-score').getByRole('progressbar')).toHaveAttribute(
    'aria-label',
    onlineScore ?? '',
  )
  await expect(result.getByTestId('score-check').filter({ hasText: 'Email address' })).toHaveAttribute(
    'data-status',
    'passed',
  )
  await context.setOffline(false)
})
