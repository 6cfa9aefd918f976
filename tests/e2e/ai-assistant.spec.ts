// The AI assistant (issue 16): the floating button opens the page-aware panel; on a resume page it knows the page
// and offers resume suggestions; it gathers a task and creates it only once the user confirms; a free user whose
// month is spent sees 'Monthly limit reached' instead of the input.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test'
import { apiToken } from './support/accounts'

test.describe.configure({ timeout: 90_000 })

async function createResume(request: APIRequestContext, token: string, title: string): Promise<string> {
  const saved = await request.post('/api/Resume/Save', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: JSON.stringify({
      title,
      firstName: 'Ada',
      lastName: 'Seeker',
      privacy: 'private',
      resume: { basics: { label: 'Backend Developer' }, work: [{ name: 'Acme', position: 'Engineer' }] },
    }),
  })
  expect(saved.ok()).toBe(true)
  return ((await saved.json()) as { data: { id: string } }).data.id
}

test('on their resume page a job seeker gets resume suggestions and adds a task they confirm', async ({
  page,
  request,
  signInAsNew,
}) => {
  const email = await signInAsNew({ label: 'assistant' })
  const token = await apiToken(request, email)
  const title = `Assistant resume ${Date.now().toString(36)}`
  const resumeId = await createResume(request, token, title)

  await page.goto(`/resumes/${resumeId}`)
  await page.getByRole('button', { name: 'Open AI assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'AI Assistant' })
  await expect(panel).toBeVisible()
  await expect(panel.getByText("Hi! I'm your career assistant.", { exact: false })).toBeVisible()
  await expect(panel.getByTestId('ai-context-type')).toHaveText('resume-view')
  // Usage is fetched on open: a new free account has used none of its ten.
  await expect(panel.getByTestId('ai-usage')).toContainText('AI Requests: 0/10 used this month')
  const suggestions = panel.getByRole('group', { name: 'Suggestions' }).getByRole('button')
  await expect(suggestions).toHaveText([
    'Score this resume',
    'How can I improve this resume?',
    'Match this resume to a job',
    'Add a task',
  ])

  // A suggestion answers about this resume — its score by the resume scorer, and the tool's link with its id;
  // the engine is named.
  await suggestions.filter({ hasText: 'Score this resume' }).click()
  await expect(panel.getByText(/Overall: \d+\/100 — grade [A-F]/)).toBeVisible()
  const scorer = panel.getByRole('link', { name: 'AI resume scorer' })
  await expect(scorer).toHaveAttribute('href', `/tools/ai-resume-scorer?resumeId=${resumeId}`)
  await expect(panel.getByText(title, { exact: true })).toBeVisible()
  await expect(panel.getByText('Answered by ReelHire built-in assistant').first()).toBeVisible()
  await expect(panel.getByTestId('ai-usage')).toContainText('AI Requests: 1/10 used this month')

  // Empty text is not sent.
  const input = panel.getByRole('textbox', { name: 'Message the assistant' })
  await input.fill('   ')
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled()

  // The task: the assistant asks for what is missing, then shows what it will create.
  await input.fill('Add a task')
  await input.press('Enter')
  await expect(panel.getByText('What should the task be called?')).toBeVisible()
  await input.fill('Prepare interview notes')
  await input.press('Enter')
  await expect(panel.getByText('When should it start?', { exact: false })).toBeVisible()
  await input.fill('tomorrow')
  await input.press('Enter')
  const proposal = panel.getByRole('group', { name: 'Task to create' })
  await expect(proposal).toContainText('Prepare interview notes')
  // Nothing exists before the confirmation.
  const before = await request.get('/api/Task', { headers: { authorization: `Bearer ${token}` } })
  expect(((await before.json()) as { data: { total: number } }).data.total).toBe(0)
  await proposal.getByRole('button', { name: 'Create task' }).click()
  await expect(panel.getByText('Task created', { exact: false })).toBeVisible()
  await expect(panel.getByTestId('ai-usage')).toContainText('AI Requests: 4/10 used this month')

  await panel.getByRole('link', { name: 'Tasks' }).click()
  await expect(page).toHaveURL(/\/tasks$/)
  await expect(page.getByTestId('task-row').filter({ hasText: 'Prepare interview notes' })).toBeVisible()
})

test('a free user who used all ten requests this month sees the limit instead of the input', async ({
  page,
  request,
  signInAsNew,
}) => {
  const email = await signInAsNew({ label: 'assistant-limit' })
  const token = await apiToken(request, email)
  // Ten answered requests through the API: the month's free quota.
  for (let i = 0; i < 10; i++) {
    const res = await request.post('/api/chat/message', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: JSON.stringify({ message: 'How do I apply to a job?' }),
    })
    expect(res.ok()).toBe(true)
  }
  const eleventh = await request.post('/api/chat/message', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: JSON.stringify({ message: 'One more?' }),
  })
  expect(eleventh.status()).toBe(429)

  await page.goto('/jobs')
  await page.getByRole('button', { name: 'Open AI assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'AI Assistant' })
  await expect(panel.getByTestId('ai-usage')).toContainText('AI Requests: 10/10 used this month')
  await expect(panel.getByText('Monthly limit reached. Upgrade to Pro for unlimited access.')).toBeVisible()
  const limit = panel.getByTestId('ai-limit-reached')
  await expect(limit).toContainText('Monthly limit reached')
  await expect(limit.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing')
  await expect(panel.getByRole('textbox', { name: 'Message the assistant' })).toHaveCount(0)
  for (const button of await panel.getByRole('group', { name: 'Suggestions' }).getByRole('button').all())
    await expect(button).toBeDisabled()
})

test('signed out, the panel asks to sign in and its suggestions are disabled', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open AI assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'AI Assistant' })
  await expect(panel.getByTestId('ai-context-type')).toHaveText('search')
  await expect(
    panel.getByText('Sign in to get 10 free AI requests per month. Upgrade to Pro for unlimited access.'),
  ).toBeVisible()
  await expect(panel.getByTestId('ai-sign-in').getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(panel.getByRole('group', { name: 'Suggestions' }).getByRole('button').first()).toBeDisabled()
})
