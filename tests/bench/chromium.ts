// Chromium for the benches: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
import { existsSync } from 'node:fs'
import { chromium, type Browser } from '@playwright/test'

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function launchChromium(): Promise<Browser> {
  const executablePath =
    process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  return chromium.launch({ args: ARGS, ...(executablePath ? { executablePath } : {}) })
}
