// People and connections, first slice (issue 15): A finds B on /people (typed without accents), sends a
// connection request; B accepts in another browser; A's card turns to Connected and B's connections-only
// resume appears on B's profile for A.
import type { Page } from '@playwright/test'
import { apiToken, letterStamp, signIn, verifiedAccount } from './support/accounts'
import { expect, test } from './support/test'

const cardOf = (page: Page, personId: string) =>
  page.locator(`[data-testid="person-card"][data-person-id="${personId}"]`)

test('a connection request accepted in another browser opens a connections-only resume', async ({
  browser,
  page,
  request,
  signInAsNew,
}) => {
  test.setTimeout(180_000)
  const stamp = letterStamp()
  // B's name carries accents; A searches for it without them.
  const bName = `Bérénice${stamp}`
  const bEmail = await verifiedAccount(request, { label: 'people-b', firstName: bName })
  const bToken = await apiToken(request, bEmail)
  const me = await request.get('/api/Users/me', { headers: { authorization: `Bearer ${bToken}` } })
  const b = ((await me.json()) as { data: { id: string; slug: string } }).data
  const resumeName = `Connections only ${stamp}`
  const saved = await request.post('/api/Resume/Save', {
    headers: { authorization: `Bearer ${bToken}` },
    data: {
      name: resumeName,
      privacy: 'connections',
      resume: { basics: { name: `${bName} Tester`, label: 'Product designer' } },
    },
  })
  expect(saved.ok()).toBe(true)

  // A searches (300 ms after typing, from 2 characters) and finds B.
  await signInAsNew({ label: 'people-a', firstName: `Anaïs${stamp}` })
  await page.goto('/people')
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search people' }).fill(`berenice${stamp}`)
  await expect(page).toHaveURL(new RegExp(`search=berenice${stamp}`))
  await expect(page.getByTestId('people-count')).toHaveText('1 person found')
  const card = cardOf(page, b.id)
  await expect(card.getByRole('link', { name: `${bName} Tester` })).toBeVisible()

  // Before connecting, B's profile shows A no resume.
  await card.getByRole('link', { name: `${bName} Tester` }).click()
  await expect(page).toHaveURL(new RegExp(`/people/${b.slug}$`))
  await expect(page.getByRole('heading', { name: `${bName} Tester`, level: 1 })).toBeVisible()
  await expect(page.getByText('No resumes to show')).toBeVisible()
  await expect(page.getByText(resumeName)).toHaveCount(0)
  await page.goBack()

  const sent = page.waitForResponse((r) => r.url().endsWith(`/api/People/${b.id}/connect`))
  await card.getByRole('button', { name: `Connect with ${bName} Tester` }).click()
  expect((await sent).ok()).toBe(true)
  await expect(card.getByTestId('connection-actions')).toHaveAttribute('data-status', 'pending_sent')
  await expect(card.getByRole('button', { name: 'Pending' })).toBeDisabled()
  await expect(card.getByRole('button', { name: `Withdraw request to ${bName} Tester` })).toBeVisible()

  // B, in another browser, sees the request on A's profile card state and accepts it on /people.
  const bContext = await browser.newContext()
  const bPage = await bContext.newPage()
  await signIn(bPage, bEmail)
  await bPage.goto(`/people?search=anais${stamp}`)
  const aCard = bPage.getByTestId('person-card').filter({ hasText: `Anaïs${stamp} Tester` })
  await expect(aCard.getByTestId('connection-actions')).toHaveAttribute('data-status', 'pending_received')
  await expect(aCard.getByRole('button', { name: /^Reject/ })).toBeVisible()
  const accepted = bPage.waitForResponse((r) => /\/api\/People\/[^/]+\/accept$/.test(r.url()))
  await aCard.getByRole('button', { name: /^Accept/ }).click()
  expect((await accepted).ok()).toBe(true)
  await expect(aCard.getByTestId('connected-badge')).toBeVisible()
  await bContext.close()

  // A's card turns to Connected, and B's connections-only resume is on B's profile.
  await page.reload()
  await expect(cardOf(page, b.id).getByTestId('connected-badge')).toBeVisible()
  await page.goto(`/people/${b.slug}`)
  await expect(page.getByTestId('profile-connections')).toHaveText('1 connection')
  await expect(page.getByRole('heading', { name: resumeName })).toBeVisible()
  // /profile/{id} is the same page.
  await page.goto(`/profile/${b.id}`)
  await expect(page.getByRole('heading', { name: `${bName} Tester`, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: resumeName })).toBeVisible()
})

test('a visitor sees a public profile and a sign-in prompt instead of actions', async ({ page, request }) => {
  const email = await verifiedAccount(request, { label: 'people-visitor', firstName: 'Visible' })
  const token = await apiToken(request, email)
  const me = await request.get('/api/Users/me', { headers: { authorization: `Bearer ${token}` } })
  const person = ((await me.json()) as { data: { slug: string } }).data
  await page.goto(`/people/${person.slug}`)
  await expect(page.getByRole('heading', { name: 'Visible Tester', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in to connect' })).toBeVisible()
  await expect(page.getByRole('button', { name: /More actions/ })).toHaveCount(0)
  await page.goto('/people/no-such-person-here')
  await expect(page.getByText('Profile not found')).toBeVisible()
})

test('a connection request made offline waits to sync and is sent once back online', async ({
  context,
  page,
  signInAsNew,
}) => {
  test.setTimeout(120_000)
  await signInAsNew({ label: 'people-offline' })
  // A seeded person with an accented name, found by the plain spelling.
  await page.goto('/people?search=wojcik')
  const card = page.getByTestId('person-card').filter({ hasText: 'Łukasz Wójcik' })
  await expect(card.getByTestId('connection-actions')).toHaveAttribute('data-status', 'none')
  const personId = await card.getAttribute('data-person-id')

  await context.setOffline(true)
  await card.getByRole('button', { name: 'Connect with Łukasz Wójcik' }).click()
  await expect(card.getByTestId('connection-actions')).toHaveAttribute('data-status', 'pending_sent')
  await expect(card.getByText('Waiting to sync', { exact: true })).toBeVisible()

  const sent = page.waitForResponse((r) => r.url().endsWith(`/api/People/${personId}/connect`))
  await context.setOffline(false)
  expect((await sent).ok()).toBe(true)
  await expect(card.getByText('Waiting to sync', { exact: true })).toHaveCount(0, { timeout: 20_000 })
  await page.reload()
  await expect(
    page
      .getByTestId('person-card')
      .filter({ hasText: 'Łukasz Wójcik' })
      .getByRole('button', { name: 'Pending' }),
  ).toBeDisabled()
})
