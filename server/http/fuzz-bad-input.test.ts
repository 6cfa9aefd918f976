import { beforeAll, describe, expect, it } from 'vitest'
import type { AuthLimits } from '../core/module-settings'
import { DEFAULT_AUTH_LIMITS } from '../modules/auth/limits'
import { BAD_QUERY_VALUES } from '../test/fuzz/bad-values'
import { jsonCases, multipartCases, paramCases, queryCases, type FuzzCase } from '../test/fuzz/cases'
import { apiRoutes, isMutating, routeKey, type MountedRoute } from '../test/fuzz/routes'
import { GENERIC_SAMPLE, paramValues, routeSamples, type RouteSample } from '../test/fuzz/samples'
import { describeBody, send } from '../test/fuzz/send'
import { createWorld, type World } from '../test/fuzz/world'
import { createTestApp } from '../test/test-app'

/**
 * Issue 11: bad input never gets a 500. Every mounted /api route gets deterministic malformed requests —
 * NUL bytes and lone surrogates in each field, numbers beyond their column, far dates, wrong types, broken
 * bodies, bad path ids and query values — signed in where the route needs it. No answer may be a 5xx,
 * every 4xx must be the failure envelope, and no bad input may get as far as the database (the error
 * handler's SQLSTATE mapping is a last line of defence, not the rule). All failures are reported together.
 */

const MIN_CASES_PER_MUTATING_ROUTE = 50
const SEED = 11
/** Apply allows 30 an hour per user: a new applicant before that. */
const CASES_PER_USER = 25

type Setup = Awaited<ReturnType<typeof createTestApp>>
let setup: Setup
let address = 0

// Rate limits would turn most cases into 429s before their input is read: lift them for this file.
const noLimit = { limit: 1_000_000, windowMs: 60_000 }
const unlimitedAuth = Object.fromEntries(
  Object.keys(DEFAULT_AUTH_LIMITS).map((scope) => [scope, { address: noLimit, account: noLimit }]),
) as AuthLimits

beforeAll(async () => {
  setup = await createTestApp({
    deps: {
      // A new client address per request: per-address limits (contact, client reports) never trip.
      clientAddress: () => `fuzz-${++address}`,
      authLimits: unlimitedAuth,
      // Extract never reaches the network: every host resolves to a private address, which it refuses.
      jobImport: {
        extractLimit: noLimit,
        uploadLimit: noLimit,
        resolveHost: async () => [{ address: '10.0.0.1', family: 4 }],
      },
    },
  })
})

function casesFor(route: MountedRoute, sample: RouteSample, params: Record<string, string>): FuzzCase[] {
  const seed = SEED + [...routeKey(route)].reduce((sum, ch) => sum + ch.charCodeAt(0), 0)
  const cases = paramCases(params)
  if (!isMutating(route)) return [...cases, ...queryCases(sample.queryKeys ?? ['x'], BAD_QUERY_VALUES)]
  cases.push(...queryCases(['x'], ['%00']))
  const wanted = MIN_CASES_PER_MUTATING_ROUTE - cases.length
  const body = sample.body ?? { kind: 'json', body: {} }
  cases.push(
    ...(body.kind === 'multipart' ? multipartCases(body, seed, wanted) : jsonCases(body.body, seed, wanted)),
  )
  return cases
}

type Failure = { route: string; label: string; url: string; body: string; status: number; error: string }

/** What went wrong with one answer, or null: a 5xx, a 4xx that is no envelope, input the database refused. */
function problemOf(status: number, envelope: boolean, refusedByDatabase: boolean): string | null {
  if (status >= 500) return 'a 5xx'
  if (status >= 400 && !envelope) return 'no envelope'
  return refusedByDatabase ? 'reached the database' : null
}

async function fuzz(route: MountedRoute, world: World, samples: Record<string, RouteSample>) {
  const sample = samples[routeKey(route)] ?? GENERIC_SAMPLE
  const params = paramValues(world, route.path)
  const cases = casesFor(route, sample, params)
  const failures: Failure[] = []
  let applicantToken: string | null = null
  for (const [i, fuzzCase] of cases.entries()) {
    if (sample.freshUser && i % CASES_PER_USER === 0) applicantToken = await world.freshSeekerToken()
    const token =
      sample.role === null ? null : (applicantToken ?? (await world.token(sample.role, sample.freshSession)))
    const logged = setup.logs.length
    const outcome = await send(setup.app, route, fuzzCase, params, token)
    const refused = setup.logs.slice(logged).some((line) => line.msg === 'database refused the input')
    const problem = problemOf(outcome.status, outcome.envelope, refused)
    if (problem)
      failures.push({
        route: routeKey(route),
        label: `${problem}: ${fuzzCase.label}`,
        url: outcome.url.length > 150 ? `${outcome.url.slice(0, 150)}…` : outcome.url,
        body: describeBody(fuzzCase.body),
        status: outcome.status,
        error: `${outcome.code ?? '-'} ${outcome.message ?? ''}`,
      })
  }
  return { count: cases.length, failures }
}

const report = (failures: Failure[]) => {
  const routes = new Set(failures.map((f) => f.route))
  const lines = failures.map(
    (f) => `${f.route} [${f.label}] ${f.url}\n    body: ${f.body}\n    → ${f.status} ${f.error}`,
  )
  return `${failures.length} failures over ${routes.size} routes:\n${lines.join('\n')}`
}

/**
 * A mutating route gets a world of its own: one route's cases (a revoked session, a deleted job) never
 * spoil another's. GET routes change nothing and share one.
 */
async function fuzzAll(routes: MountedRoute[]) {
  const failures: Failure[] = []
  const counts: Record<string, number> = {}
  let shared: World | null = null
  for (const route of routes) {
    const world = isMutating(route) ? await createWorld(setup) : (shared ??= await createWorld(setup))
    const result = await fuzz(route, world, routeSamples(world))
    counts[routeKey(route)] = result.count
    failures.push(...result.failures)
  }
  return { failures, counts }
}

describe('bad input never gets a 500 (issue 11)', () => {
  it('mutating routes answer every malformed request with a 4xx envelope', { timeout: 300_000 }, async () => {
    const routes = apiRoutes(setup.app).filter(isMutating)
    expect(routes.length).toBeGreaterThan(30)
    const { failures, counts } = await fuzzAll(routes)
    for (const [route, count] of Object.entries(counts))
      expect(count, route).toBeGreaterThanOrEqual(MIN_CASES_PER_MUTATING_ROUTE)
    expect(failures, report(failures)).toEqual([])
  })

  it(
    'GET routes answer malformed path ids and query strings with a 2xx or a 4xx envelope',
    { timeout: 300_000 },
    async () => {
      const routes = apiRoutes(setup.app).filter((route) => route.method === 'GET')
      expect(routes.length).toBeGreaterThan(20)
      const { failures } = await fuzzAll(routes)
      expect(failures, report(failures)).toEqual([])
    },
  )
})
