// Team invitations (issue 17): an employer with paid seats invites a recruiter from Account → Team; the recruiter
// opens the mailed link, accepts, lands on the dashboard, and appears in the employer's team.
import type { APIRequestContext } from '@playwright/test'
import { latestMail, linkPath } from './identity-support'
import { apiToken, signIn, verifiedAccount } from './support/accounts'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 90_000 })

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** The employer acts in their company account and buys three monthly seats for it with the test card. */
async function companyWithSeats(request: APIRequestContext, email: string) {
  let token = await apiToken(request, email)
  const accounts = await request.get('/api/account/available', { headers: auth(token) })
  const company = ((await accounts.json()) as { data: { id: string; kind: string }[] }).data.find(
    (a) => a.kind === 'company',
  )
  expect(company).toBeDefined()
  const switched = await request.post('/api/account/switch', {
    headers: auth(token),
    data: { accountId: company!.id },
  })
  token = ((await switched.json()) as { data: { token: string } }).data.token
  const cart = await request.get('/api/Billing/cart', { headers: auth(token) })
  const version = ((await cart.json()) as { data: { version: number } }).data.version
  const put = await request.put('/api/Billing/cart', {
    headers: auth(token),
    data: {
      items: [{ id: 'premium-seats', quantity: 1, users: 3, billingCycle: 'monthly' }],
      baseVersion: version,
    },
  })
  const cartVersion = ((await put.json()) as { data: { version: number } }).data.version
  const checkout = await request.post('/api/Billing/checkout', {
    headers: auth(token),
    data: { cartVersion },
  })
  expect(checkout.status()).toBe(201)
  const sessionId = ((await checkout.json()) as { data: { id: string } }).data.id
  const paid = await request.post(`/api/Billing/test-payments/${sessionId}/pay`, {
    headers: auth(token),
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Erin Employer' },
  })
  expect(paid.ok()).toBe(true)
}

test('an employer with seats invites a recruiter, who accepts through the mailed link and joins the team', async ({
  page,
  request,
  browser,
}) => {
  const employer = await verifiedAccount(request, {
    label: 'team-owner',
    role: 'Employer',
    firstName: 'Erin',
  })
  const recruiter = await verifiedAccount(request, {
    label: 'team-recruiter',
    role: 'Recruiter',
    firstName: 'Robin',
  })
  await companyWithSeats(request, employer)

  // The employer invites from Account → Team (the next sign-in starts in the company account).
  await signIn(page, employer)
  await page.goto('/account#team')
  const team = page.getByRole('region', { name: 'Team' })
  await expect(team.getByTestId('team-seats')).toContainText('1 of 3 seats used')
  const form = team.getByRole('form', { name: 'Invite a team member' })
  await form.getByRole('textbox', { name: 'Email' }).fill(recruiter)
  await form.getByRole('combobox', { name: 'Role' }).selectOption('Recruiter')
  await form.getByRole('textbox', { name: 'Personal message (optional)' }).fill('Welcome aboard!')
  const invitedAt = Date.now() - 1000
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(team.getByRole('list', { name: 'Pending invitations' })).toContainText(recruiter)
  await expect(team.getByTestId('team-seats')).toContainText('2 of 3 seats used')

  // The recruiter opens the mailed link in their own browser and accepts.
  const mail = await latestMail(request, recruiter, 'team-invitation', invitedAt)
  const recruiterContext = await browser.newContext()
  const recruiterPage = await recruiterContext.newPage()
  await signIn(recruiterPage, recruiter)
  await recruiterPage.goto(linkPath(mail, '/accept-invitation'))
  await expect(recruiterPage.getByRole('heading', { name: "You're Invited!" })).toBeVisible()
  await expect(recruiterPage.getByText('Welcome aboard!')).toBeVisible()
  await expect(recruiterPage.getByRole('main').getByText(recruiter, { exact: true })).toBeVisible()
  await recruiterPage.getByRole('button', { name: 'Accept Invitation' }).click()
  await expect(recruiterPage.getByText('Invitation Accepted!')).toBeVisible()
  await expect(recruiterPage.getByText(/^Welcome to .+!$/)).toBeVisible()
  await expect(recruiterPage).toHaveURL(/\/dashboard$/)

  // The link worked once.
  await recruiterPage.goto(linkPath(mail, '/accept-invitation'))
  await expect(recruiterPage.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible()
  await expect(recruiterPage.getByRole('alert')).toContainText('This invitation has already been accepted.')
  await recruiterContext.close()

  // The employer sees them in the team with their role; the invitation is no longer pending.
  await page.reload()
  const members = page.getByRole('list', { name: 'Team members' })
  const row = members.getByRole('listitem').filter({ hasText: recruiter })
  await expect(row).toBeVisible()
  await expect(row.getByRole('combobox', { name: /^Role of / })).toHaveValue('Recruiter')
  await expect(page.getByRole('region', { name: 'Team' }).getByText('No pending invitations.')).toBeVisible()
})
