// Notifications (issue 15, decision 049): a fresh user gets a connection request from another fresh user, sees
// the bell's unread badge, opens the list from the bell and then /notifications, marks everything read, and the
// badge clears.
import type { APIRequestContext } from '@playwright/test'
import { apiToken, letterStamp, verifiedAccount } from './support/accounts'
import { expect, test } from './support/test'

async function meOf(request: APIRequestContext, email: string) {
  const token = await apiToken(request, email)
  const me = await request.get('/api/Users/me', { headers: { authorization: `Bearer ${token}` } })
  return { token, ...((await me.json()) as { data: { id: string; slug: string } }).data }
}

test('a connection request shows on the bell and /notifications; marking it read clears the badge', async ({
  page,
  request,
  signInAsNew,
}) => {
  test.setTimeout(120_000)
  const stamp = letterStamp()
  const recipientEmail = await signInAsNew({ label: 'notif-to', firstName: `Nora${stamp}` })
  const recipient = await meOf(request, recipientEmail)
  const senderEmail = await verifiedAccount(request, { label: 'notif-from', firstName: `Sam${stamp}` })
  const sender = await meOf(request, senderEmail)
  const senderName = `Sam${stamp} Tester`

  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
  await expect(page.getByTestId('notification-badge')).toHaveCount(0)

  const sent = await request.post(`/api/People/${recipient.id}/connect`, {
    headers: { authorization: `Bearer ${sender.token}` },
  })
  expect(sent.ok()).toBe(true)

  // The count is polled on focus and every minute; a reload is the quickest way to ask again.
  await page.reload()
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' })
  await expect(bell).toBeVisible()
  await expect(page.getByTestId('notification-badge')).toHaveText('1')

  await bell.click()
  const popover = page.getByRole('dialog')
  await expect(
    popover.getByRole('link', { name: `${senderName} wants to connect with you (unread)` }),
  ).toBeVisible()
  await popover.getByRole('link', { name: 'See all notifications' }).click()

  await expect(page).toHaveURL(/\/notifications$/)
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  const item = page.getByRole('link', { name: `${senderName} wants to connect with you (unread)` })
  await expect(item).toHaveAttribute('href', `/people/${sender.slug}`)
  const marked = page.waitForResponse((r) => r.url().endsWith('/api/Notifications/read-all'))
  await page.getByRole('button', { name: 'Mark all as read' }).click()
  expect((await marked).ok()).toBe(true)
  await expect(page.getByRole('link', { name: `${senderName} wants to connect with you` })).toBeVisible()
  await expect(page.getByTestId('notification-badge')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
})
