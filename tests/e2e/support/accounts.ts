// Accounts for the stories: a new verified account of any sign-up role, signing in through the form, and an API
// token for setting data up. One place for the register → confirm → sign in preamble every story needs.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { SEEDED_PASSWORD, latestMail, linkPath, registerByApi, signInThroughForm } from '../identity-support'
import { waitForApp } from './shell'

export type SignUpRole = 'JobSeeker' | 'Recruiter' | 'Employer'

export type NewAccount = {
  /** Goes into the address, so a failing story's data is easy to find. */
  label: string
  role?: SignUpRole
  firstName?: string
}

/** Registers through the API and confirms the address from the mailed link; returns the address. */
export async function verifiedAccount(request: APIRequestContext, account: NewAccount): Promise<string> {
  const email = await registerByApi(request, account.label, account.firstName, account.role)
  const mail = await latestMail(request, email, 'confirm-email')
  const link = new URL(linkPath(mail, '/confirm-email'), 'http://x')
  const confirmed = await request.get(`/api/account/ConfirmEmail${link.search}`)
  expect(confirmed.ok()).toBe(true)
  return email
}

/** Signs in through the sign-in form, as a person would, and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password = SEEDED_PASSWORD): Promise<void> {
  await page.goto('/login')
  await waitForApp(page)
  await signInThroughForm(page, email, password)
  await expect(page).not.toHaveURL(/\/login/)
}

/** An access token for setting up data through the API (not for what the story itself checks). */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/Auth/login', { data: { email, password: SEEDED_PASSWORD } })
  expect(login.ok()).toBe(true)
  return ((await login.json()) as { data: { token: string } }).data.token
}

/**
 * Letters unique to this call, for names (which take no digits) that a search must find alone: the time in base 36
 * with its digits turned into letters, and random letters, so stories started in the same second never share one.
 */
export function letterStamp(): string {
  const letters = (text: string) => text.replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)] ?? 'q')
  return letters(Date.now().toString(36)) + letters(Math.random().toString(36).slice(2, 6))
}
