// node .tmp-companies-shots.mjs [--login email] [--only mobile|desktop] path...
import { chromium } from '@playwright/test'
const args = process.argv.slice(2)
const opt = (n) => { const i = args.indexOf(`--${n}`); if (i === -1) return ''; const [v] = args.splice(i, 2).slice(1); return v }
const login = opt('login'); const only = opt('only'); const prefix = opt('prefix')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const vps = { mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, desktop: { viewport: { width: 1440, height: 900 } } }
for (const [name, o] of Object.entries(vps)) {
  if (only && only !== name) continue
  const context = await browser.newContext({ ...o, baseURL: 'http://127.0.0.1:4331', serviceWorkers: 'block' })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 400)))
  if (login) {
    await page.goto('/login')
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByRole('textbox', { name: 'Email' }).fill(login)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('ReelHire!2026')
    await form.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20000 })
  }
  for (const target of args) {
    await page.goto(target)
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await page.waitForTimeout(1200)
    const file = `/tmp/companies/shots/${prefix}${target.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 60)}-${name}.png`
    console.log('text', (await page.locator('body').innerText()).length, await page.evaluate(() => document.body.scrollHeight))
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
  await context.close()
}
await browser.close()
