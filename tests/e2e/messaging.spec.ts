// Real-time messaging (issue 15): two connected people exchange messages live in two browsers; one goes
// offline, writes (the message waits in the outbox as "sending"), comes back, and the message arrives once.
import type { APIRequestContext } from '@playwright/test'
import { apiToken, letterStamp, signIn, verifiedAccount } from './support/accounts'
import { expect, test } from './support/test'

async function me(request: APIRequestContext, token: string) {
  const res = await request.get('/api/Users/me', { headers: { authorization: `Bearer ${token}` } })
  return ((await res.json()) as { data: { id: string; slug: string } }).data
}

test('two connected people message live, and a message written offline arrives once', async ({
  browser,
  context,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = letterStamp()
  const aEmail = await verifiedAccount(request, { label: 'msg-a', firstName: `Anaïs${stamp}` })
  const bEmail = await verifiedAccount(request, { label: 'msg-b', firstName: `Bérénice${stamp}` })
  const [aToken, bToken] = await Promise.all([apiToken(request, aEmail), apiToken(request, bEmail)])
  const [a, b] = await Promise.all([me(request, aToken), me(request, bToken)])
  const asA = { authorization: `Bearer ${aToken}` }
  expect((await request.post(`/api/People/${b.id}/connect`, { headers: asA })).ok()).toBe(true)
  expect(
    (
      await request.post(`/api/People/${a.id}/accept`, { headers: { authorization: `Bearer ${bToken}` } })
    ).ok(),
  ).toBe(true)

  // A opens the conversation from B's profile ("Message") and writes first.
  await signIn(page, aEmail)
  await page.goto(`/people/${b.slug}`)
  await page.getByRole('button', { name: `Message Bérénice${stamp} Tester` }).click()
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('thread-title')).toHaveText(`Bérénice${stamp} Tester`)
  await expect(page.getByTestId('stream-status')).toHaveAttribute('data-status', 'live')
  const composer = page.getByRole('textbox', { name: 'Message' })
  await composer.fill('Bonjour Bérénice!')
  await composer.press('Shift+Enter')
  await composer.pressSequentially('Ça va?')
  await composer.press('Enter')
  const aThread = page.getByTestId('thread')
  await expect(aThread.getByTestId('message')).toHaveCount(1)
  await expect(aThread.getByTestId('message-body')).toHaveText('Bonjour Bérénice!\nÇa va?')
  await expect(aThread.getByTestId('delivery')).toHaveText('sent')

  // B sees the unread conversation, opens it, and answers; A sees the answer without reloading.
  const bContext = await browser.newContext()
  const bPage = await bContext.newPage()
  await signIn(bPage, bEmail)
  await bPage.goto('/messages')
  const row = bPage.getByTestId('conversation-row').filter({ hasText: `Anaïs${stamp} Tester` })
  await expect(row.getByTestId('unread-badge')).toHaveText('1')
  await row.click()
  await expect(bPage.getByTestId('stream-status')).toHaveAttribute('data-status', 'live')
  const bThread = bPage.getByTestId('thread')
  await expect(bThread.getByTestId('message-body')).toHaveText('Bonjour Bérénice!\nÇa va?')
  const bComposer = bPage.getByRole('textbox', { name: 'Message' })
  await bComposer.fill('Très bien, merci!')
  await bComposer.press('Enter')
  await expect(aThread.getByTestId('message-body').last()).toHaveText('Très bien, merci!', { timeout: 5_000 })
  // And A's next message reaches B live too.
  await composer.fill('Super 🙂')
  await composer.press('Enter')
  await expect(bThread.getByTestId('message-body').last()).toHaveText('Super 🙂', { timeout: 5_000 })

  // A goes offline and writes: the message waits as "sending", then arrives once when A is back.
  await context.setOffline(true)
  await composer.fill('Written offline')
  await composer.press('Enter')
  const waiting = aThread.getByTestId('message').last()
  await expect(waiting.getByTestId('message-body')).toHaveText('Written offline')
  await expect(waiting).toHaveAttribute('data-delivery', 'sending')
  await expect(waiting.getByTestId('delivery')).toHaveText('sending')
  await context.setOffline(false)
  await expect(aThread.getByTestId('message').last()).toHaveAttribute('data-delivery', 'sent', {
    timeout: 20_000,
  })
  await expect(bThread.getByTestId('message-body').last()).toHaveText('Written offline', { timeout: 20_000 })
  await expect(bThread.getByTestId('message-body').filter({ hasText: 'Written offline' })).toHaveCount(1)
  await bPage.reload()
  await expect(bPage.getByTestId('thread').getByTestId('message-body')).toHaveText([
    'Bonjour Bérénice!\nÇa va?',
    'Très bien, merci!',
    'Super 🙂',
    'Written offline',
  ])
  await bContext.close()
})
