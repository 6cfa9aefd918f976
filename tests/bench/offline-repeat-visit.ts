// Issue 4 "Benchmarks": a repeat visit offline. The real server serves the build; Chromium installs the service
// worker, opens a listing page online (so its data is in the service worker's runtime cache and in the persisted
// query cache), then goes offline and opens the same page again in new tabs, N times with the service worker
// still running and N times after stopping it (a visit hours later starts the worker cold). Each visit measures,
// inside the page and from navigation start (performance.now()): the first contentful paint (the shell) and the
// moment the listing's DOM marker appears (a MutationObserver installed before any script of the page runs).
import type { BrowserContext, Page } from '@playwright/test'
import { OFFLINE_LISTING_TARGET_MS, OFFLINE_SHELL_TARGET_MS, verdict } from './budget'
import { launchChromium } from './chromium'
import type { BenchRow } from './report'
import { startServer } from './server-process'
import { latency, ms, type Latency } from './stats'

/** A page whose cached data is measured, and the DOM marker that says its listing is rendered. */
export type Listing = {
  path: string
  /** CSS selector of the rendered listing. */
  selector: string
  /** Optional text the matched element must contain. */
  text?: string
  label: string
}

/**
 * Tried in order: the first that renders online is measured. `BENCH_OFFLINE_PATH` and `BENCH_OFFLINE_SELECTOR`
 * (and optionally `BENCH_OFFLINE_TEXT`) replace the list, e.g. for another listing or a renamed test id.
 */
export const LISTING_CANDIDATES: readonly Listing[] = [
  // The job search results (job-results.tsx: <section aria-label="Jobs">) with at least one job card's link.
  { path: '/jobs', selector: 'section[aria-label="Jobs"] a[href^="/jobs/"]', label: 'jobs list' },
  // Until /jobs exists: a page of the shell without data (measures the shell route render only).
  { path: '/pricing', selector: 'main h1', text: 'Simple pricing', label: 'pricing heading' },
]

export type OfflineVisitResult = {
  listing: Listing
  /** Listings that did not render online and were skipped. */
  skipped: string[]
  warm: VisitSeries
  cold: VisitSeries
}

type VisitSeries = {
  shell: Latency
  listing: Latency
  document: Latency
  domContentLoaded: Latency
  failures: number
}
type Visit = { fcp: number; listing: number; document: number; domContentLoaded: number }

type BenchWindow = Window & {
  __offlineBench?: { fcp: number | null; listing: number | null }
}

const ONLINE_RENDER_TIMEOUT_MS = 20_000
const OFFLINE_VISIT_TIMEOUT_MS = 15_000
/**
 * The persisted query cache saves at most once a second, and the page's last view (src/lib/page-snapshot) is kept
 * once the start-up is over (load, an idle moment, 3 s): give both time to write the listing.
 */
const PERSIST_SETTLE_MS = 6_000
/**
 * Between visits: the tab just closed is still being torn down (its renderer, its service-worker client) and would
 * compete with the next navigation for the two cores. Someone opening the app again starts on a settled phone.
 */
const VISIT_GAP_MS = 500

function listingsToTry(): readonly Listing[] {
  const path = process.env.BENCH_OFFLINE_PATH
  const selector = process.env.BENCH_OFFLINE_SELECTOR
  if (!path && !selector) return LISTING_CANDIDATES
  const text = process.env.BENCH_OFFLINE_TEXT
  return [{ path: path ?? '/', selector: selector ?? 'main', ...(text ? { text } : {}), label: 'custom' }]
}

/**
 * Runs in every page before its own scripts: records FCP and the first time the listing is in the DOM. Plain
 * JavaScript in a string: a function would be serialised as tsx compiled it (with helpers the page lacks).
 */
const PROBE = `(listing) => {
  const state = { fcp: null, listing: null }
  window.__offlineBench = state
  const matches = () => {
    const element = document.querySelector(listing.selector)
    return element !== null && (!listing.text || (element.textContent || '').includes(listing.text))
  }
  const observer = new MutationObserver(() => {
    if (state.listing === null && matches()) {
      state.listing = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries())
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
}`

const probeFor = (listing: Listing) =>
  `(${PROBE})(${JSON.stringify({ selector: listing.selector, text: listing.text ?? null })})`

async function rendersOnline(page: Page, baseUrl: string, listing: Listing): Promise<boolean> {
  await page.goto(`${baseUrl}${listing.path}`)
  const marker = page.locator(listing.selector, listing.text ? { hasText: listing.text } : {}).first()
  try {
    await marker.waitFor({ state: 'attached', timeout: ONLINE_RENDER_TIMEOUT_MS })
    return true
  } catch {
    return false
  }
}

async function visit(context: BrowserContext, url: string, coldWorker: boolean): Promise<Visit | null> {
  const page = await context.newPage()
  try {
    if (coldWorker) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('ServiceWorker.enable')
      await cdp.send('ServiceWorker.stopAllWorkers')
      await cdp.detach()
    }
    await page.goto(url, { waitUntil: 'commit', timeout: OFFLINE_VISIT_TIMEOUT_MS })
    await page.waitForFunction(
      () => {
        const state = (window as BenchWindow).__offlineBench
        return state?.fcp != null && state.listing != null
      },
      undefined,
      { timeout: OFFLINE_VISIT_TIMEOUT_MS, polling: 50 },
    )
    return await page.evaluate(() => {
      const state = (window as BenchWindow).__offlineBench
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined
      return {
        fcp: state?.fcp ?? NaN,
        listing: state?.listing ?? NaN,
        document: navigation?.responseEnd ?? NaN,
        domContentLoaded: navigation?.domContentLoadedEventStart ?? NaN,
      }
    })
  } catch (error) {
    console.error(`offline visit failed: ${String(error).split('\n')[0]}`)
    return null
  } finally {
    await page.close()
  }
}

async function series(context: BrowserContext, url: string, visits: number, cold: boolean) {
  const results: Visit[] = []
  let failures = 0
  for (let i = 0; i < visits; i++) {
    const result = await visit(context, url, cold)
    if (result) results.push(result)
    else failures++
    await new Promise((resolve) => setTimeout(resolve, VISIT_GAP_MS))
  }
  return {
    shell: latency(results.map((r) => r.fcp)),
    listing: latency(results.map((r) => r.listing)),
    document: latency(results.map((r) => r.document)),
    domContentLoaded: latency(results.map((r) => r.domContentLoaded)),
    failures,
  }
}

export async function measureOfflineRepeatVisit(options: {
  root: string
  distDir: string
  dataDir: string
  port: number
  visits?: number
}): Promise<OfflineVisitResult> {
  // 20 per series: with 10, the 95th percentile is simply the slowest visit.
  const visits = options.visits ?? 20
  const server = await startServer(options.root, options.port, options.dataDir, { DIST_DIR: options.distDir })
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto(`${server.url}/`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    })

    const skipped: string[] = []
    let listing: Listing | undefined
    for (const candidate of listingsToTry()) {
      if (await rendersOnline(page, server.url, candidate)) {
        listing = candidate
        break
      }
      skipped.push(`${candidate.path} (no ${candidate.selector} online)`)
    }
    if (!listing) throw new Error(`no listing rendered online: ${skipped.join(', ')}`)
    await page.waitForTimeout(PERSIST_SETTLE_MS)
    await page.close()

    await context.addInitScript({ content: probeFor(listing) })
    await context.setOffline(true)
    const url = `${server.url}${listing.path}`
    const warm = await series(context, url, visits, false)
    const cold = await series(context, url, visits, true)
    await context.close()
    return { listing, skipped, warm, cold }
  } finally {
    await browser.close()
    await server.stop()
  }
}

export function offlineRows(result: OfflineVisitResult): BenchRow[] {
  const { listing } = result
  const where = `${listing.path}, marker ${listing.selector}${listing.text ? ` "${listing.text}"` : ''}`
  const skipped = result.skipped.length > 0 ? `; skipped ${result.skipped.join(', ')}` : ''
  const rows: BenchRow[] = []
  for (const [name, s] of [
    ['service worker running', result.warm],
    ['service worker stopped', result.cold],
  ] as const) {
    const failed = s.failures > 0 ? `, ${s.failures} visits never rendered` : ''
    const count = `${s.shell.count} offline visits`
    rows.push([
      `Offline repeat visit, shell painted (${name})`,
      `p50 ${ms(s.shell.p50)}, p95 ${ms(s.shell.p95)}`,
      `navigation start → first contentful paint; document from the worker at p50 ${ms(s.document.p50)}, DOMContentLoaded ${ms(s.domContentLoaded.p50)}; ${count}${failed}; ${verdict(s.failures === 0 && s.shell.p95 <= OFFLINE_SHELL_TARGET_MS, `p95 ≤ ${OFFLINE_SHELL_TARGET_MS} ms`)}`,
    ])
    rows.push([
      `Offline repeat visit, cached ${listing.label} (${name})`,
      `p50 ${ms(s.listing.p50)}, p95 ${ms(s.listing.p95)}`,
      `navigation start → listing in the DOM (${where}${skipped}); ${count}${failed}; ${verdict(s.failures === 0 && s.listing.p95 <= OFFLINE_LISTING_TARGET_MS, `p95 ≤ ${OFFLINE_LISTING_TARGET_MS} ms`)}`,
    ])
  }
  return rows
}
