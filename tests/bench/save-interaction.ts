// Issue 13 "Budgets": interaction latency of "save this job" right after load. Each run is a fresh Chromium with
// the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, as Lighthouse's phone), signed in as the sample job seeker,
// opening the server-rendered page of a job they have not saved. As soon as the Save button is visible and enabled
// it is tapped (no waiting for the page to settle: the point is to catch a main thread still busy starting up), and
// two figures are taken in the page:
// - the interaction's Event Timing duration (PerformanceObserver 'event' entries, durationThreshold 16; the longest
//   entry of the tap, as INP takes it): from the pointer going down to the next paint after the handlers ran;
// - from the pointer going down until the button reads "Saved" (aria-pressed) in the DOM.
// A tap that changes nothing within CLICK_TIMEOUT_MS (it landed before React attached to the page) counts as lost,
// and the run taps again once the page is hydrated, so the other figures still come from a real save.
import { SAVE_INTERACTION_TARGET_MS, verdict } from './budget'
import { launchChromium } from './chromium'
import { scriptsBeforeInteractive, type InteractiveJs } from './interactive-js'
import type { BenchRow } from './report'
import { startServer } from './server-process'
import { median, percentile } from './stats'

export type SaveRun = {
  /** Event Timing duration of the tap, ms; 16 when the browser reported no entry (it reports only ≥ 16 ms). */
  eventMs: number
  /** Pointer down → the button reads Saved, ms. */
  pressedMs: number
  /** The first tap came before the app had hydrated (<html data-hydrated> not yet set). */
  beforeHydration: boolean
  /** The first tap changed nothing (the figures above then time a second tap, made once the page hydrated). */
  lost: boolean
  /** Navigation start → the first tap, ms. */
  tapAtMs: number
}
export type SaveInteractionResult = {
  runs: SaveRun[]
  errors: string[]
  jobPath: string
  /** The page's scripts before it is interactive, signed out and unthrottled (measured on the same server). */
  js: InteractiveJs
}

export type SaveInteractionOptions = {
  root: string
  distDir: string
  dataDir: string
  port: number
  runs: number
}

const SEEKER = { email: 'jobseeker@reelhire.dev', password: 'ReelHire!2026' }
const CPU_SLOWDOWN = 4
const CLICK_TIMEOUT_MS = 3_000
const RUN_TIMEOUT_MS = 60_000

/**
 * Runs in the page before its own scripts: records the tap, the button's change and the Event Timing entries. Plain
 * source, not a function: tsx's transform would add helpers (`__name`) the page does not have.
 */
const RECORD_TAP = `
  const state = { tapAt: -1, pressedAt: -1, firstTapAt: -1, hydratedAtFirstTap: false, events: [] }
  window.__saveBench = state
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      state.events.push({ name: e.name, duration: e.duration, interactionId: e.interactionId || 0, startTime: e.startTime })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  addEventListener('pointerdown', (event) => {
    if (state.firstTapAt < 0) {
      state.firstTapAt = event.timeStamp
      state.hydratedAtFirstTap = document.documentElement.hasAttribute('data-hydrated')
    }
    if (state.tapAt < 0) state.tapAt = event.timeStamp
  }, true)
  new MutationObserver(() => {
    if (state.tapAt < 0 || state.pressedAt >= 0) return
    for (const b of document.querySelectorAll('button[aria-pressed="true"]'))
      if (b.textContent.trim() === 'Saved') state.pressedAt = performance.now()
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
`
/** What the page functions below read from the page (functions, not strings: the page's CSP forbids eval). */
type BenchWindow = { __saveBench: PageState }
type PageState = {
  /** The timed tap's pointerdown (event.timeStamp), and when the button read Saved (performance.now()). */
  tapAt: number
  pressedAt: number
  firstTapAt: number
  hydratedAtFirstTap: boolean
  events: { name: string; duration: number; interactionId: number; startTime: number }[]
}

export async function benchSaveInteraction(options: SaveInteractionOptions): Promise<SaveInteractionResult> {
  const { root, distDir, dataDir, port, runs } = options
  const started = Date.now()
  const server = await startServer(root, port, dataDir, { DIST_DIR: distDir })
  console.error(`interaction: server up (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  try {
    const token = await apiLogin(server.url)
    const job = await firstJob(server.url)
    const jobPath = `/jobs/${job}`
    // Neither depends on timing much: side by side, to keep the section short.
    const [js, signedIn] = await Promise.all([
      scriptsBeforeInteractive(server.url, jobPath, distDir),
      signedInState(server.url),
    ])
    const result: SaveInteractionResult = { runs: [], errors: [], jobPath, js }
    for (let run = 1; run <= runs; run++) {
      // Every run starts from the same state: the job not saved.
      await fetch(`${server.url}/api/Job/${job}/save`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      })
      try {
        result.runs.push(await measureRun(server.url, jobPath, job, signedIn))
      } catch (error) {
        result.errors.push(String(error).split('\n')[0]!.slice(0, 160))
      }
      console.error(
        `interaction: run ${run} of ${runs} done (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      )
    }
    return result
  } finally {
    await server.stop()
  }
}

async function measureRun(
  baseUrl: string,
  jobPath: string,
  jobId: string,
  storageState: StorageState,
): Promise<SaveRun> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      storageState,
    })
    context.setDefaultTimeout(RUN_TIMEOUT_MS)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(RECORD_TAP)
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/Job/${jobId}/save`),
      { timeout: RUN_TIMEOUT_MS },
    )
    // Awaited only once the tap landed; a run that fails before must not leave it rejecting unobserved.
    saved.catch(() => undefined)
    await page.goto(baseUrl + jobPath, { waitUntil: 'commit' })
    // A tap as a person makes it: where the button is, once it shows — not Playwright's click, which first waits
    // for the button to hold still over animation frames (frames a busy main thread does not give).
    const button = page.getByRole('button', { name: 'Save', exact: true })
    await button.waitFor({ state: 'visible' })
    while (!(await button.isEnabled())) await page.waitForTimeout(10)
    const box = await button.boundingBox()
    if (!box) throw new Error('the Save button has no box')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    const isPressed = () => page.evaluate(() => (window as unknown as BenchWindow).__saveBench.pressedAt >= 0)
    const isHydrated = () => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))
    let lost = false
    if (!(await poll(isPressed, CLICK_TIMEOUT_MS))) {
      if (!(await poll(isHydrated, RUN_TIMEOUT_MS))) throw new Error('the page did not hydrate')
      // A tap React replays once it has attached may still land meanwhile: slow, not lost.
      lost = !(await isPressed())
      if (lost) {
        // The figures then time a second tap; the lost one is counted apart.
        await page.evaluate(() => void ((window as unknown as BenchWindow).__saveBench.tapAt = -1))
        await page.getByRole('button', { name: 'Save', exact: true }).click()
        if (!(await poll(isPressed, CLICK_TIMEOUT_MS))) throw new Error('a tap after hydration saved nothing')
      }
    }
    await saved
    // Event Timing entries arrive after the paint that follows the handlers; give them a few frames.
    await page.waitForTimeout(300)
    const state = await page.evaluate(() => (window as unknown as BenchWindow).__saveBench)
    // The timed tap's entries: the first interaction from its pointerdown on (an entry's startTime is its event's
    // timeStamp), so a lost tap before it does not count.
    const counted = state.events.find((e) => e.interactionId > 0 && e.startTime >= state.tapAt - 1)
    const durations = state.events
      .filter((e) => counted && e.interactionId === counted.interactionId)
      .map((e) => e.duration)
    return {
      eventMs: durations.length > 0 ? Math.max(...durations) : 16,
      pressedMs: state.pressedAt - state.tapAt,
      beforeHydration: !state.hydratedAtFirstTap,
      lost,
      tapAtMs: state.firstTapAt,
    }
  } finally {
    await browser.close()
  }
}

/**
 * Asks until `check` holds or `timeoutMs` has passed. Not page.waitForFunction: a run once failed with its
 * predicate refused by the app's CSP (no 'unsafe-eval'); page.evaluate of a function is never compiled in the page.
 */
async function poll(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return true
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

type StorageState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>

/** The seeker's session as the app stores it, by signing in through the form once (unthrottled). */
async function signedInState(baseUrl: string): Promise<StorageState> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/login`)
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByRole('textbox', { name: 'Email' }).fill(SEEKER.email)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(SEEKER.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: RUN_TIMEOUT_MS })
    return await context.storageState()
  } finally {
    await browser.close()
  }
}

async function apiLogin(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SEEKER),
  })
  const body = (await res.json()) as { data?: { token?: string } }
  if (!res.ok || !body.data?.token) throw new Error(`sample seeker could not sign in: ${res.status}`)
  return body.data.token
}

/** The first job of the public listing, as the startup section measures it. */
async function firstJob(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/Job?pageSize=1`)
  const body = (await res.json()) as { data?: { items?: { id: string }[] } }
  const id = body.data?.items?.[0]?.id
  if (!res.ok || !id) throw new Error(`no sample job: GET /api/Job answered ${res.status}`)
  return id
}

const ms = (value: number) => `${value.toFixed(0)} ms`

export function saveInteractionRows({ runs, errors, jobPath }: SaveInteractionResult): BenchRow[] {
  if (runs.length === 0) return [['Save this job after load', 'failed', errors[0] ?? 'no runs']]
  const early = runs.filter((r) => r.beforeHydration).length
  const lost = runs.filter((r) => r.lost).length
  const failed = errors.length > 0 ? `; ${errors.length} runs failed (${errors[0]})` : ''
  const how = `${runs.length} runs, a fresh Chromium each, CPU 4× slower, signed in as the sample seeker, ${jobPath} (server-rendered), first tap ${ms(median(runs.map((r) => r.tapAtMs)))} after navigation start (median)${failed}`
  const row = (metric: string, samples: number[], what: string): BenchRow => {
    const p95 = percentile(samples, 95)
    return [
      metric,
      ms(median(samples)),
      `median; p95 ${ms(p95)}; ${what}; ${verdict(p95 <= SAVE_INTERACTION_TARGET_MS, `p95 ≤ ${SAVE_INTERACTION_TARGET_MS} ms`)}`,
    ]
  }
  return [
    row(
      'Save this job after load: tap to next paint',
      runs.map((r) => r.eventMs),
      `Event Timing duration of the tap (the longest of its entries, as INP; 16 ms when none ≥ 16 ms; after a lost tap, of the second); ${how}`,
    ),
    row(
      'Save this job after load: tap to "Saved"',
      runs.map((r) => r.pressedMs),
      `pointer down → the button reads Saved (aria-pressed) in the DOM; ${early} of ${runs.length} taps before hydration`,
    ),
    [
      'Save this job after load: taps lost',
      `${lost} of ${runs.length}`,
      `a tap that changed nothing within ${CLICK_TIMEOUT_MS / 1000} s (it came before React attached; the run then tapped again after hydration); ${verdict(lost === 0, 'none')}`,
    ],
  ]
}
