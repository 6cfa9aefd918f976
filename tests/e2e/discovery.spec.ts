// Discovery (issue 15): a visitor finds a person on /search by a misspelt name (trigram similarity, with a
// "did you mean"), sees the count of every tab, switches to the People tab, and switches to the list view,
// which is kept on this device across a reload.
import { letterStamp, verifiedAccount } from './support/accounts'
import { expect, test } from './support/test'

test('a misspelt name finds the person; tabs count; the list view is kept', async ({ page, request }) => {
  test.setTimeout(120_000)
  const stamp = letterStamp()
  const firstName = `Wojciechowska${stamp}`
  await verifiedAccount(request, { label: 'discovery', firstName })
  const fullName = `${firstName} Tester`

  await page.goto('/search')
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible()
  // Everything listed before any search: the All tab counts what the other tabs hold.
  await expect(page.getByTestId('discovery-count')).toHaveText(/items? found/)

  // Misspelt ("ie" for "iech"): found by similarity, and the page says which name it meant.
  const box = page.getByRole('searchbox', { name: 'Search people, companies, resumes, jobs and media' })
  await box.fill(`wojciekowska${stamp}`)
  await expect(page).toHaveURL(new RegExp(`search=wojciekowska${stamp}`))
  const person = page.getByTestId('discovery-person').filter({ hasText: fullName })
  await expect(person).toBeVisible()
  await expect(page.getByTestId('did-you-mean')).toHaveText(`Did you mean ${fullName}?`)

  // Every tab shows its count; the person is in People only.
  await expect(page.getByTestId('tab-people').getByTestId('tab-count')).toHaveText('1')
  await expect(page.getByTestId('tab-companies').getByTestId('tab-count')).toHaveText('0')
  await expect(page.getByTestId('tab-all').getByTestId('tab-count')).toHaveText(/^\d/)

  await page.getByRole('tab', { name: /People/ }).click()
  await expect(page).toHaveURL(/category=people/)
  await expect(page.getByTestId('discovery-count')).toHaveText('1 item found')
  await expect(person).toBeVisible()
  await page.getByRole('tab', { name: /Companies/ }).click()
  await expect(page.getByTestId('discovery-empty')).toContainText(
    'Try adjusting your search or filters to find more resumes and videos.',
  )
  await page.getByRole('tab', { name: /People/ }).click()

  // Grid → list, kept across a reload.
  await expect(page.getByTestId('discovery-results')).toHaveAttribute('data-view', 'grid')
  await page.getByRole('button', { name: 'List view' }).click()
  await expect(page.getByTestId('discovery-results')).toHaveAttribute('data-view', 'list')
  await page.reload()
  await expect(page.getByTestId('discovery-results')).toHaveAttribute('data-view', 'list')
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true')

  // The actions dialog: view the profile from it.
  await page.getByRole('button', { name: `Actions for ${fullName}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible()
  await dialog.getByRole('button', { name: 'View profile' }).click()
  await expect(page).toHaveURL(/\/people\//)
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible()
})
