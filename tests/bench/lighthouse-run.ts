// One Lighthouse run of one page, in its own process and its own fresh Chromium (as LHCI runs it): Lighthouse 12's
// default mobile preset (Moto G Power screen, simulated slow 4G and 4× CPU throttling), performance category only.
// Lighthouse comes installed with @lhci/cli (the CI guard's tool), so the bench uses the same version.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type LighthouseResult = {
  score: number
  tbtMs: number
  /** TBT recomputed from the run's own trace (see traceBlockingTime): a second opinion on the simulated estimate. */
  traceTbtMs: number
  lcpMs: number
  /** Every script the page fetched during the run (Lighthouse waits for network quiet; no interaction). */
  scripts: { count: number; transferBytes: number; resourceBytes: number }
}

type NetworkRequest = { resourceType?: string; transferSize?: number; resourceSize?: number }
type Lhr = {
  runtimeError?: { code: string; message: string }
  categories: { performance?: { score: number | null } }
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } }
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>
}
/** A top-level main-thread task of the observed (unthrottled) trace, ms since navigation start. */
type MainThreadTask = { startTime: number; duration: number }
/** A task blocks input for what it runs beyond this (the definition TBT sums). */
const LONG_TASK_MS = 50

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking'
const RUN_TIMEOUT_MS = 120_000

export function lighthouseCli(root: string): string {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js')
  if (!existsSync(cli))
    throw new Error('node_modules/lighthouse is missing (it comes with @lhci/cli): npm ci')
  return cli
}

export function chromePath(): string {
  const found =
    process.env.CHROME_PATH ||
    process.env.CHROMIUM_PATH ||
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  if (!found) throw new Error('No Chromium found: set CHROME_PATH or run scripts/ensure-chromium.sh')
  return found
}

export async function runLighthouse(root: string, url: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'reelhire-bench-lighthouse-'))
  const report = path.join(dir, 'report.json')
  try {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli(root),
        url,
        '--output=json',
        `--output-path=${report}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance',
        '--quiet',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chromePath() } },
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS)
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    clearTimeout(timer)
    if (code !== 0 || !existsSync(report)) {
      throw new Error(`lighthouse ${url} exited with ${code}: ${stderr.trim().split('\n').pop() ?? ''}`)
    }
    return readResult(JSON.parse(readFileSync(report, 'utf8')) as Lhr, url)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function readResult(lhr: Lhr, url: string): LighthouseResult {
  const score = lhr.categories.performance?.score
  const tbtMs = lhr.audits['total-blocking-time']?.numericValue
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue
  if (lhr.runtimeError || score == null || tbtMs === undefined || lcpMs === undefined) {
    throw new Error(`lighthouse ${url}: ${lhr.runtimeError?.message ?? 'no performance score'}`)
  }
  const scripts = ((lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequest[]).filter(
    (request) => request.resourceType === 'Script',
  )
  return {
    score,
    tbtMs,
    traceTbtMs: traceBlockingTime(lhr),
    lcpMs,
    scripts: {
      count: scripts.length,
      transferBytes: scripts.reduce((total, s) => total + (s.transferSize ?? 0), 0),
      resourceBytes: scripts.reduce((total, s) => total + (s.resourceSize ?? 0), 0),
    },
  }
}

/**
 * TBT from the trace's CPU time rather than Lighthouse's simulation: Lighthouse loads the page unthrottled and
 * simulates a 4× slower phone from a dependency graph, an estimate that swings with how it models the network. This
 * takes the trace's own top-level main-thread tasks (the 'main-thread-tasks' audit), scales each by the preset's CPU
 * slowdown (4×, as the simulation does) and sums what runs beyond 50 ms of those after the observed first
 * contentful paint. Approximation: the window runs to the end of the trace instead of to TTI (TTI ends with the
 * last long task before a 5 s quiet window, which the trace's few seconds after load rarely hold), and a task that
 * straddles FCP counts from FCP on. NaN when the report lacks either audit.
 */
function traceBlockingTime(lhr: Lhr): number {
  const tasks = lhr.audits['main-thread-tasks']?.details?.items as MainThreadTask[] | undefined
  const metrics = lhr.audits['metrics']?.details?.items?.[0] as
    { observedFirstContentfulPaint?: number } | undefined
  const fcp = metrics?.observedFirstContentfulPaint
  if (!tasks || fcp === undefined) return Number.NaN
  const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1
  let blocking = 0
  for (const task of tasks) {
    const afterFcp = task.startTime + task.duration - Math.max(task.startTime, fcp)
    if (afterFcp > 0) blocking += Math.max(0, slowdown * afterFcp - LONG_TASK_MS)
  }
  return blocking
}
