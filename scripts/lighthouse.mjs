// `npm run test:lighthouse`: serves dist/ (or DIST_DIR) with the real server on a fresh data dir (the sample data),
// runs `lhci autorun` (lighthouserc.json: /, /jobs and one sample job's page, 3 runs each, medians asserted, mobile
// emulation) in the system Chromium, exits with its code.
//
// The guard (lighthouserc.json) must not flake on a shared 2-core CI machine, where one build's Total Blocking Time
// varies 2–3× between runs: each URL runs 3 times and LHCI asserts the median ("aggregationMethod": "median"; not
// "median-run", which LHCI applies to audits but not to category scores, where it takes the best run). Performance
// minimums sit below what each page scores today with margin: medians on a 2-core machine, this harness, 2026-11-27:
// / 0.83 (0.82–0.84), /jobs 0.80 (0.77–0.84), /jobs/:id 0.83 (0.80–0.85); guards 0.75, 0.70, 0.72 (were 0.70,
// 0.65, 0.65). A regression guard, not issue 13's budget of 0.9, which `npm run bench -- startup` reports against
// the floor app.
// Accessibility, best practices and SEO hold their levels on every URL, colour contrast exactly.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const PORT = 4175 // must match the URLs in lighthouserc.json
const bin = (name) => path.join(root, 'node_modules/.bin', name)

const chromePath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
if (!chromePath) {
  console.error('No Chromium found: set CHROME_PATH or run scripts/ensure-chromium.sh')
  process.exit(1)
}
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist')
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`${distDir} is missing: run \`npm run build\` first`)
  process.exit(1)
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhire-lighthouse-'))
const server = spawn(bin('tsx'), ['server/index.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
})

function stopServer() {
  if (server.exitCode === null) server.kill('SIGTERM')
}
process.on('exit', () => {
  stopServer()
  rmSync(dataDir, { recursive: true, force: true })
})

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`)
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms`)
}

/**
 * The job pages in lighthouserc.json name a sample job by id (the seed draws ids from a fixed-seed generator, so a
 * fresh database always has it). An unknown id would still answer 200 with the not-found page and be audited in
 * its place: check that the API knows every one first.
 */
async function checkSampleJobs() {
  const config = JSON.parse(readFileSync(path.join(root, 'lighthouserc.json'), 'utf8'))
  for (const url of config.ci.collect.url) {
    const id = new URL(url).pathname.match(/^\/jobs\/([0-9a-f-]{36})$/)?.[1]
    if (!id) continue
    const res = await fetch(`http://127.0.0.1:${PORT}/api/Job/${id}`)
    if (!res.ok) {
      throw new Error(
        `lighthouserc.json audits ${url}, but GET /api/Job/${id} answers ${res.status}: the sample data changed; ` +
          'put the id of a job from GET /api/Job in its place',
      )
    }
  }
}

try {
  await waitForHealth(120_000)
  await checkSampleJobs()
} catch (error) {
  console.error(String(error))
  process.exit(1)
}

const lhci = spawn(bin('lhci'), ['autorun', `--collect.chromePath=${chromePath}`], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, CHROME_PATH: chromePath },
})
const code = await new Promise((resolve) => lhci.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))))
stopServer()
process.exit(code)
