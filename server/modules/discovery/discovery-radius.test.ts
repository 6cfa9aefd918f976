import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PublicSearchResponse } from '@/api/discovery/public-search'
import { ErrorCode } from '@/api/errors'
import { JobListResponseSchema } from '@/api/jobs/job-full'
import { Role } from '@/api/roles'
import { searchDocuments } from '../../db/schema/search-documents'
import { users } from '../../db/schema/users'
import { createTestApp } from '../../test/test-app'
import { insertCompany } from '../companies/test-support'
import { insertJob } from '../jobs/test-support'
import { person } from '../people/people-test-support'
import { call } from '../resumes/resumes-test-support'

/**
 * searchRadius (decision 046) on GET /api/Dashboard/search/public and GET /api/Job. Distances from Austin, TX
 * by the gazetteer's points: Round Rock 17.1 mi, Leander 22.5, Georgetown 25.6, Seguin 50.05.
 */

let t: Awaited<ReturnType<typeof createTestApp>>
const job: Record<string, string> = {}
let companyId: string
let personId: string

beforeAll(async () => {
  t = await createTestApp()
  const employer = await person(t, { firstName: 'Erin', lastName: 'Radiusowner', role: Role.Employer })
  const company = await insertCompany(t.db, employer.id, { name: 'Radiusprobe Labs', location: 'Austin, TX' })
  companyId = company.id
  const at = async (key: string, location: string, isRemote = false) => {
    job[key] = (await insertJob(t.db, company, { title: `Radiusprobe ${key}`, location, isRemote })).id
  }
  await at('roundRock', 'Round Rock, TX')
  await at('leander', 'Leander, Texas, USA')
  await at('georgetown', 'Georgetown, TX')
  await at('seguin', 'Seguin, TX')
  await at('remote', 'Remote (US)', true)
  await at('austinArea', 'Greater Austin area')
  await at('elsewhere', 'Somewhere Unmapped')
  // A person whose profile location is 14 miles from Austin: people are found by radius too.
  const local = await person(t, { firstName: 'Radiusprobe', lastName: 'Neighbour' })
  personId = local.id
  await t.db.update(users).set({ location: 'Pflugerville, TX' }).where(eq(users.id, local.id))
}, 120_000)

async function discover(query: string) {
  const res = await call<PublicSearchResponse>(
    t.app,
    'GET',
    `/api/Dashboard/search/public?search=radiusprobe&limit=100&${query}`,
    null,
  )
  expect([query, res.status]).toEqual([query, 200])
  return res.body.data
}

async function listJobs(query: string) {
  const res = await call(t.app, 'GET', `/api/Job?limit=100&${query}`, null)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(JobListResponseSchema, res.body.data)
}

const jobIds = (...keys: string[]) => keys.map((key) => job[key]!).sort()
const foundJobs = (found: { items: { id: string; type?: string }[] }) =>
  found.items
    .filter((item) => item.type === undefined || item.type === 'job')
    .map((item) => item.id)
    .sort()

const AUSTIN = 'location=Austin%2C%20TX'

describe('documents carry the point of their location', () => {
  it('geocodes known cities, leaves remote and unknown places without a point', async () => {
    const rows = await t.db.select().from(searchDocuments).where(eq(searchDocuments.kind, 'job'))
    const point = (key: string) => {
      const row = rows.find((r) => r.itemId === job[key])!
      return row.lat === null ? null : [Math.round(row.lat * 10) / 10, Math.round(row.lng! * 10) / 10]
    }
    expect(point('roundRock')).toEqual([30.5, -97.7])
    expect(point('leander')).not.toBeNull()
    expect([point('remote'), point('austinArea'), point('elsewhere')]).toEqual([null, null, null])
  })
})

describe('discovery searchRadius', () => {
  it('keeps what lies within the radius, by distance', async () => {
    const cases: [string, string[]][] = [
      ['10', []],
      ['25', ['roundRock', 'leander']],
      ['50', ['roundRock', 'leander', 'georgetown']],
      ['100', ['roundRock', 'leander', 'georgetown', 'seguin']],
    ]
    for (const [miles, expected] of cases) {
      const found = await discover(`${AUSTIN}&searchRadius=${miles}&category=jobs`)
      expect([miles, foundJobs(found)]).toEqual([miles, jobIds(...expected)])
    }
  })

  it('counts every tab by the same rule as the items', async () => {
    const found = await discover(`${AUSTIN}&searchRadius=25`)
    expect(found.counts).toEqual({ all: 4, people: 1, companies: 1, resumes: 0, jobs: 2, media: 0 })
    expect(found.items).toHaveLength(found.counts.all)
    expect(found.items.map((item) => item.id)).toEqual(expect.arrayContaining([companyId, personId]))
    const near = await discover(`${AUSTIN}&searchRadius=10`)
    expect(near.counts).toMatchObject({ all: 1, people: 0, companies: 1, jobs: 0 })
    for (const category of ['people', 'companies', 'jobs'] as const) {
      const tab = await discover(`${AUSTIN}&searchRadius=25&category=${category}`)
      expect([category, tab.items.length, tab.total]).toEqual([
        category,
        found.counts[category],
        found.counts[category],
      ])
    }
  })

  it('remote keeps remote items only, whatever the location', async () => {
    expect(foundJobs(await discover(`searchRadius=remote&category=jobs`))).toEqual(jobIds('remote'))
    expect(foundJobs(await discover(`${AUSTIN}&searchRadius=remote&category=jobs`))).toEqual(jobIds('remote'))
  })

  it('a location naming no known city falls back to its text; no radius keeps the text match', async () => {
    expect(foundJobs(await discover(`location=austin%20area&searchRadius=25&category=jobs`))).toEqual(
      jobIds('austinArea'),
    )
    // "Austin" geocodes: items without a point still match by text ("Greater Austin area"), with a point by distance.
    expect(foundJobs(await discover(`location=austin&searchRadius=25&category=jobs`))).toEqual(
      jobIds('roundRock', 'leander', 'austinArea'),
    )
    expect(foundJobs(await discover(`location=austin&category=jobs`))).toEqual(jobIds('austinArea'))
    expect(foundJobs(await discover(`location=Seguin&category=jobs`))).toEqual(jobIds('seguin'))
  })

  it('refuses a radius outside the list', async () => {
    for (const radius of ['7', 'far', '-5', '25.5']) {
      const res = await call(
        t.app,
        'GET',
        `/api/Dashboard/search/public?${AUSTIN}&searchRadius=${radius}`,
        null,
      )
      expect([radius, res.status, res.body.error?.code]).toEqual([radius, 400, ErrorCode.VALIDATION_ERROR])
    }
  })
})

describe('GET /api/Job searchRadius', () => {
  it('filters the listing by distance, with and without a text search', async () => {
    for (const search of ['', 'search=radiusprobe&']) {
      const at25 = await listJobs(`${search}${AUSTIN}&searchRadius=25`)
      expect([search, foundJobs(at25), at25.total]).toEqual([search, jobIds('roundRock', 'leander'), 2])
      const at50 = await listJobs(`${search}${AUSTIN}&searchRadius=50`)
      expect(foundJobs(at50)).toEqual(jobIds('roundRock', 'leander', 'georgetown'))
      const byText = await listJobs(`${search}location=austin&searchRadius=25`)
      expect(foundJobs(byText)).toEqual(jobIds('roundRock', 'leander', 'austinArea'))
    }
  })

  it('remote, an unknown place and no radius', async () => {
    expect(foundJobs(await listJobs('searchRadius=remote'))).toEqual(jobIds('remote'))
    expect(foundJobs(await listJobs('location=Somewhere%20Unmapped&searchRadius=100'))).toEqual(
      jobIds('elsewhere'),
    )
    expect(foundJobs(await listJobs('location=round%20rock'))).toEqual(jobIds('roundRock'))
    const res = await call(t.app, 'GET', `/api/Job?${AUSTIN}&searchRadius=30`, null)
    expect([res.status, res.body.error?.code]).toEqual([400, ErrorCode.VALIDATION_ERROR])
  })
})
