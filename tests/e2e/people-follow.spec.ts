// Following people, profile views and the blocked list (issue 15, decision 047): A follows B and opens B's
// profile; B sees one follower and "1 profile view in the last 30 days" with A among the viewers; B blocks A
// (the follow goes), finds A in Settings' blocked list, and unblocks.
import type { APIRequestContext } from '@playwright/test'
import { apiToken, letterStamp, signIn, verifiedAccount } from './support/accounts'
import { expect, test } from './support/test'

async function meOf(request: APIRequestContext, email: string) {
  const token = await apiToken(request, email)
  const me = await request.get('/api/Users/me', { headers: { authorization: `Bearer ${token}` } })
  return ((await me.json()) as { data: { id: string; slug: string } }).data
}

test('a follow and a profile view reach the owner; a block ends the follow and is listed in Settings', async ({
  browser,
  page,
  request,
  signInAsNew,
}) => {
  test.setTimeout(180_000)
  const stamp = letterStamp()
  const bEmail = await verifiedAccount(request, { label: 'follow-b', firstName: `Bea${stamp}` })
  const b = await meOf(request, bEmail)
  const bName = `Bea${stamp} Tester`
  const aEmail = await signInAsNew({ label: 'follow-a', firstName: `Ari${stamp}` })
  const a = await meOf(request, aEmail)
  const aName = `Ari${stamp} Tester`

  // A opens B's profile (the view is recorded) and follows B.
  const viewed = page.waitForResponse((r) => r.url().endsWith(`/api/People/${b.id}/view`))
  await page.goto(`/people/${b.slug}`)
  await expect(page.getByRole('heading', { name: bName, level: 1 })).toBeVisible()
  expect((await viewed).ok()).toBe(true)
  await expect(page.getByTestId('profile-followers')).toHaveText('0 followers')
  const followed = page.waitForResponse(
    (r) => r.url().endsWith(`/api/People/${b.id}/follow`) && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: `Follow ${bName}` }).click()
  expect((await followed).ok()).toBe(true)
  await expect(page.getByRole('button', { name: `Unfollow ${bName}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByTestId('profile-followers')).toHaveText('1 follower')
  // The owner's count is never shown to others.
  await expect(page.getByTestId('profile-views-count')).toHaveCount(0)

  // B, in another browser, sees the follower and the view on their own profile.
  const bContext = await browser.newContext()
  const bPage = await bContext.newPage()
  await signIn(bPage, bEmail)
  await bPage.goto(`/people/${b.slug}`)
  await expect(bPage.getByTestId('profile-followers')).toHaveText('1 follower')
  await expect(bPage.getByTestId('profile-views-count')).toHaveText('1 profile view in the last 30 days')
  await expect(bPage.getByRole('list', { name: 'Recent viewers' }).getByText(aName)).toBeVisible()

  // B blocks A from A's profile.
  await bPage.goto(`/people/${a.slug}`)
  await bPage.getByRole('button', { name: /More actions/ }).click()
  await bPage.getByRole('menuitem', { name: 'Block' }).click()
  const blocked = bPage.waitForResponse((r) => r.url().endsWith(`/api/People/${a.id}/block`))
  await bPage
    .getByRole('alertdialog', { name: `Block ${aName}?` })
    .getByRole('button', { name: 'Block' })
    .click()
  expect((await blocked).ok()).toBe(true)
  await expect(bPage.getByText(`You blocked ${aName}`)).toBeVisible()

  // The follow went with the block, and A is in Settings' blocked list.
  await bPage.goto(`/people/${b.slug}`)
  await expect(bPage.getByTestId('profile-followers')).toHaveText('0 followers')
  await expect(bPage.getByTestId('profile-views-count')).toHaveText('0 profile views in the last 30 days')
  await bPage.goto('/settings')
  const section = bPage.getByRole('region', { name: 'Blocked people' })
  // The settings page loads several lazy sections: give the list the time a loaded machine needs.
  await expect(section.getByTestId('blocked-person')).toHaveCount(1, { timeout: 30_000 })
  await expect(section.getByTestId('blocked-person')).toContainText(aName)
  await section.getByRole('button', { name: `Unblock ${aName}` }).click()
  await expect(section.getByText("You haven't blocked anyone.")).toBeVisible()
  await expect(bPage.getByText(`${aName} is unblocked`)).toBeVisible()

  // Unblocked: A's profile opens for B again.
  await bPage.goto(`/people/${a.slug}`)
  await expect(bPage.getByRole('heading', { name: aName, level: 1 })).toBeVisible()
  await bContext.close()
})
