// The JavaScript Chromium really fetches to render `/`: the static graph plus the lazily loaded
// route chunks the page needs (the home route's component, its data), measured without the
// service worker. Sizes are the dist files gzip -9, like initial-js.ts, so the two compare.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import type { ChunkSize } from './initial-js'

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
]

export async function chunksLoadedFor(
  baseUrl: string,
  urlPath: string,
  distDir: string,
): Promise<ChunkSize[] | null> {
  const executablePath =
    process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  const browser = await chromium.launch({ args: ARGS, ...(executablePath ? { executablePath } : {}) })
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (response.request().resourceType() === 'script' && url.origin === new URL(baseUrl).origin) {
        scripts.add(url.pathname)
      }
    })
    await page.goto(`${baseUrl}${urlPath}`, { waitUntil: 'networkidle' })
    return [...scripts].map((pathname) => {
      const content = readFileSync(path.join(distDir, pathname.replace(/^\//, '')))
      return {
        file: pathname.slice(1),
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
      }
    })
  } catch (error) {
    console.error(`Could not measure loaded JS in Chromium: ${String(error)}`)
    return null
  } finally {
    await browser.close()
  }
}
