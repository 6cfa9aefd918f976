#!/usr/bin/env node
// Screenshots of running pages at phone (390×844) and desktop (1440×900) size, optionally signed in. For people
// and helpers checking what they built without touching dist/:
//   npx vite build --outDir /tmp/me/dist                      # your own build, dist/ untouched
//   DIST_DIR=/tmp/me/dist DATA_DIR=/tmp/me/data PORT=4301 npx tsx server/index.ts &
//   node scripts/preview-shots.mjs --base http://127.0.0.1:4301 --out /tmp/me/shots --login jobseeker@reelhire.dev /jobs /jobs/saved
// Files: <out>/<path-as-name>-<mobile|desktop>.png (full page).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  if (i === -1) return fallback
  const [value] = args.splice(i, 2).slice(1)
  return value
}
const base = option('base', 'http://127.0.0.1:8080')
const out = option('out', 'tests/e2e/.tmp/shots')
const login = option('login', '')
const password = option('password', 'ReelHire!2026')
const paths = args.length ? args : ['/']
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const viewports = {
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
}
for (const [name, options] of Object.entries(viewports)) {
  const context = await browser.newContext({ ...options, baseURL: base, serviceWorkers: 'block' })
  const page = await context.newPage()
  if (login) {
    await page.goto('/login')
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByRole('textbox', { name: 'Email' }).fill(login)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 })
  }
  for (const target of paths) {
    await page.goto(target)
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await page.waitForTimeout(500)
    const file = path.join(
      out,
      `${target.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${name}.png`,
    )
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
  await context.close()
}
await browser.close()
