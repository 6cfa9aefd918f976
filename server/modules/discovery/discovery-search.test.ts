import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PublicSearchResponse } from '@/api/discovery/public-search'
import { ErrorCode } from '@/api/errors'
import { Role } from '@/api/roles'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import { resumeMedia } from '../../db/schema/resume-media'
import { searchDocuments } from '../../db/schema/search-documents'
import { users } from '../../db/schema/users'
import { createTestApp } from '../../test/test-app'
import { insertCompany } from '../companies/test-support'
import { insertJob } from '../jobs/test-support'
import { foldText } from '../people/accent-fold'
import { person, type Person } from '../people/people-test-support'
import { call, createResume, sampleResume } from '../resumes/resumes-test-support'

/** GET /api/Dashboard/search/public: text rules (accents, typos, did you mean), filters, shapes, validation. */

let t: Awaited<ReturnType<typeof createTestApp>>
let jose: Person
let renata: Person
let employer: Person
let companyId: string
let seniorJobId: string
let juniorJobId: string
let resumeId: string
let mediaId: string

beforeAll(async () => {
  t = await createTestApp()
  jose = await person(t, { firstName: 'José', lastName: 'García Peñalosa' })
  renata = await person(t, { firstName: 'Renata', lastName: 'Wojciechowska' })
  employer = await person(t, { firstName: 'Erin', lastName: 'Employer', role: Role.Employer })
  const company = await insertCompany(t.db, employer.id, { name: 'Ørsted Kvæg Systems', industry: 'Energy' })
  companyId = company.id
  seniorJobId = (await insertJob(t.db, company, { title: 'Staff Turbine Analyst', seniority: ['Senior'] })).id
  juniorJobId = (
    await insertJob(t.db, company, {
      title: 'Junior Turbine Analyst',
      seniority: ['Entry'],
      postedDate: new Date(Date.now() - 10 * 24 * 3_600_000),
    })
  ).id
  const resume = await createResume(t, renata, {
    name: 'Turbine resume',
    privacy: 'public',
    industry: 'Energy',
    resume: sampleResume('Renata Wojciechowska'),
  })
  resumeId = resume.id
  const [media] = await t.db
    .insert(resumeMedia)
    .values({
      resumeId,
      userId: renata.id,
      name: 'Turbine walkthrough',
      metaType: 10,
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    .returning()
  mediaId = media!.id
}, 120_000)

async function search(query: string, token: string | null = null) {
  const res = await call<PublicSearchResponse>(t.app, 'GET', `/api/Dashboard/search/public?${query}`, token)
  expect([query, res.status]).toEqual([query, 200])
  return res.body.data
}

const ids = (found: PublicSearchResponse) => found.items.map((item) => item.id)

describe('text matching', () => {
  it('is accent- and case-insensitive both ways', async () => {
    for (const text of [
      'jose',
      'JOSÉ',
      'garcia penalosa',
      'Peñalosa',
      'orsted',
      'ØRSTED kvaeg'.replace('ae', 'æ'),
    ]) {
      const found = await search(`search=${encodeURIComponent(text)}`)
      expect([text, found.total > 0]).toEqual([text, true])
    }
    expect(ids(await search('search=jose&category=people'))).toEqual([jose.id])
    expect(ids(await search('search=orsted&category=companies'))).toEqual([companyId])
  })

  it('finds a misspelt name by trigram similarity and says what it meant', async () => {
    const found = await search('search=Wojciekowska&category=people')
    expect(ids(found)).toEqual([renata.id])
    expect(found.didYouMean).toBe('Renata Wojciechowska')
    // Spelt right: no suggestion.
    expect((await search('search=Wojciechowska')).didYouMean).toBeNull()
  })

  it('suggests the closest name when nothing matches at all, and nothing for gibberish', async () => {
    const found = await search('search=Renata%20Wojcikowsky')
    expect(found.didYouMean).toBe('Renata Wojciechowska')
    const none = await search('search=qqqxxzzvv')
    expect([none.total, none.items, none.didYouMean]).toEqual([0, [], null])
    expect(none.counts).toEqual({ all: 0, people: 0, companies: 0, resumes: 0, jobs: 0, media: 0 })
  })

  it('every word must match; LIKE wildcards are literal; one character lists everything', async () => {
    // Both words: the staff job; the junior one is only similar by name, so it comes after.
    const both = await search('search=turbine%20staff&category=jobs')
    expect(ids(both)[0]).toBe(seniorJobId)
    expect(both.didYouMean).toBeNull()
    expect((await search('search=%25%25')).total).toBe(0)
    const all = await search('search=t')
    expect(all.total).toBe(all.counts.all)
    expect(all.counts.people).toBeGreaterThanOrEqual(3)
  })
})

describe('filters', () => {
  it('experience level keeps the matching jobs only (a filter a kind does not carry leaves it out)', async () => {
    const found = await search('search=turbine&experienceLevel=senior')
    expect(ids(found)).toEqual([seniorJobId])
    expect(found.counts).toEqual({ all: 1, people: 0, companies: 0, resumes: 0, jobs: 1, media: 0 })
  })

  it('date posted, industry, location and hasMedia', async () => {
    const week = await search('search=turbine&category=jobs&datePosted=week')
    expect(ids(week)).toEqual([seniorJobId])
    const energy = await search('search=turbine&industry=energy')
    expect(energy.counts.jobs).toBe(2)
    expect(energy.counts.resumes).toBe(1)
    expect(energy.counts.media).toBe(0)
    const lisbon = await search('search=turbine&location=lisbon')
    expect(ids(lisbon)).toEqual([resumeId])
    const withMedia = await search('search=wojciechowska&hasMedia=true')
    expect(withMedia.counts).toMatchObject({ people: 1, resumes: 1, companies: 0, jobs: 0 })
  })

  it('sorts: top by views, latest by date', async () => {
    await t.db.update(jobs).set({ viewCount: 500 }).where(eq(jobs.id, juniorJobId))
    expect(ids(await search('search=turbine&category=jobs&sort=top'))[0]).toBe(juniorJobId)
    expect(ids(await search('search=turbine&category=jobs&sort=latest'))[0]).toBe(seniorJobId)
    for (const sort of ['recent', 'featured']) {
      expect((await search(`search=turbine&category=jobs&sort=${sort}`)).total).toBe(2)
    }
  })

  it('pages do not overlap and the totals are exact', async () => {
    const first = await search('search=turbine&limit=2&page=1')
    const second = await search('search=turbine&limit=2&page=2')
    expect(first.total).toBe(4) // 2 jobs, 1 resume, 1 media
    expect([first.page, first.totalPages, first.hasNext, first.hasPrev]).toEqual([1, 2, true, false])
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([])
  })
})

describe('item shapes (seed 2 §3)', () => {
  it('media items carry the odd mapping: skills = type code, experienceLevel = url, location = owner, company = resume', async () => {
    const [item] = (await search('search=walkthrough&category=media')).items
    expect(item).toMatchObject({
      id: mediaId,
      type: 'media',
      title: 'Turbine walkthrough',
      skills: ['10'],
      experienceLevel: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      location: renata.id,
      company: resumeId,
    })
  })

  it('job, company, person and resume items', async () => {
    const job = (await search('search=staff%20turbine&category=jobs')).items[0]!
    expect(job).toMatchObject({
      type: 'job',
      title: 'Staff Turbine Analyst',
      company: 'Ørsted Kvæg Systems',
      experienceLevel: 'senior',
    })
    const company = (await search('search=orsted&category=companies')).items[0]!
    expect(company).toMatchObject({
      type: 'company',
      name: 'Ørsted Kvæg Systems',
      industry: 'Energy',
      activeJobCount: 2,
      followers: 0,
    })
    const personItem = (await search('search=jose&category=people')).items[0]!
    expect(personItem).toMatchObject({ type: 'people', name: 'José García Peñalosa', slug: jose.slug })
    expect(JSON.stringify(personItem)).not.toContain('@')
    const resume = (await search('search=turbine&category=resumes')).items[0]!
    expect(resume).toMatchObject({
      type: 'resume',
      title: 'Turbine resume',
      location: 'Lisbon, Lisboa, PT',
      isPublic: true,
    })
    expect(JSON.stringify(resume)).not.toContain('ana@example.com')
  })
})

describe('the search table follows every write (triggers)', () => {
  it('a rename, a company rename seen by its jobs, and a delete', async () => {
    await t.db.update(users).set({ lastName: 'Zanzibar-Öztürk' }).where(eq(users.id, renata.id))
    expect(ids(await search('search=ozturk&category=people'))).toEqual([renata.id])
    await t.db.update(companies).set({ name: 'Quokkaworks' }).where(eq(companies.id, companyId))
    expect((await search('search=quokkaworks&category=jobs')).total).toBe(2)
    await t.db.delete(resumeMedia).where(eq(resumeMedia.id, mediaId))
    const left = await t.db.select().from(searchDocuments).where(eq(searchDocuments.itemId, mediaId))
    expect(left).toEqual([])
  })

  it('the SQL fold is foldText', async () => {
    const sample = 'ÀÉÎÕÜ Çà ñ Øß Łódź Şişli Ärger Đorđe İstanbul Ÿ'
    // Both drivers (PGlite, node-postgres) answer { rows }.
    const result = (await t.db.execute(sql`select discovery_fold(${sample}) as folded`)) as unknown as {
      rows: { folded: string }[]
    }
    expect(result.rows[0]!.folded).toBe(foldText(sample))
  })
})

describe('validation', () => {
  it('malformed queries are the 400 envelope, never a 500', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'limit=0',
      'limit=101',
      'limit=abc',
      'category=everything',
      'experienceLevel=guru',
      'employmentType=forever',
      'datePosted=year',
      'sort=random',
      'hasMedia=maybe',
      `search=${'x'.repeat(201)}`,
      'search=a%00b',
    ]) {
      const res = await call(t.app, 'GET', `/api/Dashboard/search/public?${query}`, null)
      expect([query, res.status, res.body.success, res.body.error?.code]).toEqual([
        query,
        400,
        false,
        ErrorCode.VALIDATION_ERROR,
      ])
    }
  })

  it('defaults: page 1, limit 20, category all; a stale token reads as a visitor', async () => {
    const found = await search('')
    expect([found.page, found.limit]).toEqual([1, 20])
    const stale = await call(t.app, 'GET', '/api/Dashboard/search/public?search=jose', 'not-a-token')
    expect(stale.status).toBe(200)
  })

  it('is in the OpenAPI reference', async () => {
    const res = await t.app.request('/api/openapi.json')
    const doc = (await res.json()) as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toContain('/api/Dashboard/search/public')
  })
})
