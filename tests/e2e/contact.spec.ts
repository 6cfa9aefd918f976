import { expect, test } from './support/test'
import { CONTACT_CONFIRMATION } from '../../src/api/contact'
import { waitForApp } from './support/shell'

test('the contact form validates, then stores the message and confirms it', async ({ page }) => {
  await page.goto('/contact')
  await waitForApp(page)
  const form = page.getByRole('form', { name: 'Contact form' })
  const submit = form.getByRole('button', { name: 'Send message' })

  let posted = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact') && r.method() === 'POST') posted += 1
  })
  await submit.click()
  // Every field explains itself, and nothing went to the server.
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Email is required')).toBeVisible()
  await expect(form.getByText('Subject is required')).toBeVisible()
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  expect(posted).toBe(0)

  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  )
  await form.getByLabel('Name').fill('Dana Whitfield')
  await form.getByLabel('Email').fill('dana.whitfield@example.com')
  await form.getByLabel('Subject').fill('Team plan for our recruiting agency')
  await form
    .getByLabel('Message')
    .fill('We are twelve recruiters and would like to try Premium seats for a month.')
  await submit.click()

  // The server stored the row (201 with its id) and the page confirms it with that reference.
  const response = await stored
  expect(response.status()).toBe(201)
  const body = (await response.json()) as { success: boolean; data: { id: string | number } }
  expect(body.success).toBe(true)
  const confirmation = page.getByRole('status').filter({ hasText: 'Message sent' })
  await expect(confirmation.getByRole('heading', { name: 'Message sent' })).toBeVisible()
  await expect(confirmation).toContainText(CONTACT_CONFIRMATION)
  await expect(confirmation).toContainText(String(body.data.id))
  await expect(confirmation).toContainText('dana.whitfield@example.com')
})
