import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { CHROMIUM_ARGS, E2E_BASE_URL, chromiumExecutable } from './support/browser'

test.use({ serviceWorkers: 'allow' })

/** The file the e2e server serves as /sw.js (it serves its build from disk on every request). */
const SERVED_SW = process.env.E2E_DIST_DIR
  ? path.resolve(process.env.E2E_DIST_DIR, 'sw.js')
  : fileURLToPath(new URL('../../dist/sw.js', import.meta.url))

async function waitForControllingWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  })
}

test('first install says "Ready to work offline"; a new version prompts and Reload switches to it', async ({
  page,
}) => {
  await page.goto('/')
  await waitForControllingWorker(page)
  await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible()
  // The usual case from here on: a later visit, already controlled, when a deploy lands.
  await page.reload()
  await waitForControllingWorker(page)

  // A deploy, as the browser sees it: sw.js on the server changes by a byte. The update check is
  // made by the browser itself, outside any page, so page.route() cannot fake it; we change the
  // served file for the length of the check and restore it whatever happens.
  const original = readFileSync(SERVED_SW, 'utf8')
  try {
    writeFileSync(SERVED_SW, `${original}\n// e2e: a newer build ${Date.now()}\n`)
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
    await expect(prompt).toBeVisible()
    // Persistent: still there well past the default 5 s toast duration.
    await page.waitForTimeout(6_000)
    await expect(prompt).toBeVisible()

    await page.evaluate(() => Object.assign(window, { __beforeUpdate: true }))
    const reloaded = page.waitForEvent('load')
    await prompt.getByRole('button', { name: 'Reload' }).click()
    await reloaded
  } finally {
    writeFileSync(SERVED_SW, original)
  }
  await waitForControllingWorker(page)
  expect(await page.evaluate(() => '__beforeUpdate' in window)).toBe(false)
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return { waiting: Boolean(registration?.waiting), active: registration?.active?.state }
  })
  expect(state).toEqual({ waiting: false, active: 'activated' })
  await expect(page.getByText('A new version is available')).toHaveCount(0)
  // The first install already said it: no second "Ready to work offline" after the update.
  await expect(page.getByText('Ready to work offline')).toHaveCount(0)
})

test('the app is installable (no installability errors over CDP)', async () => {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'reelhire-install-'))
  const executablePath = chromiumExecutable()
  const context = await chromium.launchPersistentContext(userDataDir, {
    headless: true,
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${E2E_BASE_URL}/`)
    await waitForControllingWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])

    const { url, data } = await cdp.send('Page.getAppManifest')
    expect(url).toBe(`${E2E_BASE_URL}/manifest.webmanifest`)
    expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'ReelHire', display: 'standalone' })
  } finally {
    await context.close()
    rmSync(userDataDir, { recursive: true, force: true })
  }
})
