// The resume builder (issue 14): a job seeker fills basics and a position with highlights, reorders entries by
// keyboard, watches the preview redraw and autosave say Saved; a reload keeps it. Offline, edits are kept on the
// device and go out when the network returns; an edit that meets a newer server version shows both and keeps
// the one chosen.
import type { APIRequestContext, Page } from '@playwright/test'
import { apiToken } from './support/accounts'
import { idbCount, waitForOfflineReady } from './support/offline'
import { expect, test } from './support/test'

type ServerResume = {
  id: string
  version: number
  resume: Record<string, unknown> & { basics?: Record<string, unknown> }
}

async function serverResume(request: APIRequestContext, token: string, id: string): Promise<ServerResume> {
  const response = await request.get(`/api/Resume/${id}`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: ServerResume }).data
}

const status = (page: Page) => page.getByTestId('autosave-status')
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
/** The card of work entry `index` (0-based), in the order the list shows them. */
const entry = (page: Page, index: number) =>
  region(page, 'Work experience')
    .getByRole('list', { name: 'Work experience entries' })
    .getByRole('listitem')
    .nth(index)
    .getByRole('group')
    .first()

/** What the preview shows: the PDF's object URL, inline or as a link where the browser has no PDF viewer. */
async function previewUrl(page: Page): Promise<string> {
  const preview = page.getByTestId('resume-preview')
  const frame = preview.locator('iframe')
  if (await frame.count()) return (await frame.getAttribute('src')) ?? ''
  const link = preview.getByRole('link', { name: 'Open the PDF preview' })
  return (await link.count()) ? ((await link.getAttribute('href')) ?? '') : ''
}

test('a job seeker builds a resume with autosave, offline edits and a conflict settled', async ({
  page,
  context,
  request,
  signInAsNew,
}) => {
  test.setTimeout(180_000)
  const email = await signInAsNew({ label: 'resume-builder' })
  const token = await apiToken(request, email)

  // Create: it goes straight on to the builder.
  await page.goto('/resumes/new')
  const form = page.getByRole('form', { name: 'Create resume' })
  await form.getByRole('textbox', { name: 'Resume title' }).fill('Builder story')
  await form.getByRole('button', { name: 'Create resume' }).click()
  await expect(page).toHaveURL(/\/resumes\/create\/[^/]+$/)
  const id = new URL(page.url()).pathname.split('/').pop() ?? ''
  await expect(page.getByRole('heading', { name: 'Edit resume' })).toBeVisible()

  // The preview draws the resume before anything is typed.
  await expect.poll(() => previewUrl(page), { timeout: 30_000 }).toMatch(/^blob:/)
  const firstPreview = await previewUrl(page)

  // Basics.
  const basics = region(page, 'Basics')
  await basics.getByRole('textbox', { name: 'Full name' }).fill('Ana Núñez')
  await basics.getByRole('textbox', { name: 'Headline', exact: true }).fill('Frontend Developer')

  // Two positions, the first with two highlights.
  const work = region(page, 'Work experience')
  await work.getByRole('button', { name: 'Add position' }).click()
  const first = work.getByRole('group', { name: /^Position 1$/ })
  await first.getByRole('textbox', { name: 'Position', exact: true }).fill('Developer')
  await work
    .getByRole('group', { name: 'Developer' })
    .getByRole('textbox', { name: 'Company', exact: true })
    .fill('Acme')
  const acme = work.getByRole('group', { name: 'Developer — Acme' })
  await acme.getByRole('button', { name: 'Add highlight' }).click()
  await acme.getByRole('textbox', { name: 'Highlights 1' }).fill('Cut page load time in half')
  await acme.getByRole('textbox', { name: 'Highlights 1' }).press('Enter')
  await acme.getByRole('textbox', { name: 'Highlights 2' }).fill('Led the design system')
  await work.getByRole('button', { name: 'Add position' }).click()
  await work
    .getByRole('group', { name: /^Position 2$/ })
    .getByRole('textbox', { name: 'Position', exact: true })
    .fill('Designer')
  await work
    .getByRole('group', { name: 'Designer' })
    .getByRole('textbox', { name: 'Company', exact: true })
    .fill('Beta')

  // Reorder by keyboard: Move up on the second entry, focus stays on the moved entry.
  const moveUp = work.getByRole('button', { name: 'Move Designer — Beta up' })
  await moveUp.focus()
  await page.keyboard.press('Enter')
  await expect(entry(page, 0)).toBeVisible()
  await expect(entry(page, 0)).toHaveAccessibleName('Designer — Beta')
  await expect(entry(page, 1)).toHaveAccessibleName('Developer — Acme')
  await expect(work.getByRole('button', { name: 'Move Designer — Beta down' })).toBeFocused()

  // Autosave says Saved, the preview was drawn again, and the server has it all in the new order.
  await expect(status(page)).toHaveText('Saved', { timeout: 15_000 })
  await expect.poll(() => previewUrl(page), { timeout: 30_000 }).not.toBe(firstPreview)
  let saved = await serverResume(request, token, id)
  expect(saved.resume.basics?.label).toBe('Frontend Developer')
  expect(saved.resume.work).toEqual([
    { position: 'Designer', name: 'Beta' },
    {
      position: 'Developer',
      name: 'Acme',
      highlights: ['Cut page load time in half', 'Led the design system'],
    },
  ])

  // A reload keeps it.
  await page.reload()
  await expect(region(page, 'Basics').getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue(
    'Frontend Developer',
  )
  await expect(entry(page, 0)).toHaveAccessibleName('Designer — Beta')

  // Offline: the edit is kept on the device, then synced when the network returns.
  await context.setOffline(true)
  await region(page, 'Basics')
    .getByRole('textbox', { name: 'Headline', exact: true })
    .fill('Senior Frontend Developer')
  await expect(status(page)).toHaveText('Offline — saved on this device', { timeout: 15_000 })
  await expect.poll(() => idbCount(page, 'reelhire-resume-drafts', 'drafts')).toBe(1)
  await context.setOffline(false)
  await expect(status(page)).toHaveText('Saved', { timeout: 20_000 })
  saved = await serverResume(request, token, id)
  expect(saved.resume.basics?.label).toBe('Senior Frontend Developer')
  await expect.poll(() => idbCount(page, 'reelhire-resume-drafts', 'drafts')).toBe(0)

  // Meanwhile another device saves a newer version.
  const other = await request.post('/api/Resume/Save', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      id,
      baseVersion: saved.version,
      resume: { ...saved.resume, basics: { ...saved.resume.basics, label: 'Saved elsewhere' } },
    },
  })
  expect(other.ok()).toBe(true)

  // This page's next edit meets it: both are shown, nothing is overwritten until the user chooses.
  await region(page, 'Basics')
    .getByRole('textbox', { name: 'Headline', exact: true })
    .fill('Staff Frontend Developer')
  const dialog = page.getByRole('dialog', { name: 'This resume changed elsewhere' })
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  const basicsRow = dialog.getByTestId('conflict-part').filter({ hasText: 'Basics' })
  await expect(basicsRow).toContainText('Staff Frontend Developer')
  await expect(basicsRow).toContainText('Saved elsewhere')
  expect((await serverResume(request, token, id)).resume.basics?.label).toBe('Saved elsewhere')
  await dialog.getByRole('button', { name: 'Keep mine' }).click()
  await expect(dialog).toBeHidden()
  await expect(status(page)).toHaveText('Saved', { timeout: 15_000 })
  expect((await serverResume(request, token, id)).resume.basics?.label).toBe('Staff Frontend Developer')
})

test.describe('offline, with the app installed', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a reload while offline opens the edits kept on this device, and they sync when back online', async ({
    page,
    context,
    request,
    signInAsNew,
  }) => {
    test.slow() // installs the service worker first
    const email = await signInAsNew({ label: 'resume-builder-offline' })
    const token = await apiToken(request, email)
    const created = await request.post('/api/Resume/Save', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Offline story', resume: { basics: { name: 'Ana Núñez', label: 'Developer' } } },
    })
    expect(created.ok()).toBe(true)
    const { id } = ((await created.json()) as { data: { id: string } }).data

    await page.goto(`/resumes/edit/${id}`)
    await waitForOfflineReady(page)
    const headline = () => region(page, 'Basics').getByRole('textbox', { name: 'Headline', exact: true })
    await expect(headline()).toHaveValue('Developer')

    await context.setOffline(true)
    await headline().fill('Developer, edited offline')
    await expect(status(page)).toHaveText('Offline — saved on this device')
    await expect.poll(() => idbCount(page, 'reelhire-resume-drafts', 'drafts')).toBe(1)
    await page.reload()
    await expect(headline()).toHaveValue('Developer, edited offline', { timeout: 20_000 })
    await expect(status(page)).toHaveText('Offline — saved on this device')

    await context.setOffline(false)
    await expect(status(page)).toHaveText('Saved', { timeout: 20_000 })
    expect((await serverResume(request, token, id)).resume.basics?.label).toBe('Developer, edited offline')
  })
})
