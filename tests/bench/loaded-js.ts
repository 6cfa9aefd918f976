// The JavaScript Chromium really fetches to render `/`: the static graph plus the lazily loaded
// route chunks the page needs (the home route's component, its data), measured without the
// service worker. Sizes are the dist files gzip -9, like initial-js.ts, so the two compare.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchChromium } from './chromium'
import type { ChunkSize } from './initial-js'

export async function chunksLoadedFor(
  baseUrl: string,
  urlPath: string,
  distDir: string,
): Promise<ChunkSize[] | null> {
  const browser = await launchChromium()
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
