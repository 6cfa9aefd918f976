// `npm run bench`: prints the performance table. Figures against their targets (each note ends with met or
// MISSED); the bench never fails a test run. Every server runs on a throwaway data dir (or database).
// `npm run bench -- <section>…` runs only those sections (js, routes, server, interaction, login, durability, outbox,
// offline, pdf, ai, ai-stream, parse, upload, messaging, search, startup); `--verbose` adds detail (the search query's EXPLAIN); `--runs N` sets the Lighthouse runs per page of
// the startup section (default 5). DIST_DIR measures another build than dist/.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { aiToolsRows, benchAiTools } from './ai-tools'
import { benchFirstToken, firstTokenRows } from './ai-stream'
import { INITIAL_JS_BUDGET_KB } from './budget'
import { kb } from './chunk-size'
import { benchDurability, durabilityRows } from './durability'
import { type ChunkSize } from './chunk-size'
import { initialChunks } from './initial-js'
import { interactiveJsRow } from './interactive-js'
import { benchJobSearch, type JobSearchBenchOptions } from './job-search'
import { chunksLoadedFor } from './loaded-js'
import { measureLoad, type LoadResult } from './load'
import { benchMessaging } from './messaging'
import { benchDiscovery } from './discovery'
import { benchLogins } from './login'
import { measureOfflineRepeatVisit, offlineRows } from './offline-repeat-visit'
import { benchOutboxDrain, outboxRows } from './outbox-drain'
import { printTable, type BenchRow } from './report'
import { benchResumePdf, resumePdfRows } from './resume-pdf'
import { benchResumeParse, resumeParseRows } from './resume-parse'
import { lazyChunkBudgetKb, lazyChunkCosts, lazyChunkRows, type LazyCost } from './route-chunks'
import { startServer } from './server-process'
import { benchSaveInteraction, saveInteractionRows } from './save-interaction'
import { benchStartup, startupRows } from './startup'
import { benchUploads } from './upload-bench'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist')
const PORTS = {
  server: 4176,
  offline: 4177,
  outbox: 4178,
  search: 4179,
  startup: 4180,
  floor: 4181,
  interaction: 4182,
  parse: 4183,
  messagingA: 4184,
  messagingB: 4185,
  upload: 4311,
  uploadCut: 4312,
}
/** Taps of "save this job" (interaction section; BENCH_INTERACTION_RUNS): each a fresh Chromium, 10–20 s at 4× CPU. */
const INTERACTION_RUNS = Number(process.env.BENCH_INTERACTION_RUNS) || 5
const LOAD_SECONDS = 5
/** Runs of each AI tool after its warm-ups (ai section), in Node and in Chromium. */
const AI_TOOL_RUNS = 50
/** Streamed chat requests per engine after their warm-ups (ai-stream section). */
const AI_STREAM_RUNS = 50

/** In the order they run; the slow ones last. */
const SECTIONS = {
  js: { needsDist: true, what: 'initial JS of / (static graph)' },
  routes: { needsDist: true, what: 'JS each lazy route and feature chunk adds beyond the entry (issue 13)' },
  server: { needsDist: true, what: 'cold starts, JS loaded in Chromium, GET / and /api/health under load' },
  interaction: {
    needsDist: true,
    what: 'JS /jobs/:id loads before interactive; "save this job" tapped right after load, 4× CPU (issue 13)',
  },
  login: { needsDist: false, what: 'logins per second (argon2id)' },
  durability: {
    needsDist: false,
    what: 'committed single-row writes/s on PGlite, fsync on (default) and off (decision 017)',
  },
  outbox: { needsDist: false, what: 'outbox drain of 100 queued job saves over HTTP (issue 4)' },
  offline: {
    needsDist: true,
    what: 'repeat visit offline: shell painted, cached listing rendered (issue 4)',
  },
  pdf: { needsDist: false, what: 'PDF export of a two-page resume, every template (issue 14)' },
  ai: {
    needsDist: false,
    what: "each AI tool's built-in engine on a two-page resume, in Node and Chromium (issue 16)",
  },
  'ai-stream': {
    needsDist: false,
    what: "the assistant's first streamed token over HTTP: built-in engine and the AI SDK's mock model (issue 16)",
  },
  parse: { needsDist: true, what: 'parsing a two-page PDF resume on the device, in Chromium (issue 14)' },
  upload: {
    needsDist: false,
    what: '1 GiB tus video upload: server RSS, MB/s; bytes re-sent after a cut connection (issue 14)',
  },
  messaging: {
    needsDist: false,
    what: 'message delivery between two server processes on PostgreSQL; SSE streams one process holds (issue 15)',
  },
  discovery: {
    needsDist: false,
    what: 'discovery search at 100k people + resumes + jobs on PGlite and PostgreSQL (issue 15)',
  },
  search: {
    needsDist: false,
    what: 'job search at 100k jobs on PGlite and PostgreSQL, listing req/s (issue 5)',
  },
  startup: {
    needsDist: true,
    what: 'Lighthouse mobile on /, /jobs, /jobs/:id, /companies/:id against a React + Chakra floor (issue 13)',
  },
} as const
type Section = keyof typeof SECTIONS
const isSection = (name: string): name is Section => Object.hasOwn(SECTIONS, name)

const args = process.argv.slice(2)
const verbose = args.includes('--verbose') || args.includes('-v')
/** `--runs N` or `--runs=N`: Lighthouse runs per page (startup section). */
const runsAt = args.findIndex((arg) => arg === '--runs' || arg.startsWith('--runs='))
const runsArg = runsAt < 0 ? undefined : (args[runsAt]!.split('=')[1] ?? args[runsAt + 1])
const lighthouseRuns = runsArg === undefined ? 5 : Number(runsArg)
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  console.error(`--runs wants a whole number of runs ≥ 1, not ${runsArg}`)
  process.exit(1)
}
const named = args.filter(
  (arg, i) => !arg.startsWith('-') && !(i === runsAt + 1 && args[runsAt] === '--runs'),
)
const unknown = named.filter((name) => !isSection(name))
if (unknown.length > 0) {
  console.error(`Unknown bench section ${unknown.join(', ')}. Sections:`)
  for (const [name, { what }] of Object.entries(SECTIONS)) console.error(`  ${name.padEnd(12)} ${what}`)
  process.exit(1)
}
const selected = (Object.keys(SECTIONS) as Section[]).filter((s) => named.length === 0 || named.includes(s))

const hasDist = existsSync(path.join(distDir, 'index.html'))
const missingDist = selected.filter((s) => SECTIONS[s].needsDist && !hasDist)
if (missingDist.length > 0) {
  console.error(
    `${path.relative(root, distDir) || distDir}/ is missing: run \`npm run build\` first (skipping ${missingDist.join(', ')})`,
  )
}

const sum = (list: ReadonlyArray<{ gzipBytes: number; bytes: number }>, key: 'gzipBytes' | 'bytes') =>
  list.reduce((total, c) => total + c[key], 0)
const jsVerdict = (gzipBytes: number) =>
  `target ≤ ${INITIAL_JS_BUDGET_KB} KB: ${gzipBytes / 1024 <= INITIAL_JS_BUDGET_KB ? 'met' : 'MISSED'}`
const tempDir = (label: string) => mkdtempSync(path.join(tmpdir(), `reelhire-bench-${label}-`))

const rows: BenchRow[] = []
/** The scripts of / as measured by the js and server sections, listed under the table. */
const scripts: { static?: ChunkSize[]; loaded?: ChunkSize[] } = {}
/** Every lazy chunk's cost (routes section, --verbose), listed under the table. */
let lazyCosts: LazyCost[] | undefined

async function runSection(section: Section): Promise<void> {
  switch (section) {
    case 'js': {
      const staticChunks = (scripts.static = initialChunks(distDir))
      rows.push([
        'Initial JS of / (static graph)',
        kb(sum(staticChunks, 'gzipBytes')),
        `gzip -9; entry + modulepreload + static imports: ${staticChunks.length} chunks, ${kb(sum(staticChunks, 'bytes'))} raw; ${jsVerdict(sum(staticChunks, 'gzipBytes'))}`,
      ])
      return
    }
    case 'routes': {
      const costs = lazyChunkCosts(root, distDir)
      rows.push(...lazyChunkRows(costs))
      if (verbose) lazyCosts = costs
      return
    }
    case 'server': {
      const dataDir = tempDir('server')
      try {
        const fresh = await startServer(root, PORTS.server, dataDir, { DIST_DIR: distDir })
        rows.push([
          'Cold start, fresh data dir',
          `${fresh.startMs.toFixed(0)} ms`,
          'spawn → first 200 from /api/health (migrate + seed)',
        ])
        await fresh.stop()
        const server = await startServer(root, PORTS.server, dataDir, { DIST_DIR: distDir })
        rows.push([
          'Cold start, existing data dir',
          `${server.startMs.toFixed(0)} ms`,
          'spawn → first 200 from /api/health',
        ])
        try {
          const loadedChunks = await chunksLoadedFor(server.url, '/', distDir)
          if (loadedChunks) {
            scripts.loaded = loadedChunks
            // Next to the static graph's figure when both are measured.
            const at = rows.findIndex((r) => r[0].startsWith('Initial JS')) + 1 || rows.length
            rows.splice(at, 0, [
              'JS loaded to render / (Chromium)',
              kb(sum(loadedChunks, 'gzipBytes')),
              `gzip -9; every script fetched until network idle, lazy route chunks included: ${loadedChunks.length} files; ${jsVerdict(sum(loadedChunks, 'gzipBytes'))}`,
            ])
          }
          const results: LoadResult[] = []
          for (const urlPath of ['/', '/api/health'])
            results.push(await measureLoad(server.url, urlPath, LOAD_SECONDS))
          for (const r of results) {
            const issues = r.non2xx || r.errors ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : ''
            rows.push([
              `GET ${r.path}`,
              `${r.requestsPerSecond.toFixed(0)} req/s`,
              `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (50 connections, ${LOAD_SECONDS} s, loopback${issues})`,
            ])
          }
        } finally {
          await server.stop()
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
      return
    }
    case 'interaction': {
      const dataDir = tempDir('interaction')
      try {
        const result = await benchSaveInteraction({
          root,
          distDir,
          dataDir,
          port: PORTS.interaction,
          runs: INTERACTION_RUNS,
        })
        rows.push(interactiveJsRow(result.js), ...saveInteractionRows(result))
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
      return
    }
    case 'login': {
      const dataDir = tempDir('login')
      try {
        for (const r of await benchLogins(dataDir, LOAD_SECONDS)) {
          rows.push([
            `POST /api/Auth/login (${r.label})`,
            `${r.perSecond.toFixed(1)} logins/s`,
            `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms; ${r.shed} shed with 429, ${r.other} other failures (20 connections, argon2id m=19 MiB t=2; target ≥ 20/s at p99 ≤ 500 ms)`,
          ])
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
      return
    }
    case 'durability': {
      rows.push(...durabilityRows(await benchDurability()))
      return
    }
    case 'outbox': {
      const dataDir = tempDir('outbox')
      try {
        rows.push(...outboxRows(await benchOutboxDrain({ root, dataDir, port: PORTS.outbox })))
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
      return
    }
    case 'offline': {
      const dataDir = tempDir('offline')
      try {
        rows.push(
          ...offlineRows(await measureOfflineRepeatVisit({ root, distDir, dataDir, port: PORTS.offline })),
        )
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
      return
    }
    case 'pdf': {
      rows.push(...resumePdfRows(await benchResumePdf()))
      return
    }
    case 'ai': {
      rows.push(...aiToolsRows(await benchAiTools(root, AI_TOOL_RUNS)))
      return
    }
    case 'ai-stream': {
      rows.push(...firstTokenRows(await benchFirstToken(AI_STREAM_RUNS)))
      return
    }
    case 'parse': {
      const dataDir = tempDir('parse')
      try {
        rows.push(
          ...resumeParseRows(await benchResumeParse({ root, distDir, dataDir, port: PORTS.parse, runs: 10 })),
        )
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
      return
    }
    case 'upload': {
      // 1 GiB arrives in the data dir (and is copied into its media store): removed right after.
      const dataDir = tempDir('upload')
      try {
        rows.push(
          ...(await benchUploads({ root, dataDir, ports: { server: PORTS.upload, proxy: PORTS.uploadCut } })),
        )
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
      return
    }
    case 'messaging': {
      rows.push(
        ...(await benchMessaging({
          root,
          ports: { a: PORTS.messagingA, b: PORTS.messagingB },
          messages: 100,
          connections: 5_000,
        })),
      )
      return
    }
    case 'discovery': {
      const rowsEnv = process.env.BENCH_DISCOVERY_ROWS
      rows.push(...(await benchDiscovery({ verbose, ...(rowsEnv ? { rows: Number(rowsEnv) } : {}) })))
      return
    }
    case 'search': {
      const options: JobSearchBenchOptions = { root, port: PORTS.search, verbose }
      if (process.env.BENCH_JOBS) options.jobs = Number(process.env.BENCH_JOBS)
      rows.push(...(await benchJobSearch(options)))
      return
    }
    case 'startup': {
      const dataDir = tempDir('startup')
      const floorDir = tempDir('floor')
      try {
        const result = await benchStartup({
          root,
          distDir,
          dataDir,
          floorDir,
          ports: { reelhire: PORTS.startup, floor: PORTS.floor },
          runs: lighthouseRuns,
        })
        rows.push(...startupRows(result))
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
        rmSync(floorDir, { recursive: true, force: true })
      }
      return
    }
  }
}

for (const section of selected) {
  if (missingDist.includes(section)) {
    rows.push([`(${section})`, 'skipped', `${SECTIONS[section].what}: no build in ${distDir}`])
    continue
  }
  try {
    await runSection(section)
  } catch (error) {
    // One broken bench does not hide the others' figures.
    console.error(`bench ${section} failed:`, error)
    rows.push([`(${section})`, 'failed', `${SECTIONS[section].what}: ${String(error).split('\n')[0]}`])
  }
}

console.log()
printTable(rows)
const listed = scripts.loaded ?? scripts.static
if (listed) {
  console.log(`\nScripts for / (${scripts.loaded ? 'loaded in Chromium' : 'static graph'}), largest first:`)
  for (const c of [...listed].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 12)) {
    console.log(`  ${c.file.padEnd(52)} ${kb(c.gzipBytes).padStart(9)} gzip`)
  }
}
if (lazyCosts) {
  console.log('\nLazy chunks, JS beyond the entry (gzip -9; own: only this route loads it), largest first:')
  for (const c of lazyCosts) {
    const budget = `≤ ${lazyChunkBudgetKb(c.name)} KB`
    console.log(
      `  ${(c.isRoute ? c.name : `(${c.name})`).padEnd(36)} ${kb(c.gzipBytes).padStart(9)}  own ${kb(c.ownGzipBytes).padStart(8)}  ${budget}`,
    )
  }
}
// Benches report, they do not judge a run: the exit code only says whether every selected bench could run.
process.exit(missingDist.length > 0 || rows.some((r) => r[1] === 'failed') ? 1 : 0)
