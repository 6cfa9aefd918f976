// The JavaScript Chromium really fetches to render `/`: the static graph plus the lazily loaded
// route chunks the page needs (the home route's component, its data), measured without the
// service worker. Sizes are the dist files gzip -9, like initial-js.ts, so the two compare.
import { chunkSize, type ChunkSize } from './chunk-size'
import { launchChromium } from './chromium'

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
    return [...scripts].map((pathname) => chunkSize(distDir, pathname))
  } catch (error) {
    console.error(`Could not measure loaded JS in Chromium: ${String(error)}`)
    return null
  } finally {
    await browser.close()
  }
}
