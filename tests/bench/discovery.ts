// Issue 15 "Benchmarks": the discovery search (GET /api/Dashboard/search/public) at 100k people + 100k resumes
// + 100k jobs, on a throwaway PGlite data dir and a throwaway PostgreSQL database (`reelhire_bench_discovery`).
// People and resumes are generated in SQL (generate_series, a batch per statement; the search documents follow
// through their triggers), jobs by the job search's own `seedBenchmarkJobs`. Several kinds of query run through
// createApp().request (whole HTTP stack, no socket): a word, a misspelt name (trigram similarity), a category tab
// and a radius around a city (decision 046); p95 over all of them against the budget. --verbose prints each
// kind's p95.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { Role, roleToCode } from '@/api/roles'
import { createApp } from '../../server/app'
import { createServiceContext } from '../../server/core/service-context'
import { openPgliteDatabase, openPostgresDatabase, type DatabaseHandle } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { seedBenchmarkJobs } from '../../server/seed/jobs'
import { SEEDERS } from '../../server/seed/registry'
import { runSeeders } from '../../server/seed/seeder'
import { loadEnv } from '../../server/env'
import { createLogger } from '../../server/logger'
import { DISCOVERY_P95_PGLITE_TARGET_MS, DISCOVERY_P95_POSTGRES_TARGET_MS, verdict } from './budget'
import type { BenchRow } from './report'
import { latency, ms } from './stats'

export type DiscoveryBenchOptions = {
  verbose?: boolean
  /** People, resumes and jobs each (default 100,000; BENCH_DISCOVERY_ROWS). */
  rows?: number
  /** Timed searches per query kind (default 40), after WARM_UP untimed ones. */
  searches?: number
}

const BENCH_DATABASE = 'reelhire_bench_discovery'
const WARM_UP = 5
const BATCH = 20_000

const FIRST_NAMES = [
  'Maria',
  'José',
  'Wei',
  'Aisha',
  'Liam',
  'Olga',
  'Kenji',
  'Fatima',
  'Noah',
  'Chloé',
  'Diego',
  'Priya',
]
const LAST_NAMES = [
  'García',
  'Nguyen',
  'Wojciechowska',
  'Okafor',
  'Schmidt',
  'Hernández',
  'Kowalski',
  'Müller',
  'Rossi',
  'Haddad',
  'Larsen',
  'Tanaka',
  'Silva',
  'Novak',
  'Dubois',
  'Andersson',
]
const CITIES = [
  'Austin, TX',
  'Round Rock, TX',
  'Seattle, WA',
  'New York, NY',
  'Chicago, IL',
  'Denver, CO',
  'Berlin, Germany',
  'London, UK',
  'Toronto, ON',
  'Remote',
  'Boston, MA',
  'San Antonio, TX',
]
const ROLES = [
  'Software Engineer',
  'Data Analyst',
  'Product Designer',
  'Nurse',
  'Accountant',
  'Marketing Manager',
  'Teacher',
  'Sales Lead',
]

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
const nth = (values: readonly string[], index: ReturnType<typeof sql>) =>
  sql`(${textArray(values)})[1 + (${index}) % ${values.length}]`

/** 100k people and one public resume each, in batches of generate_series (ids 0b…, apart from every other row). */
async function seedPeopleAndResumes(handle: DatabaseHandle, total: number): Promise<void> {
  for (let start = 0; start < total; start += BATCH) {
    const end = Math.min(start + BATCH, total) - 1
    const id = sql`('0b000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid`
    const first = nth(FIRST_NAMES, sql`i`)
    const last = nth(LAST_NAMES, sql`i / ${FIRST_NAMES.length}`)
    await handle.db.execute(sql`insert into users
      (id, slug, email, password_hash, role_code, first_name, last_name, headline, location, skills, email_verified_at)
      select ${id}, 'bench-person-' || i, 'bench-person-' || i || '@bench.invalid', 'x', ${roleToCode(Role.JobSeeker)},
        ${first}, ${last} || ' ' || i, ${nth(ROLES, sql`i / 7`)}, ${nth(CITIES, sql`i / 3`)},
        array[${nth(ROLES, sql`i`)}], now() - (i % 900) * interval '1 hour'
      from generate_series(${start}::int, ${end}::int) as s(i)
      on conflict do nothing`)
    await handle.db
      .execute(sql`insert into resumes (user_id, name, slug, privacy, industry, content, created_at)
      select ${id}, ${nth(ROLES, sql`i / 5`)} || ' resume', 'bench-resume-' || i, 'public', 'Technology',
        json_build_object('basics', json_build_object('name', ${first} || ' ' || ${last}, 'label', ${nth(ROLES, sql`i / 5`)},
          'location', json_build_object('city', split_part(${nth(CITIES, sql`i / 11`)}, ', ', 1),
            'region', split_part(${nth(CITIES, sql`i / 11`)}, ', ', 2))),
          'skills', json_build_array(json_build_object('name', ${nth(ROLES, sql`i`)}))),
        now() - (i % 700) * interval '1 hour'
      from generate_series(${start}::int, ${end}::int) as s(i)
      on conflict do nothing`)
  }
  await handle.db.execute(sql`vacuum (analyze) users, resumes, search_documents`)
}

/** The query kinds, each a list of query strings cycled through. */
const QUERY_KINDS: Record<string, string[]> = {
  text: ['search=engineer', 'search=analyst', 'search=designer', 'search=nurse'],
  'misspelt name': ['search=wojciekowska', 'search=hernandes', 'search=kowalsky', 'search=andersen'],
  'category tab': [
    'category=people&search=maria',
    'category=resumes&search=data',
    'category=jobs&search=manager',
  ],
  radius: [
    'location=Austin%2C%20TX&searchRadius=25',
    'location=Seattle%2C%20WA&searchRadius=50&category=jobs',
    'location=Berlin&searchRadius=10&category=people',
  ],
}

type Run = { seedSeconds: number; all: number[]; byKind: Record<string, number[]>; failures: number }

async function seedAndSearch(
  handle: DatabaseHandle,
  dataDir: string,
  options: Required<DiscoveryBenchOptions>,
): Promise<Run> {
  const logger = createLogger({ level: 'silent' })
  const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' })
  const services = createServiceContext({ db: handle.db, env, logger })
  const started = performance.now()
  await runMigrations(handle)
  await runSeeders(services, SEEDERS)
  await seedBenchmarkJobs(services, options.rows)
  await seedPeopleAndResumes(handle, options.rows)
  const seedSeconds = (performance.now() - started) / 1000

  const app = createApp({ db: handle.db, dbKind: handle.kind, env, logger })
  let failures = 0
  const search = async (query: string) => {
    const response = await app.request(`/api/Dashboard/search/public?${query}`)
    if (response.status !== 200) failures++
    await response.arrayBuffer()
  }
  const all: number[] = []
  const byKind: Record<string, number[]> = {}
  for (const [kind, queries] of Object.entries(QUERY_KINDS)) {
    for (let i = 0; i < WARM_UP; i++) await search(queries[i % queries.length]!)
    const times: number[] = []
    for (let i = 0; i < options.searches; i++) {
      const query = `${queries[i % queries.length]!}&page=${1 + (i % 3)}`
      const at = performance.now()
      await search(query)
      times.push(performance.now() - at)
    }
    byKind[kind] = times
    all.push(...times)
  }
  return { seedSeconds, all, byKind, failures }
}

function row(kind: string, rows: number, run: Run, targetMs: number, verbose: boolean): BenchRow {
  const l = latency(run.all)
  const kinds = Object.entries(run.byKind)
    .map(([name, times]) => `${name} ${ms(latency(times).p95)}`)
    .join(', ')
  const failed = run.failures > 0 ? `, ${run.failures} non-200` : ''
  if (verbose) console.log(`discovery p95 by kind (${kind}): ${kinds}`)
  return [
    `Discovery search at ${rows.toLocaleString('en')} people + resumes + jobs (${kind})`,
    `p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, p99 ${ms(l.p99)}`,
    `GET /api/Dashboard/search/public in process, ${l.count} searches (p95 by kind: ${kinds})${failed}; seeded in ${run.seedSeconds.toFixed(0)} s; ${verdict(run.failures === 0 && l.p95 <= targetMs, `p95 ≤ ${targetMs} ms`)}`,
  ]
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

export async function benchDiscovery(options: DiscoveryBenchOptions = {}): Promise<BenchRow[]> {
  const settings = {
    verbose: options.verbose ?? false,
    rows: options.rows ?? 100_000,
    searches: options.searches ?? 40,
  }
  const rows: BenchRow[] = []

  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'reelhire-bench-discovery-'))
  try {
    const handle = await openPgliteDatabase(path.join(pgliteDir, 'db'))
    try {
      const run = await seedAndSearch(handle, pgliteDir, settings)
      rows.push(row('PGlite', settings.rows, run, DISCOVERY_P95_PGLITE_TARGET_MS, settings.verbose))
    } finally {
      await handle.close()
    }
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true })
  }

  const admin = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const benchUrl = new URL(admin)
  benchUrl.pathname = `/${BENCH_DATABASE}`
  try {
    await withAdmin(admin, async (client) => {
      await dropBenchDatabase(client)
      await client.query(`create database ${BENCH_DATABASE}`)
    })
  } catch (error) {
    rows.push([
      'Discovery search (PostgreSQL)',
      'skipped',
      `PostgreSQL not usable at ${admin}: ${String(error).split('\n')[0]}`,
    ])
    return rows
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhire-bench-discovery-pg-'))
  try {
    const handle = openPostgresDatabase(benchUrl.toString())
    try {
      const run = await seedAndSearch(handle, dataDir, settings)
      rows.push(row('PostgreSQL', settings.rows, run, DISCOVERY_P95_POSTGRES_TARGET_MS, settings.verbose))
    } finally {
      await handle.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await withAdmin(admin, dropBenchDatabase).catch((error: unknown) =>
      console.error(`could not drop ${BENCH_DATABASE}: ${String(error)}`),
    )
  }
  return rows
}
