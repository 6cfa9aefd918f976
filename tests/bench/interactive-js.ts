// The JavaScript a page loads before it is interactive (issue 13 "Budgets": JavaScript loaded before the first
// interaction on /jobs/:id): every script of the app's origin that finished loading before React had attached to
// the page (<html data-hydrated>, set by AppRoot), in a fresh signed-out Chromium without the service worker; then
// what else arrives until the network is quiet. Transfer is the body as served (the server gzips); gzip -9 of the
// dist files is the figure the other JS rows use.
import { JOB_PAGE_JS_BUDGET_KB, verdict } from './budget'
import { chunkSize, kb } from './chunk-size'
import { launchChromium } from './chromium'
import type { BenchRow } from './report'

export type ScriptTotals = { count: number; transferBytes: number; gzipBytes: number; bytes: number }
export type InteractiveJs = { beforeInteractive: ScriptTotals; untilQuiet: ScriptTotals }

type Loaded = { pathname: string; transferBytes: number; finishedAt: number }

export async function scriptsBeforeInteractive(
  baseUrl: string,
  urlPath: string,
  distDir: string,
): Promise<InteractiveJs> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    const loaded: Promise<Loaded | null>[] = []
    page.on('requestfinished', (request) => {
      const url = new URL(request.url())
      if (request.resourceType() !== 'script' || url.origin !== new URL(baseUrl).origin) return
      const finishedAt = Date.now()
      loaded.push(
        request.sizes().then(
          (sizes) => ({ pathname: url.pathname, transferBytes: sizes.responseBodySize, finishedAt }),
          // A script finishing as the browser closes: past network quiet, not counted.
          () => null,
        ),
      )
    })
    await page.goto(`${baseUrl}${urlPath}`)
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
      timeout: 60_000,
    })
    const interactiveAt = Date.now()
    await page.waitForLoadState('networkidle')
    const scripts = (await Promise.all(loaded)).filter((s): s is Loaded => s !== null)
    return {
      beforeInteractive: totals(
        scripts.filter((s) => s.finishedAt <= interactiveAt),
        distDir,
      ),
      untilQuiet: totals(scripts, distDir),
    }
  } finally {
    await browser.close()
  }
}

function totals(scripts: readonly Loaded[], distDir: string): ScriptTotals {
  const unique = new Map(scripts.map((s) => [s.pathname, s]))
  let gzipBytes = 0
  let bytes = 0
  let transferBytes = 0
  for (const { pathname, transferBytes: transfer } of unique.values()) {
    const size = chunkSize(distDir, pathname)
    bytes += size.bytes
    gzipBytes += size.gzipBytes
    transferBytes += transfer
  }
  return { count: unique.size, transferBytes, gzipBytes, bytes }
}

/** The row for /jobs/:id, judged on what is transferred before it is interactive. */
export function interactiveJsRow({ beforeInteractive: before, untilQuiet: quiet }: InteractiveJs): BenchRow {
  return [
    'JS loaded on /jobs/:id before interactive',
    kb(before.transferBytes),
    `as transferred (the server's gzip); ${kb(before.gzipBytes)} gzip -9, ${kb(before.bytes)} raw in ${before.count} scripts finished before React attached (<html data-hydrated>), signed out, no service worker; until network quiet ${kb(quiet.transferBytes)} in ${quiet.count}; ${verdict(before.transferBytes / 1024 <= JOB_PAGE_JS_BUDGET_KB, `≤ ${JOB_PAGE_JS_BUDGET_KB} KB`)}`,
  ]
}
