import { beforeAll, describe, expect, it } from 'vitest'
import type { JsonResume } from '@/api/resumes/json-resume'
import type { Resume, ResumeSaveResult, SlugAvailability } from '@/api/resumes/resume-record'
import { createTestApp } from '../../test/test-app'
import { call, createResume, person, sampleResume, type TestApp } from './resumes-test-support'

/** Slugs (validateSlug, PUT ?slug=) and export (JSON Resume round trip, PDF). */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)

/** A full JSON Resume 1.0 file with every section, accents, and fields the schema does not know. */
const FULL: JsonResume = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Zoë Ødegaard-Núñez',
    label: 'Staff Engineer',
    image: 'https://example.com/zoe.jpg',
    email: 'zoe@example.com',
    phone: '(912) 555-4321',
    url: 'https://zoe.example.com',
    summary: 'Ships boring, reliable systems.\nLikes “quotes” and emoji 🚀.',
    location: {
      address: 'Rua 1',
      postalCode: '1000-001',
      city: 'Lisboa',
      countryCode: 'PT',
      region: 'Lisboa',
    },
    profiles: [{ network: 'GitHub', username: 'zoe', url: 'https://github.com/zoe' }],
  },
  work: [
    {
      name: 'Acme',
      position: 'Staff Engineer',
      url: 'https://acme.example',
      startDate: '2019-04',
      endDate: '',
      summary: 'Platform team.',
      highlights: ['Cut p95 by 40%', 'Mentored 6 engineers'],
      'x-internal-rating': 5,
    },
  ],
  volunteer: [
    { organization: 'Code Club', position: 'Mentor', startDate: '2018', highlights: ['Taught kids'] },
  ],
  education: [
    {
      institution: 'IST',
      area: 'Computer Science',
      studyType: 'MSc',
      startDate: '2012-09-01',
      endDate: '2014-07-15',
      score: '18/20',
      courses: ['Compilers'],
    },
  ],
  awards: [{ title: 'Best Talk', date: '2021-05-01', awarder: 'ConfX', summary: 'On queues.' }],
  certificates: [{ name: 'CKA', date: '2022', issuer: 'CNCF', url: 'https://cncf.io' }],
  publications: [
    { name: 'Queues', publisher: 'ACM', releaseDate: '2020-02', url: 'https://acm.org', summary: 'A paper.' },
  ],
  skills: [{ name: 'Go', level: 'Master', keywords: ['gRPC', 'pprof'] }],
  languages: [{ language: 'Portuguese', fluency: 'Native' }],
  interests: [{ name: 'Climbing', keywords: ['Bouldering'] }],
  references: [{ name: 'Sam', reference: 'Zoë is great.' }],
  projects: [
    {
      name: 'queue-kit',
      description: 'A queue.',
      highlights: ['1k stars'],
      keywords: ['go'],
      startDate: '2020',
      url: 'https://github.com/zoe/queue-kit',
      roles: ['Author'],
      entity: 'OSS',
      type: 'library',
    },
  ],
  meta: {
    canonical: 'https://zoe.example.com/resume.json',
    version: 'v1.0.0',
    lastModified: '2024-01-01T00:00',
  },
  'x-vendor-extension': { nested: [1, 2.5, { deep: true }], empty: null },
}

describe('JSON Resume round trip', () => {
  it('imports a full file (bare and double-encoded) and exports it back unchanged', async () => {
    const owner = await person(t)
    const bare = await call<ResumeSaveResult>(t.app, 'POST', '/api/Resume/Save', owner.token, FULL)
    expect(bare.status).toBe(200)
    expect(bare.body.data.resume.name).toBe('Zoë Ødegaard-Núñez')
    const res = await t.app.request(`/api/Resume/${bare.body.data.id}/export?format=json`, {
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"$/)
    expect(JSON.parse(await res.text())).toStrictEqual(FULL)

    const encoded = await t.app.request('/api/Resume/Save', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(JSON.stringify({ name: 'Imported', resume: FULL })),
    })
    const id = ((await encoded.json()) as { data: ResumeSaveResult }).data.id
    const back = await t.app.request(`/api/Resume/${id}/export?format=json`, {
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(JSON.parse(await back.text())).toStrictEqual(FULL)
  })

  it('exports a PDF by default', async () => {
    const owner = await person(t)
    const resume = await createResume(t, owner, { resume: FULL })
    const res = await t.app.request(`/api/Resume/${resume.id}/export`, {
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const bad = await call(t.app, 'GET', `/api/Resume/${resume.id}/export?format=docx`, owner.token)
    expect(bad.status).toBe(400)
  }, 60_000)
})

describe('slugs', () => {
  it('validateSlug normalises, refuses reserved and id-shaped words, and knows taken ones', async () => {
    const owner = await person(t)
    const mine = await createResume(t, owner, { name: 'Slug owner', slug: 'Zoë Odegaard CV' })
    expect(mine.slug).toBe('zoe-odegaard-cv')
    const check = async (slug: string, resumeId?: string) => {
      const query = new URLSearchParams({ slug, ...(resumeId ? { resumeId } : {}) })
      const res = await call<SlugAvailability>(t.app, 'GET', `/api/Resume/validateSlug?${query}`, owner.token)
      expect(res.status).toBe(200)
      return res.body.data
    }
    expect(await check('  My New Résumé!  ')).toEqual({
      slug: 'my-new-resume',
      available: true,
      reason: null,
    })
    expect(await check('zoe odegaard cv')).toEqual({
      slug: 'zoe-odegaard-cv',
      available: false,
      reason: 'taken',
    })
    expect(await check('zoe-odegaard-cv', mine.id)).toEqual({
      slug: 'zoe-odegaard-cv',
      available: true,
      reason: null,
    })
    expect(await check('Public')).toMatchObject({ available: false, reason: 'reserved' })
    expect(await check('masterGroups')).toMatchObject({ available: false, reason: 'reserved' })
    expect(await check('00000000-0000-4000-8000-000000000000')).toMatchObject({ reason: 'reserved' })
    expect(await check('!!')).toEqual({ slug: '', available: false, reason: 'empty' })
    const missing = await call(t.app, 'GET', '/api/Resume/validateSlug', owner.token)
    expect(missing.status).toBe(400)
  })

  it('PUT /api/Resume/{id}?slug= sets a free slug and refuses a taken or reserved one', async () => {
    const owner = await person(t)
    const a = await createResume(t, owner, { name: 'Alpha' })
    const b = await createResume(t, owner, { name: 'Beta' })
    const ok = await call<Resume>(t.app, 'PUT', `/api/Resume/${a.id}?slug=Alpha%20Engineer`, owner.token, {})
    expect(ok.status).toBe(200)
    expect(ok.body.data.slug).toBe('alpha-engineer')
    const bySlug = await call<Resume>(t.app, 'GET', '/api/Resume/ALPHA-ENGINEER', owner.token)
    expect(bySlug.body.data.id).toBe(a.id)
    const taken = await call(t.app, 'PUT', `/api/Resume/${b.id}?slug=alpha-engineer`, owner.token, {})
    expect(taken.status).toBe(409)
    expect(taken.body.error.message).toBe('This link is already taken. Please choose another.')
    const reserved = await call(t.app, 'PUT', `/api/Resume/${b.id}?slug=new`, owner.token, {})
    expect(reserved.status).toBe(409)
    const wrongQuery = await call(t.app, 'PUT', `/api/Resume/${b.id}?foo=1`, owner.token, {})
    expect(wrongQuery.status).toBe(400)
  })

  it('a generated slug avoids reserved words', async () => {
    const owner = await person(t)
    expect((await createResume(t, owner, { name: 'New' })).slug).toMatch(/^new-resume(-\d+)?$/)
    expect((await createResume(t, owner, { name: '!!!' })).slug).toMatch(/^my-resume(-\d+)?$/)
  })
})

describe('public list', () => {
  it('pages with defaults 1 and 20 and refuses bad page numbers', async () => {
    const owner = await person(t)
    await createResume(t, owner, { privacy: 'public', resume: sampleResume('Lista Pessoa') })
    const res = await call<{ page: number; limit: number; items: { personName: string | null }[] }>(
      t.app,
      'GET',
      '/api/Resume/public',
      null,
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ page: 1, limit: 20, hasPrev: false })
    expect(res.body.data.items.some((item) => item.personName === 'Lista Pessoa')).toBe(true)
    for (const query of ['page=0', 'limit=101', 'page=abc', 'page=1e20', 'other=1']) {
      const bad = await call(t.app, 'GET', `/api/Resume/public?${query}`, null)
      expect([query, bad.status, bad.body.error.code]).toEqual([query, 400, 'VALIDATION_ERROR'])
    }
  })
})
