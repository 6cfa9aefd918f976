// Outreach (issue 18): a recruiter builds a two-step sequence, enrols candidates found in a people search and a
// talent pool, and the first step arrives by mail (the SMTP capture) with both RFC 8058 headers; its unsubscribe link
// opens a page whose button unsubscribes a signed-out visitor, and the recruiter sees it at once.
import type { APIRequestContext } from '@playwright/test'
import { apiToken, letterStamp, signIn, verifiedAccount } from './support/accounts'
import { capturedMailUrl } from './support/captured-mail'
import { expect, test } from './support/test'

type OutboxMail = { subject: string; kind: string; text: string; headers: Record<string, string> | null }

async function outreachMail(request: APIRequestContext, to: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(capturedMailUrl(to))
        found = ((await res.json()) as { data: OutboxMail[] }).data.find((m) => m.kind === 'outreach')
        return Boolean(found)
      },
      { timeout: 20_000, message: `an outreach mail to ${to}` },
    )
    .toBe(true)
  return found!
}

test('a recruiter builds a two-step sequence, enrols candidates and a pool, and the first step arrives with a working unsubscribe', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = letterStamp()
  const recruiter = await verifiedAccount(request, {
    label: 'outreach-r',
    role: 'Recruiter',
    firstName: `Rhea${stamp}`,
  })
  const [ada, ben, cy] = await Promise.all([
    verifiedAccount(request, { label: 'outreach-a', firstName: `Ada${stamp}` }),
    verifiedAccount(request, { label: 'outreach-b', firstName: `Ben${stamp}` }),
    verifiedAccount(request, { label: 'outreach-c', firstName: `Cy${stamp}` }),
  ])

  await signIn(page, recruiter)
  await page.goto('/outreach')
  await page.getByRole('button', { name: 'Create your first sequence' }).click()
  const editor = page.getByRole('form', { name: 'Sequence editor' })
  await editor.getByRole('textbox', { name: 'Sequence name' }).fill('Frontend engineers')
  // Any hour of any day, so the first step goes out now whatever time the story runs.
  await editor.getByRole('combobox', { name: 'Send from' }).selectOption('0')
  await editor.getByRole('combobox', { name: 'until' }).selectOption('24')
  const weekdays = editor.getByRole('checkbox', { name: 'Weekdays only (Monday to Friday)' })
  await editor.getByText('Weekdays only (Monday to Friday)').click()
  await expect(weekdays).not.toBeChecked()
  await editor.getByRole('textbox', { name: 'Subject' }).fill('A role for you, {{ firstName }}')
  await editor.getByRole('textbox', { name: 'Message' }).fill('Hi {{ firstName }},\n\nI am {{ senderName }}.')
  await editor.getByRole('button', { name: 'Add step' }).click()
  const second = editor.getByRole('group', { name: 'Step 2' })
  await second.getByRole('textbox', { name: 'Message' }).fill('Just following up, {{ firstName }}.')
  await editor.getByRole('button', { name: 'Save sequence' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Frontend engineers' })).toBeVisible()
  await expect(page.getByText('2 steps')).toBeVisible()

  // Enrol both candidates from a people search.
  await page.getByRole('button', { name: 'Enrol candidates' }).click()
  const dialog = page.getByRole('dialog', { name: 'Enrol candidates' })
  await dialog.getByRole('tab', { name: 'People' }).click()
  await dialog.getByRole('textbox', { name: 'Search people' }).fill(stamp)
  for (const name of [`Ada${stamp}`, `Ben${stamp}`]) {
    await dialog.getByText(new RegExp(name)).click()
    await expect(dialog.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked()
  }
  await dialog.getByRole('button', { name: 'Enrol 2' }).click()
  await expect(dialog).toBeHidden()
  const people = page.getByRole('list', { name: 'Enrolled people' })
  await expect(people.getByRole('listitem')).toHaveCount(2)

  // And a talent pool: its member joins the sequence too.
  const auth = { authorization: `Bearer ${await apiToken(request, recruiter)}` }
  const cyToken = await apiToken(request, cy)
  const cyId = (
    (await (
      await request.get('/api/Users/me', { headers: { authorization: `Bearer ${cyToken}` } })
    ).json()) as { data: { id: string } }
  ).data.id
  const pool = await request.post('/api/TalentPool', { headers: auth, data: { name: `Pool ${stamp}` } })
  const poolId = ((await pool.json()) as { data: { id: string } }).data.id
  expect(
    (await request.post(`/api/TalentPool/${poolId}/members`, { headers: auth, data: { userId: cyId } })).ok(),
  ).toBe(true)
  await page.getByRole('button', { name: 'Enrol candidates' }).click()
  await dialog.getByRole('tab', { name: 'Talent pool' }).click()
  await dialog.getByRole('combobox', { name: 'Talent pool' }).selectOption({ label: `Pool ${stamp} (1)` })
  await dialog.getByRole('button', { name: 'Enrol', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(people.getByRole('listitem')).toHaveCount(3)

  // The first step arrives by mail, with both unsubscribe headers.
  const mail = await outreachMail(request, ada)
  expect(mail.subject).toBe(`A role for you, Ada${stamp}`)
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  expect(mail.headers?.['List-Unsubscribe']).toMatch(
    /^<https?:\/\/[^>]+\/api\/Outreach\/unsubscribe\/[\w-]+>, <mailto:/,
  )
  expect((await outreachMail(request, ben)).subject).toBe(`A role for you, Ben${stamp}`)
  const link = mail.text.match(/Unsubscribe from these emails: (\S+)/)![1]!

  // Ada opens the link signed out: a page with a button, which unsubscribes her.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(new URL(link).pathname)
  await expect(visitorPage).toHaveURL(/\/unsubscribe\/[\w-]+$/)
  await visitorPage.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(visitorPage.getByRole('heading', { name: 'You’re unsubscribed' })).toBeVisible()
  await visitor.close()

  // The recruiter sees it without asking again for long (the list refreshes itself; a reload is immediate).
  await page.reload()
  await expect(
    people.getByRole('listitem', { name: `Ada${stamp} Tester` }).getByText('Unsubscribed'),
  ).toBeVisible()
  await expect(people.getByRole('listitem', { name: `Ben${stamp} Tester` })).toContainText(
    '1 of 2 steps sent',
  )
  await expect(people.getByRole('listitem', { name: `Ben${stamp} Tester` }).getByText('Active')).toBeVisible()
})
