import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import { JobListResponseSchema, JobSchema } from '@/api/jobs/job-full'
import { JobSummaryListSchema } from '@/api/jobs/job-summary'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import type { JobRow } from '../../db/schema/jobs'
import { call, insertCompany } from '../companies/test-support'
import { hoursAgo, insertJob, nonce } from './test-support'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

let app: App
let db: Db
let word: string
let acme: CompanyRow
let other: CompanyRow
let ownerToken: string
const visible: Record<string, JobRow> = {}
const hidden: Record<string, JobRow> = {}

async function list(query: string, token?: string) {
  const res = await call(app, 'GET', `/api/Job?${query}`, token)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(JobListResponseSchema, res.body.data)
}

const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title)
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id).sort()
const idsOf = (...jobs: JobRow[]) => jobs.map((job) => job.id).sort()

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
  word = nonce()
  const employer = await createUser(db, { role: Role.Employer })
  ownerToken = (await signIn(app, employer.email)).token
  acme = await insertCompany(db, employer.user.id, { name: `Acme Rockets ${nonce('ac')}` })
  // A second listed company whose NAME carries the search word: its job is found through the company name.
  other = await insertCompany(db, employer.user.id, { name: `${word} Industries` })
  const draftCompany = await insertCompany(db, employer.user.id, {
    statusCode: CompanyStatusCode.draft,
    visibilityCode: CompanyVisibilityCode.draft,
  })
  const demoCompany = await insertCompany(db, employer.user.id, { isDemo: true })
  const placeholderCompany = await insertCompany(db, employer.user.id, { name: 'Your Company' })

  visible.platform = await insertJob(db, acme, {
    title: `Senior Platform Engineer ${word}`,
    description: 'Run our Kubernetes platform.',
    skills: ['TypeScript', 'Kubernetes'],
    location: 'Berlin, Germany',
    employmentTypes: ['FullTime'],
    seniority: ['Senior'],
    workSetting: 'Remote',
    isRemote: true,
    salaryMin: 90_000,
    salaryMax: 120_000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'yearly',
    salaryMinYearly: 90_000,
    salaryMaxYearly: 120_000,
    postedDate: hoursAgo(2),
  })
  visible.analyst = await insertJob(db, acme, {
    title: 'Junior Data Analyst',
    description: `You will analyse data with the ${word} team.`,
    skills: ['SQL', 'Python'],
    location: 'London, United Kingdom',
    employmentTypes: ['PartTime'],
    seniority: ['Junior'],
    workSetting: 'Onsite',
    salaryMin: 20,
    salaryMax: 25,
    salaryCurrency: 'GBP',
    salaryPeriod: 'hourly',
    salaryMinYearly: 41_600,
    salaryMaxYearly: 52_000,
    postedDate: hoursAgo(48),
  })
  visible.marketing = await insertJob(db, acme, {
    title: 'Marketing Manager',
    description: 'Grow the brand.',
    skills: ['SEO', word],
    location: 'Austin, TX',
    employmentTypes: ['Contractor'],
    seniority: ['Mid'],
    workSetting: 'Hybrid',
    postedDate: hoursAgo(72),
  })
  visible.office = await insertJob(db, other, {
    title: 'Office Manager Intern',
    description: 'Keep the office running.',
    location: 'Austin, TX',
    employmentTypes: ['Internship'],
    seniority: ['Entry'],
    workSetting: 'Onsite',
    postedDate: hoursAgo(96),
  })

  const secret = {
    title: `Secret ${word} role`,
    skills: ['TypeScript'],
    employmentTypes: ['FullTime' as const],
  }
  hidden.draft = await insertJob(db, acme, { ...secret, status: 'draft', postedDate: null })
  hidden.paused = await insertJob(db, acme, { ...secret, status: 'paused' })
  hidden.closed = await insertJob(db, acme, { ...secret, status: 'closed' })
  hidden.hired = await insertJob(db, acme, { ...secret, status: 'hired' })
  hidden.expired = await insertJob(db, acme, { ...secret, expiryDate: hoursAgo(1) })
  hidden.private = await insertJob(db, acme, { ...secret, isPublic: false })
  hidden.deleted = await insertJob(db, acme, { ...secret, deletedAt: hoursAgo(1) })
  hidden.unlistedCompany = await insertJob(db, draftCompany, secret)
  hidden.demoCompany = await insertJob(db, demoCompany, secret)
  hidden.placeholderCompany = await insertJob(db, placeholderCompany, secret)
  // A live job without an expiry date is listed.
  visible.noExpiry = await insertJob(db, acme, {
    title: 'Support Specialist',
    description: 'Help customers.',
    expiryDate: null,
    postedDate: hoursAgo(120),
  })
})

describe('GET /api/Job: text search', () => {
  it('matches title, description, skills and company name; hidden jobs never appear, not even in the total', async () => {
    const page = await list(`search=${word}`)
    expect(ids(page)).toEqual(idsOf(visible.platform!, visible.analyst!, visible.marketing!, visible.office!))
    expect(page.total).toBe(4)
    expect(page).toMatchObject({ page: 1, limit: 20, totalPages: 1, hasNext: false, hasPrev: false })
    // Signed in as the owner of every hidden job changes nothing: search lists listed jobs only.
    const asOwner = await list(`search=${word}`, ownerToken)
    expect(asOwner.total).toBe(4)
  })

  it('ranks a title match above a description match, then newer first; the order is stable', async () => {
    const page = await list(`search=${word}`)
    expect(page.items[0]!.id).toBe(visible.platform!.id)
    const again = await list(`search=${word}`)
    expect(again.items.map((item) => item.id)).toEqual(page.items.map((item) => item.id))
  })

  it('finds by prefix and stem, needs every word, and ignores query syntax', async () => {
    expect(titles(await list(`search=${word.slice(0, 8)}`))).toContain(visible.platform!.title)
    expect(ids(await list(`search=${encodeURIComponent(`platform engineers ${word}`)}`))).toEqual(
      idsOf(visible.platform!),
    )
    expect((await list(`search=${encodeURIComponent(`kubernetes analyst ${word}`)}`)).total).toBe(0)
    // Operators, quotes and backslashes are dropped rather than breaking the query.
    const odd = await list(`search=${encodeURIComponent(`${word} & | ! ( ' \\ :*`)}`)
    expect(odd.total).toBe(4)
    // Only stop words or punctuation: no text filter (the listing itself).
    const stop = await list(`search=the&companyId=${other.id}`)
    expect(ids(stop)).toEqual(idsOf(visible.office!))
  })
})

describe('GET /api/Job: filters', () => {
  const cases: [string, string, () => JobRow[]][] = [
    ['location (substring, any case)', 'location=berlin', () => [visible.platform!]],
    ['location (inside words, across punctuation)', 'location=RLIN%2C%20gERM', () => [visible.platform!]],
    [
      'location too short for trigram tokens',
      'location=in',
      () => [visible.platform!, visible.analyst!, visible.marketing!, visible.office!],
    ],
    ['skills (every one, any case)', 'skills=typescript', () => [visible.platform!]],
    ['two skills', 'skills=sql,%20Python', () => [visible.analyst!]],
    ['skills nobody has together', 'skills=sql,seo', () => []],
    ['employmentType full_time', 'employmentType=full_time', () => [visible.platform!]],
    ['employmentType part-time (hyphen)', 'employmentType=part-time', () => [visible.analyst!]],
    ['employmentType contract (Contractor)', 'employmentType=contract', () => [visible.marketing!]],
    ['employmentType internship', 'employmentType=internship', () => [visible.office!]],
    ['employmentType remote = isRemote', 'employmentType=remote', () => [visible.platform!]],
    [
      'two employment types (any)',
      'employmentType=full_time,internship',
      () => [visible.platform!, visible.office!],
    ],
    ['experienceLevel senior', 'experienceLevel=senior', () => [visible.platform!]],
    [
      'experienceLevel entry (Entry and Junior)',
      'experienceLevel=entry',
      () => [visible.analyst!, visible.office!],
    ],
    ['experienceLevel mid', 'experienceLevel=mid', () => [visible.marketing!]],
    ['salaryMin (yearly amounts)', 'salaryMin=100000', () => [visible.platform!]],
    ['salaryMax (hourly pay annualised)', 'salaryMax=50000', () => [visible.analyst!]],
    ['salary range overlap', 'salaryMin=45000&salaryMax=60000', () => [visible.analyst!]],
    ['isRemote=true', 'isRemote=true', () => [visible.platform!]],
    ['isRemote=false', 'isRemote=false', () => [visible.analyst!, visible.marketing!, visible.office!]],
    ['datePosted=24h', 'datePosted=24h', () => [visible.platform!]],
    [
      'empty values clear filters',
      'salaryMin=&location=&isRemote=&skills=',
      () => [visible.platform!, visible.analyst!, visible.marketing!, visible.office!],
    ],
  ]
  for (const [name, query, expected] of cases) {
    it(`${name}, with a text search (filter tokens)`, async () => {
      const page = await list(`search=${word}&${query}`)
      expect(ids(page)).toEqual(idsOf(...expected()))
      expect(page.total).toBe(expected().length)
    })
    it(`${name}, without a text search`, async () => {
      // This file's database lists only the jobs above: the four plus 'Support Specialist' (no salary, no
      // types or levels, onsite, posted 5 days ago).
      const withNoExpiry = ['isRemote=false', 'salaryMin=&location=&isRemote=&skills='].includes(query)
      const want = withNoExpiry ? [...expected(), visible.noExpiry!] : expected()
      const page = await list(query)
      expect(ids(page)).toEqual(idsOf(...want))
      expect(page.total).toBe(want.length)
    })
  }

  it('companyId and company (name) select one company', async () => {
    expect(ids(await list(`companyId=${other.id}`))).toEqual(idsOf(visible.office!))
    expect(ids(await list(`company=${encodeURIComponent(other.name.toUpperCase())}`))).toEqual(
      idsOf(visible.office!),
    )
  })

  it('filters combine with the text search', async () => {
    const page = await list(`search=${word}&employmentType=full_time,part_time&salaryMin=40000`)
    expect(ids(page)).toEqual(idsOf(visible.platform!, visible.analyst!))
    const narrower = await list(
      `search=${word}&employmentType=full_time,part_time&salaryMin=40000&isRemote=false`,
    )
    expect(ids(narrower)).toEqual(idsOf(visible.analyst!))
  })
})

describe('GET /api/Job: pagination', () => {
  it('pages through every match once, with totals and flags', async () => {
    const first = await list(`companyId=${acme.id}&limit=2`)
    expect(first).toMatchObject({ total: 4, page: 1, limit: 2, totalPages: 2, hasNext: true, hasPrev: false })
    const second = await list(`companyId=${acme.id}&limit=2&page=2`)
    expect(second).toMatchObject({ total: 4, page: 2, totalPages: 2, hasNext: false, hasPrev: true })
    const all = [...first.items, ...second.items].map((item) => item.id)
    expect(new Set(all).size).toBe(4)
    // Without a search: newest posting first.
    expect(all).toEqual([
      visible.platform!.id,
      visible.analyst!.id,
      visible.marketing!.id,
      visible.noExpiry!.id,
    ])
    const beyond = await list(`companyId=${acme.id}&limit=2&page=3`)
    expect(beyond).toMatchObject({ items: [], total: 4, page: 3, hasNext: false, hasPrev: true })
    expect((await list(`companyId=${acme.id}&limit=100`)).limit).toBe(100)
  })

  it('refuses a limit outside 1–100, a page below 1 and malformed values with the validation message', async () => {
    for (const [query, path] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['salaryMin=-1', 'salaryMin'],
      ['salaryMin=lots', 'salaryMin'],
      ['salaryMin=90000&salaryMax=10', 'salaryMin'],
      ['employmentType=gig', 'employmentType'],
      ['experienceLevel=wizard', 'experienceLevel'],
      ['isRemote=maybe', 'isRemote'],
      ['companyId=not-an-id', 'companyId'],
      ['datePosted=yesterday', 'datePosted'],
    ] as const) {
      const res = await call(app, 'GET', `/api/Job?${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_ERROR')
      expect(res.body.error.message, query).toMatch(new RegExp(`^Validation failed: ${path}: `))
    }
    const limit = await call(app, 'GET', '/api/Job?limit=101')
    expect(limit.body.error.message).toBe('Validation failed: limit: Limit must be between 1 and 100')
  })
})

describe('hidden jobs', () => {
  it('are 404 to visitors and other users, readable by the owner, and listed in the owner’s summaries', async () => {
    const stranger = await createUser(db, { role: Role.Employer })
    const strangerToken = (await signIn(app, stranger.email)).token
    for (const [name, job] of Object.entries(hidden)) {
      expect((await call(app, 'GET', `/api/Job/${job.id}`)).status, name).toBe(404)
      expect((await call(app, 'GET', `/api/Job/slug/${job.slug}`)).status, name).toBe(404)
      expect((await call(app, 'GET', `/api/Job/${job.id}`, strangerToken)).status, name).toBe(404)
      const own = await call(app, 'GET', `/api/Job/${job.id}`, ownerToken)
      expect(own.status, name).toBe(name === 'deleted' ? 404 : 200)
      if (own.status === 200) expect(v.parse(JobSchema, own.body.data).permissions?.canEdit, name).toBe(true)
    }
    const summaries = await call(app, 'GET', '/api/Job/GetSummaryItems?limit=100', ownerToken)
    expect(summaries.status).toBe(200)
    const mine = v.parse(JobSummaryListSchema, summaries.body.data)
    const listedIds = new Set(mine.items.map((item) => item.id))
    for (const [name, job] of Object.entries(hidden))
      expect(listedIds.has(job.id), name).toBe(name !== 'deleted')
    expect(mine.items.find((item) => item.id === hidden.expired!.id)).toMatchObject({
      status: 'active',
      isExpired: true,
    })
    const drafts = v.parse(
      JobSummaryListSchema,
      (await call(app, 'GET', '/api/Job/GetSummaryItems?status=draft', ownerToken)).body.data,
    )
    expect(drafts.items.map((item) => item.id)).toEqual([hidden.draft!.id])
    const strangers = v.parse(
      JobSummaryListSchema,
      (await call(app, 'GET', '/api/Job/GetSummaryItems', strangerToken)).body.data,
    )
    expect(strangers.total).toBe(0)
  })

  it('a listed job reads the same by id and by slug, with the list enums mapped from the creation ones', async () => {
    const byId = await call(app, 'GET', `/api/Job/${visible.analyst!.id}`)
    const bySlug = await call(app, 'GET', `/api/Job/slug/${visible.analyst!.slug}`)
    expect(byId.status).toBe(200)
    const job = v.parse(JobSchema, byId.body.data)
    expect(v.parse(JobSchema, bySlug.body.data).id).toBe(job.id)
    expect(job).toMatchObject({
      company: acme.name,
      companyId: acme.id,
      employmentType: 'part_time',
      employmentTypes: ['PartTime'],
      experienceLevel: 'entry',
      seniority: ['Junior'],
      isRemote: false,
      salaryMin: 20,
      salaryMax: 25,
      currency: 'GBP',
      salaryPeriod: 'hourly',
      status: 'active',
      isExpired: false,
    })
    expect(job.permissions).toBeUndefined()
    expect(job.isSaved).toBeUndefined()
    expect((await call(app, 'GET', '/api/Job/not-a-uuid')).status).toBe(404)
    expect((await call(app, 'GET', '/api/Job/slug/no-such-job')).status).toBe(404)
    expect((await call(app, 'GET', `/api/Job/${randomUUID()}`)).status).toBe(404)
  })

  it('an invalid token on a public read is a 401 (the client refreshes), not a silent anonymous answer', async () => {
    const res = await call(app, 'GET', '/api/Job', 'not-a-token')
    expect(res.status).toBe(401)
  })
})

// Last: its jobs are listed, and the filter tests above expect the listing to hold only theirs.
describe('GET /api/Job: search as you type', () => {
  it('finds a word typed up to its doubled consonant, which its stem drops (runn → running → run)', async () => {
    const employer = await createUser(db, { role: Role.Employer })
    const company = await insertCompany(db, employer.user.id, { name: `Typeahead ${nonce('ty')}` })
    const running = await insertJob(db, company, { title: 'Running Coach' })
    const shopping = await insertJob(db, company, { title: 'Personal Shopping Assistant' })
    const planner = await insertJob(db, company, { title: 'Wedding Planner' })
    const found = async (search: string) =>
      ids(await list(`search=${encodeURIComponent(search)}&companyId=${company.id}`))
    expect(await found('runn')).toEqual(idsOf(running))
    expect(await found('runnin')).toEqual(idsOf(running))
    expect(await found('SHOPP')).toEqual(idsOf(shopping))
    expect(await found('shoppi')).toEqual(idsOf(shopping))
    expect(await found('planne')).toEqual(idsOf(planner))
    expect(await found('wedd')).toEqual(idsOf(planner))
    expect(await found('coach runn')).toEqual(idsOf(running))
    // Ordinary prefixes and whole words as before; a doubled consonant of another word finds nothing.
    expect(await found('plan')).toEqual(idsOf(planner))
    expect(await found('assis')).toEqual(idsOf(shopping))
    expect(await found('running')).toEqual(idsOf(running))
    expect(await found('personal shop')).toEqual(idsOf(shopping))
    expect(await found('runx')).toEqual([])
    expect(await found('coach shopp')).toEqual([])
  })
})
