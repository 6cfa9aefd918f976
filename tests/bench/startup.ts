// Issue 13 "Budgets": start-up on a phone, measured by Lighthouse against a floor built in the same run. The
// floor is a bare Vite + React + Chakra page from the project's own dependency versions, prerendered, hydration
// deferred (floor-app/): what the stack costs on its own. ReelHire's production build runs on the real server
// over a throwaway data dir with the sample data. Each round measures every page twice, the floor first and then
// ReelHire, so both see the same machine (shared machines vary 2–3× between minutes); the rows give medians.
import { spawn } from 'node:child_process'
import path from 'node:path'
import {
  JOB_PAGE_JS_BUDGET_KB,
  STARTUP_LCP_TARGET_MS,
  STARTUP_PERFORMANCE_TARGET,
  STARTUP_TBT_FLOOR_RATIO_TARGET,
  STARTUP_TBT_TARGET_MS,
  verdict,
} from './budget'
import { kb } from './chunk-size'
import { runLighthouse, type LighthouseResult } from './lighthouse-run'
import type { BenchRow } from './report'
import { startServer } from './server-process'
import { serveStatic } from './static-server'
import { median } from './stats'

export type StartupBenchOptions = {
  root: string
  distDir: string
  /** A throwaway data dir for ReelHire's server, and a throwaway dir the floor app is built into. */
  dataDir: string
  floorDir: string
  ports: { reelhire: number; floor: number }
  runs: number
}

type Page = { label: string; path: string }
type Series = { results: LighthouseResult[]; errors: string[] }
export type StartupBenchResult = { runs: number; pages: { page: Page; reelhire: Series }[]; floor: Series }

export async function benchStartup(options: StartupBenchOptions): Promise<StartupBenchResult> {
  const { root, distDir, dataDir, floorDir, ports, runs } = options
  await buildFloor(root, floorDir)
  const floor = await serveStatic(floorDir, ports.floor)
  try {
    const server = await startServer(root, ports.reelhire, dataDir, { DIST_DIR: distDir })
    try {
      const pages = await pagesToMeasure(server.url)
      const floorSeries: Series = { results: [], errors: [] }
      const measured = pages.map((page) => ({ page, reelhire: { results: [], errors: [] } as Series }))
      for (let round = 1; round <= runs; round++) {
        for (const { page, reelhire } of measured) {
          // The floor is one page whatever the path; measuring it beside each ReelHire page pairs them in time.
          await measureInto(floorSeries, root, floor.url + page.path)
          await measureInto(reelhire, root, server.url + page.path)
        }
        console.error(`startup: round ${round} of ${runs} done`)
      }
      return { runs, pages: measured, floor: floorSeries }
    } finally {
      await server.stop()
    }
  } finally {
    await floor.stop()
  }
}

/** A run that fails (Lighthouse's NO_NAVSTART on a loaded machine: "run Lighthouse again") is tried once more. */
async function measureInto(series: Series, root: string, url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      series.results.push(await runLighthouse(root, url))
      return
    } catch (error) {
      if (attempt < 2) continue
      const message = error instanceof Error ? error.message : String(error)
      series.errors.push(message.match(/\(([A-Z_]+)\)/)?.[1] ?? message.split('\n')[0]!.slice(0, 120))
      return
    }
  }
}

function buildFloor(root: string, outDir: string): Promise<void> {
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'tests/bench/floor-build.ts'), outDir],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`floor build exited with ${code}`)),
    ),
  )
}

/** The public pages, the detail ones for the first job of the sample data's listing and its company. */
async function pagesToMeasure(baseUrl: string): Promise<Page[]> {
  const res = await fetch(`${baseUrl}/api/Job?pageSize=1`)
  const body = (await res.json()) as { data?: { items?: { id: string; companyId: string }[] } }
  const job = body.data?.items?.[0]
  if (!res.ok || !job) throw new Error(`no sample job to measure: GET /api/Job answered ${res.status}`)
  return [
    { label: '/', path: '/' },
    { label: '/jobs', path: '/jobs' },
    { label: '/jobs/:id', path: `/jobs/${job.id}` },
    { label: '/companies/:id', path: `/companies/${job.companyId}` },
  ]
}

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`
const millis = (value: number) => `${value.toFixed(0)} ms`
const score = (value: number) => value.toFixed(2)
/** `median of 3 (0.72–0.79)`, and the failed runs' first error. */
function spread(series: Series, pick: (r: LighthouseResult) => number, format: (v: number) => string) {
  const values = series.results.map(pick)
  const range = values.length > 1 ? ` (${format(Math.min(...values))}–${format(Math.max(...values))})` : ''
  const failed =
    series.errors.length > 0 ? `; ${series.errors.length} runs failed twice (${series.errors[0]})` : ''
  return `median of ${values.length}${range}${failed}`
}
const medianOf = (series: Series, pick: (r: LighthouseResult) => number) => median(series.results.map(pick))

export function startupRows({ pages, floor }: StartupBenchResult): BenchRow[] {
  const rows: BenchRow[] = []
  const floorScore = medianOf(floor, (r) => r.score)
  const floorTbt = medianOf(floor, (r) => r.tbtMs)
  const floorLcp = medianOf(floor, (r) => r.lcpMs)
  const floorTraceTbt = medianOf(floor, (r) => r.traceTbtMs)
  if (floor.results.length === 0) {
    rows.push(['Lighthouse floor', 'failed', `floor app: ${floor.errors[0] ?? 'no runs'}`])
  } else {
    rows.push([
      'Lighthouse floor: performance',
      score(floorScore),
      `bare Vite + React + Chakra page, prerendered, hydration deferred (tests/bench/floor-app); TBT ${millis(floorTbt)} (from the trace ${millis(floorTraceTbt)}), LCP ${seconds(floorLcp)}; mobile, simulated throttling; ${spread(floor, (r) => r.score, score)}, one run beside each ReelHire run`,
    ])
  }
  for (const { page, reelhire } of pages) {
    if (reelhire.results.length === 0) {
      rows.push([`Lighthouse ${page.label}`, 'failed', reelhire.errors[0] ?? 'no runs'])
      continue
    }
    const perf = medianOf(reelhire, (r) => r.score)
    const tbt = medianOf(reelhire, (r) => r.tbtMs)
    const lcp = medianOf(reelhire, (r) => r.lcpMs)
    const traceTbt = medianOf(reelhire, (r) => r.traceTbtMs)
    const ratio = tbt / floorTbt
    const ratioText = Number.isFinite(ratio)
      ? `${ratio.toFixed(2)}× the floor's ${millis(floorTbt)}`
      : 'no floor'
    rows.push(
      [
        `Lighthouse ${page.label}: performance`,
        score(perf),
        `${spread(reelhire, (r) => r.score, score)}; floor ${score(floorScore)}; ${verdict(perf >= STARTUP_PERFORMANCE_TARGET, `≥ ${STARTUP_PERFORMANCE_TARGET}`)}`,
      ],
      [
        `Lighthouse ${page.label}: TBT`,
        millis(tbt),
        `${ratioText}; ${spread(reelhire, (r) => r.tbtMs, millis)}; ${verdict(tbt <= STARTUP_TBT_TARGET_MS, `≤ ${STARTUP_TBT_TARGET_MS} ms`)}; ${verdict(tbt <= STARTUP_TBT_FLOOR_RATIO_TARGET * floorTbt, `≤ ${STARTUP_TBT_FLOOR_RATIO_TARGET}× floor`)}`,
      ],
      [
        `Lighthouse ${page.label}: TBT from trace`,
        millis(traceTbt),
        `the same runs' trace: its top-level main-thread tasks after first contentful paint, each × 4 (the CPU slowdown), beyond 50 ms, summed; ${floorTraceTbt > 0 ? `${(traceTbt / floorTraceTbt).toFixed(2)}× the floor's` : 'the floor'} ${millis(floorTraceTbt)}; ${spread(reelhire, (r) => r.traceTbtMs, millis)}; ${verdict(traceTbt <= STARTUP_TBT_TARGET_MS, `≤ ${STARTUP_TBT_TARGET_MS} ms`)}; ${verdict(traceTbt <= STARTUP_TBT_FLOOR_RATIO_TARGET * floorTraceTbt, `≤ ${STARTUP_TBT_FLOOR_RATIO_TARGET}× floor`)}`,
      ],
      [
        `Lighthouse ${page.label}: LCP`,
        seconds(lcp),
        `${spread(reelhire, (r) => r.lcpMs, seconds)}; floor ${seconds(floorLcp)}; ${verdict(lcp <= STARTUP_LCP_TARGET_MS, `≤ ${seconds(STARTUP_LCP_TARGET_MS)}`)}`,
      ],
    )
  }
  const detail = pages.find((p) => p.page.label === '/jobs/:id')?.reelhire
  if (detail && detail.results.length > 0) {
    const floorJs = floor.results.length > 0 ? medianOf(floor, (r) => r.scripts.transferBytes) : Number.NaN
    rows.push([
      'JS loaded on /jobs/:id before interaction',
      kb(medianOf(detail, (r) => r.scripts.transferBytes)),
      `as transferred (compressed as served, response headers included); ${kb(medianOf(detail, (r) => r.scripts.resourceBytes))} uncompressed in ${medianOf(detail, (r) => r.scripts.count)} scripts, every script fetched until network quiet, no interaction; ${spread(detail, (r) => r.scripts.transferBytes, kb)}; floor ${kb(floorJs)}; judged in the interaction section (bodies only, before hydration, ≤ ${JOB_PAGE_JS_BUDGET_KB} KB)`,
    ])
  }
  return rows
}
