// The assistant's streamed answers (issue 16, decision 048): the panel shows the typing indicator until the first
// token, renders the answer as it arrives with Stop in place of Send, and Stop ends it, keeping what arrived;
// /chat streams the same way. The built-in engine answers in milliseconds, so the page's fetch hands the real
// server's events on one at a time, as a slow network would (`slowStreams`).
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 90_000 })

const SHOTS = process.env.E2E_SHOTS_DIR

/** Delivers the events of the streamed chat calls one by one, `gapMs` apart, after `firstMs` (what the page reads). */
async function slowStreams(page: Page, firstMs: number, gapMs: number) {
  await page.addInitScript(
    ({ firstMs, gapMs }) => {
      const realFetch = window.fetch.bind(window)
      window.fetch = async (input, init) => {
        const response = await realFetch(input, init)
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
        if (!/\/api\/(chat|ai\/context)\/stream$/.test(new URL(url, location.href).pathname) || !response.ok)
          return response
        const events = (await response.text()).split(/(?<=\n\n)/)
        const signal = init?.signal
        const encoder = new TextEncoder()
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            signal?.addEventListener('abort', () => controller.error(signal.reason))
            await new Promise((r) => setTimeout(r, firstMs))
            for (const event of events) {
              if (signal?.aborted) return
              controller.enqueue(encoder.encode(event))
              await new Promise((r) => setTimeout(r, gapMs))
            }
            controller.close()
          },
        })
        return new Response(body, { status: response.status, headers: response.headers })
      }
    },
    { firstMs, gapMs },
  )
}

test('the panel streams a built-in answer, with Stop in place of Send, and Stop keeps what arrived @mobile', async ({
  page,
  signInAsNew,
}, testInfo) => {
  await slowStreams(page, 700, 150)
  await signInAsNew({ label: 'stream' })
  await page.goto('/jobs')
  await page.getByRole('button', { name: 'Open AI assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'AI Assistant' })
  const input = panel.getByRole('textbox', { name: 'Message the assistant' })
  await input.fill('How do I apply for a job?')
  await input.press('Enter')

  // Until the first token: the typing indicator, and Stop instead of Send.
  await expect(panel.getByRole('status').getByText('The assistant is typing…')).toBeAttached()
  await expect(panel.getByRole('button', { name: 'Stop' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Send' })).toHaveCount(0)

  // Mid-stream: the answer grows in its line, the indicator is gone.
  const growing = panel.locator('[data-sender="ai"][aria-busy="true"]')
  await expect(growing).toBeVisible()
  await expect(panel.getByRole('status').getByText('The assistant is typing…')).toHaveCount(0)
  const answer = panel.locator('[data-sender="ai"]').last()
  const early = (await answer.innerText()).length
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/panel-mid-stream-${testInfo.project.name}.png` })
  await expect.poll(async () => (await answer.innerText()).length).toBeGreaterThan(early)

  // The whole answer: named engine, counted once, Send back.
  await expect(panel.getByText('Answered by ReelHire built-in assistant')).toBeVisible({ timeout: 15_000 })
  await expect(growing).toHaveCount(0)
  await expect(panel.getByTestId('ai-usage')).toContainText('AI Requests: 1/10 used this month')
  await expect(panel.getByRole('button', { name: 'Send' })).toBeVisible()

  // Stop: the answer stops where it was, says so, and the box takes a new message.
  await input.fill('How do I apply for a job?')
  await input.press('Enter')
  const second = panel.locator('[data-sender="ai"][aria-busy="true"]')
  await expect(second).toBeVisible()
  await panel.getByRole('button', { name: 'Stop' }).click()
  await expect(panel.getByText('Stopped', { exact: true })).toBeVisible()
  await expect(panel.locator('[data-sender="ai"][aria-busy="true"]')).toHaveCount(0)
  await expect(panel.getByText('Answered by ReelHire built-in assistant')).toHaveCount(1)
  const stopped = panel.locator('[data-sender="ai"]').last()
  const cut = await stopped.innerText()
  await page.waitForTimeout(600)
  expect(await stopped.innerText()).toBe(cut)
  await expect(panel.getByRole('button', { name: 'Stop' })).toHaveCount(0)
  await input.fill('Thanks')
  await expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled()
})

test('/chat streams the coach’s answer and keeps it @mobile', async ({ page, signInAsNew }, testInfo) => {
  await slowStreams(page, 500, 70)
  await signInAsNew({ label: 'stream-coach' })
  await page.goto('/chat')
  const input = page.getByRole('textbox', { name: 'Message the AI coach' })
  await input.fill('How do I write a good resume?')
  await input.press('Enter')
  await expect(page.getByRole('status').getByText('The assistant is typing…')).toBeAttached()
  const growing = page.locator('[data-sender="ai"][aria-busy="true"]')
  await expect(growing).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/chat-mid-stream-${testInfo.project.name}.png` })
  await expect(page.getByText('Answered by ReelHire built-in assistant')).toBeVisible({ timeout: 15_000 })
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/chat-answered-${testInfo.project.name}.png` })
  // Kept by the server: a reload shows the exchange.
  await page.reload()
  await expect(page.getByText('How do I write a good resume?')).toBeVisible()
  await expect(page.getByText('Answered by ReelHire built-in assistant')).toBeVisible()
})
