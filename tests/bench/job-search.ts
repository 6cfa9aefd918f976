// Issue 5 "Benchmarks": job search at 100k jobs. The sample data plus `seedBenchmarkJobs` (the `db:seed -- --jobs N`
// option) go into a throwaway PGlite data dir and a throwaway PostgreSQL database (`reelhire_bench`, created and
// dropped here). On each, GET /api/Job with a text query and two filters (location, employment type) runs many
// times in process through createApp().request (the whole HTTP stack, no socket): p50/p95/p99. Then the real
// server process on the PostgreSQL database takes public listing reads (GET /api/Job) at 50 connections.
// --verbose prints the EXPLAIN ANALYZE of the search's statements once per database (is the index used?).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { LIST_EMPLOYMENT_TYPES } from '@/api/jobs/job-list-enums'
import { createApp } from '../../server/app'
import { createServiceContext } from '../../server/core/service-context'
import { openPgliteDatabase, openPostgresDatabase, type DatabaseHandle } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { jobs } from '../../server/db/schema/jobs'
import { seedBenchmarkJobs } from '../../server/seed/jobs'
import { SEEDERS } from '../../server/seed/registry'
import { runSeeders } from '../../server/seed/seeder'
import { loadEnv } from '../../server/env'
import { createLogger } from '../../server/logger'
import { LISTING_CACHE_TTL_MS, invalidateJobListings } from '../../server/modules/jobs/listing-cache'
import {
  JOB_LISTING_TARGET_RPS,
  SEARCH_P95_PGLITE_TARGET_MS,
  SEARCH_P95_POSTGRES_TARGET_MS,
  verdict,
} from './budget'
import { measureLoad, type LoadResult } from './load'
import type { BenchRow } from './report'
import { startServer } from './server-process'
import { latency, ms } from './stats'

export type JobSearchBenchOptions = {
  root: string
  /** Port of the server process for the listing load. */
  port: number
  verbose?: boolean
  /** Benchmark jobs to seed (default 100,000; BENCH_JOBS). */
  jobs?: number
  /** Timed searches per database (default 200), after WARM_UP untimed ones. */
  searches?: number
  /** Seconds of listing load (default 10). */
  loadSeconds?: number
}

const BENCH_DATABASE = 'reelhire_bench'
const WARM_UP = 20
/** Words too common or too empty to make a realistic search. */
const STOP_WORDS = new Set(['with', 'and', 'for', 'the', 'senior', 'junior', 'lead', 'associate'])
const FILTER_TYPES = LIST_EMPLOYMENT_TYPES.filter((type) => type !== 'remote')

/** mulberry32: the same queries on every run and on both databases. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const topByCount = (values: string[], n: number) => {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([value]) => value)
}

/**
 * `n` query strings `search=<word>&location=<city>&employmentType=<type>`: words of real titles (the 60 most
 * frequent, so a mix of very common and rarer ones) and cities of real locations, drawn from the seeded rows.
 */
async function searchQueries(handle: DatabaseHandle, n: number): Promise<string[]> {
  const sample = await handle.db
    .select({ title: jobs.title, location: jobs.location })
    .from(jobs)
    .orderBy(jobs.id)
    .limit(5_000)
  const words = topByCount(
    sample.flatMap((row) =>
      row.title
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length >= 4 && !STOP_WORDS.has(word)),
    ),
    60,
  )
  const cities = topByCount(
    sample
      .map((row) => (row.location ?? '').split(',')[0]?.trim() ?? '')
      .filter((city) => city.length >= 3 && !/remote/i.test(city)),
    25,
  )
  if (words.length === 0 || cities.length === 0) throw new Error('no jobs to draw search words from')
  const next = random(20_260_405)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  // Distinct, so none is answered from the listing cache of an earlier one.
  const queries = new Set<string>()
  const possible = Math.min(n, words.length * cities.length * FILTER_TYPES.length)
  while (queries.size < possible) {
    queries.add(
      new URLSearchParams({
        search: pick(words),
        location: pick(cities),
        employmentType: pick(FILTER_TYPES),
      }).toString(),
    )
  }
  return [...queries]
}

type Captured = { text: string; params: unknown[] }
type QueryFn = (...args: unknown[]) => Promise<unknown>

/** Records the statements the drivers run while `work` runs (both drivers are called as query(text|config, params)). */
async function captureStatements(handle: DatabaseHandle, work: () => Promise<void>): Promise<Captured[]> {
  const target = (handle.driver.kind === 'pglite' ? handle.driver.client : handle.driver.pool) as unknown as {
    query: QueryFn
  }
  const original = target.query
  const captured: Captured[] = []
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first, params] = args
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text
    if (text) captured.push({ text, params: Array.isArray(params) ? params : [] })
    return original.apply(this, args)
  }
  try {
    await work()
  } finally {
    target.query = original
  }
  return captured
}

async function explain(handle: DatabaseHandle, statement: Captured): Promise<string> {
  const text = `explain (analyze, buffers) ${statement.text}`
  const result =
    handle.driver.kind === 'pglite'
      ? await handle.driver.client.query<Record<string, string>>(text, statement.params)
      : await handle.driver.pool.query<Record<string, string>>(text, statement.params)
  return result.rows.map((row) => Object.values(row)[0]).join('\n')
}

type SearchRun = {
  seedSeconds: number
  latency: ReturnType<typeof latency>
  failures: number
  meanTotal: number
  empty: number
}

async function seedAndSearch(
  handle: DatabaseHandle,
  dataDir: string,
  options: Required<Pick<JobSearchBenchOptions, 'jobs' | 'searches' | 'verbose'>>,
): Promise<SearchRun> {
  const logger = createLogger({ level: 'silent' })
  const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' })
  const services = createServiceContext({ db: handle.db, env, logger })
  const seedStarted = performance.now()
  await runMigrations(handle)
  await runSeeders(services, SEEDERS)
  await seedBenchmarkJobs(services, options.jobs)
  const seedSeconds = (performance.now() - seedStarted) / 1000

  const app = createApp({ db: handle.db, dbKind: handle.kind, env, logger })
  const queries = await searchQueries(handle, WARM_UP + options.searches)
  const search = async (query: string) => {
    // The search service keeps results for a few seconds (listing-cache.ts): measured here is the search itself.
    invalidateJobListings()
    const response = await app.request(`/api/Job?${query}`)
    const body = (await response.json()) as { data?: { total?: number } }
    return { ok: response.status === 200, total: body.data?.total ?? 0 }
  }
  for (const query of queries.slice(0, WARM_UP)) await search(query)

  const times: number[] = []
  const totals: number[] = []
  let failures = 0
  for (const query of queries.slice(WARM_UP)) {
    const started = performance.now()
    const result = await search(query)
    times.push(performance.now() - started)
    if (result.ok) totals.push(result.total)
    else failures++
  }

  if (options.verbose) {
    // A search as timed above, and the plain listing the load test reads.
    for (const query of [queries[WARM_UP] as string, '']) {
      const statements = await captureStatements(handle, async () => {
        await search(query)
      })
      console.log(`\nEXPLAIN ANALYZE of GET /api/Job${query ? `?${query}` : ''} on ${handle.kind}:`)
      for (const statement of statements.filter((s) => /\bfrom "jobs"/i.test(s.text))) {
        console.log(`\n${statement.text}\n  params ${JSON.stringify(statement.params)}`)
        console.log((await explain(handle, statement)).replace(/^/gm, '  '))
      }
    }
  }
  return {
    seedSeconds,
    latency: latency(times),
    failures,
    meanTotal: totals.reduce((a, b) => a + b, 0) / Math.max(1, totals.length),
    empty: totals.filter((total) => total === 0).length,
  }
}

function searchRow(kind: string, jobs: number, run: SearchRun, targetMs: number): BenchRow {
  const l = run.latency
  const failed = run.failures > 0 ? `, ${run.failures} non-200` : ''
  return [
    `Job search at ${jobs.toLocaleString('en')} jobs (${kind})`,
    `p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, p99 ${ms(l.p99)}`,
    `GET /api/Job?search=<title word>&location=<city>&employmentType=<type> in process (createApp().request), ${l.count} varied queries after ${WARM_UP} warm-up; ${run.meanTotal.toFixed(0)} matches on average, ${run.empty} with none${failed}; seeded in ${run.seedSeconds.toFixed(0)} s; ${verdict(run.failures === 0 && l.p95 <= targetMs, `p95 ≤ ${targetMs} ms`)}`,
  ]
}

function postgresUrls(): { admin: string; bench: string } {
  const admin = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const bench = new URL(admin)
  bench.pathname = `/${BENCH_DATABASE}`
  return { admin, bench: bench.toString() }
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const dropBenchDatabase = (client: pg.Client) =>
  client.query(`drop database if exists ${BENCH_DATABASE} with (force)`)

export async function benchJobSearch(options: JobSearchBenchOptions): Promise<BenchRow[]> {
  const settings = {
    jobs: options.jobs ?? 100_000,
    searches: options.searches ?? 200,
    verbose: options.verbose ?? false,
  }
  const loadSeconds = options.loadSeconds ?? 10
  const rows: BenchRow[] = []

  // PGlite, in a data dir of its own.
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'reelhire-bench-search-'))
  try {
    const handle = await openPgliteDatabase(path.join(pgliteDir, 'db'))
    try {
      const run = await seedAndSearch(handle, pgliteDir, settings)
      rows.push(searchRow('PGlite', settings.jobs, run, SEARCH_P95_PGLITE_TARGET_MS))
    } finally {
      await handle.close()
    }
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true })
  }

  // PostgreSQL: a fresh database next to the test one, dropped at the end.
  const urls = postgresUrls()
  try {
    await withAdmin(urls.admin, async (client) => {
      await dropBenchDatabase(client)
      await client.query(`create database ${BENCH_DATABASE}`)
    })
  } catch (error) {
    const reason = String(error).split('\n')[0]
    rows.push([`Job search (PostgreSQL)`, 'skipped', `PostgreSQL not usable at ${urls.admin}: ${reason}`])
    return rows
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhire-bench-search-pg-'))
  try {
    const handle = openPostgresDatabase(urls.bench)
    let varied: string[]
    try {
      const run = await seedAndSearch(handle, dataDir, settings)
      rows.push(searchRow('PostgreSQL', settings.jobs, run, SEARCH_P95_POSTGRES_TARGET_MS))
      // For the load with a different search each request.
      varied = await searchQueries(handle, 6_000)
    } finally {
      await handle.close()
    }

    const server = await startServer(options.root, options.port, dataDir, { DATABASE_URL: urls.bench })
    try {
      const jobCount = settings.jobs.toLocaleString('en')
      const conditions = `server process, 50 connections, ${loadSeconds} s, loopback`
      const issues = (r: LoadResult) =>
        r.non2xx || r.errors ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : ''
      const listing = await measureLoad(server.url, '/api/Job', loadSeconds)
      rows.push([
        `GET /api/Job at ${jobCount} jobs (PostgreSQL)`,
        `${listing.requestsPerSecond.toFixed(0)} req/s`,
        `public listing, first page of 20 (recomputed every ${LISTING_CACHE_TTL_MS / 1000} s by the listing cache); p50 ${listing.p50Ms} ms, p99 ${listing.p99Ms} ms (${conditions}${issues(listing)}); ${verdict(listing.errors === 0 && listing.non2xx === 0 && listing.requestsPerSecond >= JOB_LISTING_TARGET_RPS, `≥ ${JOB_LISTING_TARGET_RPS.toLocaleString('en')} req/s`)}`,
      ])
      let at = 0
      const searches = await measureLoad(server.url, '/api/Job', loadSeconds, () => {
        at = (at + 1) % varied.length
        return `/api/Job?${varied[at]}`
      })
      rows.push([
        `GET /api/Job?search… at ${jobCount} jobs (PostgreSQL)`,
        `${searches.requestsPerSecond.toFixed(0)} req/s`,
        `a different search + 2 filters each request (${varied.length} distinct, mostly cache misses); p50 ${searches.p50Ms} ms, p99 ${searches.p99Ms} ms (${conditions}${issues(searches)}); no target`,
      ])
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await withAdmin(urls.admin, dropBenchDatabase).catch((error: unknown) =>
      console.error(`could not drop ${BENCH_DATABASE}: ${String(error)}`),
    )
  }
  return rows
}
