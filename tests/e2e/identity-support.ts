// Helpers for the identity stories (tests/e2e/identity-*.spec.ts): mail (the SMTP capture) and sign-in.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { capturedMailUrl, type CapturedMail } from './support/captured-mail'

export const SEEDED_PASSWORD = 'ReelHire!2026'

type OutboxMail = CapturedMail

/** The newest mail of `kind` to `to` as the SMTP capture received it, waiting for it to arrive. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  kind: string,
  after = 0,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(capturedMailUrl(to))
        const body = (await response.json()) as { data: OutboxMail[] }
        found = body.data.find((m) => m.kind === kind && Date.parse(m.createdAt) >= after)
        return Boolean(found)
      },
      { timeout: 10_000, message: `a ${kind} mail to ${to}` },
    )
    .toBe(true)
  return found!
}

/** The path+query of the mail's first link to `pathname`, so it opens on the test server whatever PUBLIC_URL is. */
export function linkPath(mail: OutboxMail, pathname: string): string {
  const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname === pathname)
  if (!link) throw new Error(`no ${pathname} link in "${mail.subject}": ${mail.links.join(', ')}`)
  return `${link.pathname}${link.search}`
}

export const codeFrom = (mail: OutboxMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

/** Registers through the API (the sign-up screen has its own story) and returns the address. */
export async function registerByApi(
  request: APIRequestContext,
  label: string,
  firstName = 'Riley',
  role: 'JobSeeker' | 'Recruiter' | 'Employer' = 'JobSeeker',
) {
  const email = uniqueEmail(label)
  const response = await request.post('/api/Auth/register', {
    data: {
      email,
      password: SEEDED_PASSWORD,
      confirmPassword: SEEDED_PASSWORD,
      firstName,
      lastName: 'Tester',
      role,
    },
  })
  expect(response.ok()).toBe(true)
  return email
}

export async function signInThroughForm(page: Page, email: string, password = SEEDED_PASSWORD) {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}
