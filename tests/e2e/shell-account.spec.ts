// What the shell says about a signed-in user's plan and accounts (issue 12): administrators have no plan to
// upgrade, and a personal account reads as personal, not as its owner role "Admin".
import type { Page } from '@playwright/test'
import { codeFrom, latestMail, signInThroughForm } from './identity-support'
import { expect, test } from './support/test'
import { waitForApp } from './support/shell'

/** The plan badge and upgrade link of the top bar (from 768 px) or the avatar menu (phones). */
async function planMentions(page: Page, isMobile: boolean) {
  const header = page.getByRole('banner')
  if (isMobile) {
    await header.getByRole('button', { name: /^Account menu for / }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible()
    return { plan: menu.getByText(/^(Free|Premium) plan$/), upgrade: menu.getByText('Upgrade Account') }
  }
  return {
    plan: header.getByText(/^(Free|Premium)$/),
    upgrade: header.getByRole('link', { name: 'Upgrade Account' }),
  }
}

test('a job seeker sees their free plan and a personal account called personal @mobile', async ({
  page,
  isMobile,
}) => {
  await page.goto('/login?redirect=%2Faccount')
  await waitForApp(page)
  await signInThroughForm(page, 'jobseeker@reelhire.dev')
  await expect(page.getByRole('heading', { name: 'Your accounts' })).toBeVisible()
  const accounts = page.getByRole('main').getByRole('listitem')
  await expect(accounts).toHaveCount(1)
  await expect(accounts.first()).toContainText('Personal account')
  await expect(accounts.first()).not.toContainText(/Admin|Owner/)

  const { plan, upgrade } = await planMentions(page, isMobile)
  await expect(plan).toBeVisible()
  await expect(upgrade).toBeVisible()
})

test('administrators are offered no plan and no upgrade @mobile', async ({ page, request, isMobile }) => {
  // One administrator per project: the two projects run at once, and a second sign-in of the same account would
  // mail a second code while the first is being read.
  const email = isMobile ? 'superadmin@reelhire.dev' : 'admin@reelhire.dev'
  const started = Date.now() - 1_000
  await page.goto('/login?redirect=%2Faccount')
  await waitForApp(page)
  await signInThroughForm(page, email)
  const step = page.getByRole('form', { name: 'Two-factor verification' })
  const code = codeFrom(await latestMail(request, email, 'two-factor-code', started))
  await step.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await step.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Your accounts' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Personal account')

  const { plan, upgrade } = await planMentions(page, isMobile)
  await expect(plan).toHaveCount(0)
  await expect(upgrade).toHaveCount(0)
  // The avatar menu says what they are instead of a plan.
  if (isMobile) await expect(page.getByRole('menu').getByText('Super Admin', { exact: true })).toBeVisible()
})
