// Talent pools (issue 15): a recruiter finds a candidate on /search by a misspelt name, adds them to a new pool
// from the item's actions, moves them to "Contacted" on the pool page (kept after a reload), and tracks them from
// their profile, which puts them under "Tracked candidates" on the dashboard.
import { letterStamp, signIn, verifiedAccount } from './support/accounts'
import { expect, test } from './support/test'

test('a recruiter pools a candidate found by a misspelt name, moves them to Contacted and tracks them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = letterStamp()
  const firstName = `Szczepanska${stamp}`
  await verifiedAccount(request, { label: 'pool-candidate', firstName })
  const fullName = `${firstName} Tester`
  const recruiter = await verifiedAccount(request, { label: 'pool-recruiter', role: 'Recruiter' })
  const poolName = `Shortlist ${stamp}`

  await signIn(page, recruiter)
  await page.goto('/search')
  const box = page.getByRole('searchbox', { name: 'Search people, companies, resumes, jobs and media' })
  // Misspelt: "sh" for "sz".
  await box.fill(`shczepanska${stamp}`)
  await expect(page.getByTestId('discovery-person').filter({ hasText: fullName })).toBeVisible()

  await page.getByRole('button', { name: `Actions for ${fullName}` }).click()
  await page.getByTestId('discovery-actions').getByRole('button', { name: 'Add to pool' }).click()
  const dialog = page.getByTestId('add-to-pool-dialog')
  await expect(dialog.getByRole('heading', { name: `Add ${fullName} to a talent pool` })).toBeVisible()
  // A recruiter without pools starts a new one here.
  await expect(dialog.getByLabel('Talent pool')).toHaveValue('new')
  await dialog.getByRole('textbox', { name: 'New pool name' }).fill(poolName)
  await dialog.getByRole('button', { name: 'Add to pool' }).click()
  await expect(page.getByText(`${fullName} added to ${poolName}`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await page.keyboard.press('Escape')

  await page.goto('/talent-pools')
  await expect(page.getByRole('heading', { name: 'Talent pools', level: 1 })).toBeVisible()
  const card = page.getByTestId('pool-card').filter({ hasText: poolName })
  await expect(card).toContainText('1 candidate')
  await card.getByRole('link', { name: poolName }).click()
  await expect(page.getByRole('heading', { name: poolName, level: 1 })).toBeVisible()

  const member = page.getByTestId('pool-member').filter({ hasText: fullName })
  await expect(member).toHaveAttribute('data-stage', 'sourced')
  await member.getByRole('combobox', { name: `Stage of ${fullName}` }).selectOption('contacted')
  await expect(member).toHaveAttribute('data-stage', 'contacted')
  await expect(page.getByText(`${fullName} moved to Contacted`)).toBeVisible()

  await member.getByRole('button', { name: 'Notes' }).click()
  await member.getByPlaceholder('Add a note for your team').fill('Replied on LinkedIn; call on Friday.')
  await member.getByRole('button', { name: 'Add note' }).click()
  await expect(member.getByRole('list', { name: `Notes on ${fullName}` })).toContainText('call on Friday')

  await page.reload()
  await expect(page.getByTestId('pool-member').filter({ hasText: fullName })).toHaveAttribute(
    'data-stage',
    'contacted',
  )
  await page.getByRole('button', { name: 'Contacted (1)' }).click()
  await expect(page.getByTestId('pool-member')).toHaveCount(1)
  await page.getByRole('button', { name: 'Sourced (0)' }).click()
  await expect(page.getByTestId('pool-member')).toHaveCount(0)

  // Track from the profile; the dashboard lists them.
  await page.getByRole('button', { name: /^All/ }).click()
  await page.getByTestId('pool-member').getByRole('link', { name: fullName }).click()
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible()
  const track = page.getByRole('button', { name: 'Track', exact: true })
  await track.click()
  await expect(page.getByRole('button', { name: 'Tracking' })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Tracked candidates' })).toContainText(fullName)
  await expect(page.getByRole('region', { name: 'Talent pools' })).toContainText(poolName)
})
