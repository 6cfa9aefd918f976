// Tasks (issue 16): /tasks as a list, a board and a timeline — created in the dialog, moved on the board and
// stretched on the timeline by keyboard, edited offline through the outbox and delivered when back online.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { waitForOfflineReady } from './support/offline'

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 90_000 })

type ServerTask = { id: string; text: string; start: string; end: string; progress: number; priority: string }

/** The signed-in user's tasks as the server has them (with the page's own access token). */
async function serverTasks(page: Page): Promise<ServerTask[]> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  const response = await page.request.get('/api/Task', { headers: { authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { items: ServerTask[] } }).data.items
}

const NAME = 'Record a video introduction'

test('a task is created, moved on the board and stretched on the timeline by keyboard, and edited offline', async ({
  page,
  context,
  signInAsNew,
}) => {
  await signInAsNew({ label: 'tasks' })
  await page.goto('/tasks')
  await waitForOfflineReady(page)

  // Empty: one way forward.
  await expect(page.getByTestId('tasks-empty')).toBeVisible()
  await page.getByRole('button', { name: 'New task' }).click()
  const dialog = page.getByRole('dialog', { name: 'New task' })
  // The spec's rule: a name is required; the end cannot come before the start.
  await dialog.getByRole('button', { name: 'Create task' }).click()
  await expect(dialog.getByText('Task name is required')).toBeVisible()
  await dialog.getByLabel('Task name').fill(NAME)
  const start = await dialog.getByLabel('Start date').inputValue()
  await dialog.getByLabel('End date').fill('2000-01-01')
  await dialog.getByRole('button', { name: 'Create task' }).click()
  await expect(dialog.getByText('End date must be on or after the start date')).toBeVisible()
  const end = await page.evaluate((day) => {
    const d = new Date(`${day}T00:00:00Z`)
    d.setUTCDate(d.getUTCDate() + 2)
    return d.toISOString().slice(0, 10)
  }, start)
  await dialog.getByLabel('End date').fill(end)
  await dialog.getByLabel('Priority').selectOption('high')
  await dialog.getByRole('button', { name: 'Create task' }).click()
  await expect(dialog).toBeHidden()

  // The list.
  const row = page.getByTestId('task-row').filter({ hasText: NAME })
  await expect(row).toBeVisible()
  await expect(row.getByText('High')).toBeVisible()
  await expect
    .poll(async () => (await serverTasks(page)).map((t) => [t.text, t.start, t.end, t.priority]))
    .toEqual([[NAME, start, end, 'high']])
  await expect(row.getByTestId('task-sync')).toHaveCount(0)

  // The board: in To do; moved to In progress with the keyboard (the card's "Move to…" menu).
  await page.getByRole('tab', { name: 'Board' }).click()
  await expect(page).toHaveURL(/view=board/)
  const todo = page.getByTestId('board-column-todo')
  await expect(todo.getByTestId('board-card').filter({ hasText: NAME })).toBeVisible()
  const move = page.getByRole('button', { name: `Move “${NAME}” to…` })
  await move.focus()
  await page.keyboard.press('Enter')
  // The menu highlights its first choice (aria-activedescendant); Enter takes it.
  await expect(page.getByRole('menuitem', { name: 'Move to In progress' })).toHaveAttribute(
    'data-highlighted',
    '',
  )
  await page.keyboard.press('Enter')
  await expect(
    page.getByTestId('board-column-doing').getByTestId('board-card').filter({ hasText: NAME }),
  ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: `Moved “${NAME}” to In progress.` })).toBeAttached()
  await expect.poll(async () => (await serverTasks(page))[0]?.progress).toBe(10)

  // The timeline: the bar spans its days; Shift+→ makes it end a day later.
  await page.getByRole('tab', { name: 'Timeline' }).click()
  await expect(page).toHaveURL(/view=timeline/)
  await expect(page.getByTestId('timeline-today')).toBeVisible()
  const bar = page.getByTestId('timeline-bar')
  await expect(bar).toHaveAttribute('data-end', end)
  await bar.focus()
  await page.keyboard.press('Shift+ArrowRight')
  const later = await page.evaluate((day) => {
    const d = new Date(`${day}T00:00:00Z`)
    d.setUTCDate(d.getUTCDate() + 1)
    return d.toISOString().slice(0, 10)
  }, end)
  await expect(bar).toHaveAttribute('data-end', later)
  await expect.poll(async () => (await serverTasks(page))[0]?.end, { timeout: 15_000 }).toBe(later)
  expect((await serverTasks(page))[0]?.start).toBe(start)
  // With the pointer: the end handle dragged two days (40 px each on the day scale) to the right.
  const handle = bar.getByTestId('timeline-handle-end')
  const box = (await handle.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 })
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 })
  await page.mouse.up()
  const dragged = await page.evaluate((day) => {
    const d = new Date(`${day}T00:00:00Z`)
    d.setUTCDate(d.getUTCDate() + 2)
    return d.toISOString().slice(0, 10)
  }, later)
  await expect(bar).toHaveAttribute('data-end', dragged)
  await expect.poll(async () => (await serverTasks(page))[0]?.end, { timeout: 15_000 }).toBe(dragged)

  // Offline: the edit is kept on the device and shown as waiting.
  await page.getByRole('tab', { name: 'List' }).click()
  await context.setOffline(true)
  await row.getByRole('button', { name: `Edit “${NAME}”` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit task' })
  await edit.getByLabel('Task name').fill(`${NAME} (take two)`)
  await edit.getByRole('button', { name: 'Save changes' }).click()
  const edited = page.getByTestId('task-row').filter({ hasText: `${NAME} (take two)` })
  await expect(edited.getByText('Waiting to sync')).toBeVisible()
  // Still there after a reload with no network: the persisted list and the outbox.
  await page.reload()
  await expect(edited.getByText('Waiting to sync')).toBeVisible()

  // Back online: the edit reaches the server, once.
  await context.setOffline(false)
  await expect
    .poll(async () => (await serverTasks(page)).map((t) => t.text), { timeout: 20_000 })
    .toEqual([`${NAME} (take two)`])
  await expect(edited.getByTestId('task-sync')).toHaveCount(0, { timeout: 15_000 })
})
