import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@/api/errors'
import type { PersonCard, PersonListResponse } from '@/api/people/person-card'
import { PersonProfileSchema } from '@/api/people/person-card'
import * as v from 'valibot'
import { createUser } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { act, call, markDemo, person, type Person, type TestApp } from './people-test-support'

/** GET /api/People (list and search) and GET /api/People/{id} (the card per viewer). */

let t: TestApp
let jose: Person
let zoe: Person
let demo: Person

beforeAll(async () => {
  t = await createTestApp()
  jose = await person(t, { firstName: 'José', lastName: 'Álvarez-Núñez' })
  zoe = await person(t, { firstName: 'Zoë', lastName: 'Ødegård' })
  demo = await person(t, { firstName: 'Demo', lastName: 'Álvarezdemo' })
  await markDemo(t, demo.id)
  // Unverified: nobody yet.
  await createUser(t.db, { firstName: 'Unverified', lastName: 'Álvarezpending', verified: false })
}, 60_000)

async function search(text: string, token?: string | null) {
  const res = await call<PersonListResponse>(
    t.app,
    'GET',
    `/api/People?search=${encodeURIComponent(text)}&limit=100`,
    token,
  )
  expect(res.status).toBe(200)
  return res.body.data
}

describe('people list and search', () => {
  it('matches names accent- and case-insensitively, both ways', async () => {
    const cases: [string, Person][] = [
      ['jose', jose],
      ['JOSÉ', jose],
      ['alvarez nunez', jose],
      ['Álvarez', jose],
      ['zoe', zoe],
      ['odegard', zoe],
      ['ØDEGÅRD', zoe],
    ]
    for (const [text, expected] of cases) {
      const ids = (await search(text)).items.map((item) => item.id)
      expect([text, ids]).toEqual([text, [expected.id]])
    }
  })

  it('never lists demo people or unverified sign-ups, in items or total', async () => {
    const found = await search('alvarez')
    expect(found.items.map((item) => item.fullName)).toEqual(['José Álvarez-Núñez'])
    expect(found.total).toBe(1)
    // A demo person's own link still opens (a public profile), it is just not listed.
    expect((await call(t.app, 'GET', `/api/People/${demo.id}`, null)).status).toBe(200)
  })

  it('a one-character search lists everyone (the 2-character minimum)', async () => {
    const all = await search('')
    expect((await search('j')).total).toBe(all.total)
    expect(all.items.map((item) => item.id)).toEqual(expect.arrayContaining([jose.id, zoe.id]))
    expect(all.items.map((item) => item.id)).not.toContain(demo.id)
  })

  it('pages are stable and complete: name order, no overlap', async () => {
    const all = await search('')
    const seen: string[] = []
    for (let page = 1; page <= all.total; page++) {
      const res = await call<PersonListResponse>(t.app, 'GET', `/api/People?limit=1&page=${page}`, null)
      expect(res.body.data).toMatchObject({ page, limit: 1, total: all.total, hasPrev: page > 1 })
      seen.push(...res.body.data.items.map((item) => item.id))
    }
    expect(seen).toEqual(all.items.map((item) => item.id))
  })

  it('malformed queries are a 400 envelope, never a 500', async () => {
    for (const query of ['page=0', 'limit=101', 'limit=abc', `search=${'x'.repeat(101)}`, 'page=1.5']) {
      const res = await call(t.app, 'GET', `/api/People?${query}`, null)
      expect([query, res.status, res.body.success, res.body.error.code]).toEqual([
        query,
        400,
        false,
        ErrorCode.VALIDATION_ERROR,
      ])
    }
    const nul = await call(t.app, 'GET', '/api/People?search=a%00b', null)
    expect(nul.status).toBe(400)
    // LIKE wildcards are literal text.
    expect((await search('%%')).total).toBe(0)
  })
})

describe('person card', () => {
  it('by id or slug, the seed 2 §3 fields, no private data', async () => {
    const byId = await call<PersonCard>(t.app, 'GET', `/api/People/${jose.id}`, null)
    const bySlug = await call<PersonCard>(t.app, 'GET', `/api/People/${jose.slug}`, null)
    expect(byId.status).toBe(200)
    expect(bySlug.body.data).toEqual(byId.body.data)
    expect(v.is(PersonProfileSchema, byId.body.data)).toBe(true)
    expect(byId.body.data).toMatchObject({
      fullName: 'José Álvarez-Núñez',
      status: 'active',
      isVerified: true,
      connectionStatus: 'none',
      isSelf: false,
    })
    expect(JSON.stringify(byId.body.data)).not.toContain(jose.email)
    // The last sign-in's session makes them active.
    expect(byId.body.data.lastActiveAt).not.toBeNull()
    // /api/Users/{id} keeps working.
    expect((await call(t.app, 'GET', `/api/Users/${jose.slug}`, null)).status).toBe(200)
  })

  it('shows each viewer their own state, and the own card as isSelf', async () => {
    const viewer = await person(t)
    const bystander = await person(t)
    await act(t, viewer, 'connect', jose)
    const seen = async (who: Person | null, target: Person) =>
      (await call<PersonCard>(t.app, 'GET', `/api/People/${target.id}`, who?.token)).body.data
    expect((await seen(viewer, jose)).connectionStatus).toBe('pending_sent')
    expect((await seen(jose, viewer)).connectionStatus).toBe('pending_received')
    expect((await seen(bystander, jose)).connectionStatus).toBe('none')
    expect((await seen(null, jose)).connectionStatus).toBe('none')
    expect(await seen(viewer, viewer)).toMatchObject({ isSelf: true, connectionStatus: 'none' })
    // The list carries the same state.
    const listed = (await search('jose', viewer.token)).items.find((item) => item.id === jose.id)
    expect(listed?.connectionStatus).toBe('pending_sent')
    await act(t, jose, 'accept', viewer)
    expect((await search('jose', viewer.token)).items[0]?.connectionStatus).toBe('connected')
    await act(t, jose, 'remove', viewer)
  })

  it('lists a person’s resumes by the viewer’s rights: connections-only for accepted connections', async () => {
    const owner = await person(t, { firstName: 'Resumeowner' })
    const res = await call(t.app, 'POST', '/api/Resume/Save', owner.token, {
      name: 'For connections',
      privacy: 'connections',
      resume: { basics: { name: 'Resume Owner' } },
    })
    expect(res.status).toBe(200)
    const friend = await person(t)
    const names = async (viewer: Person | null) => {
      const list = await call<{ resumes: { name: string }[] }>(
        t.app,
        'GET',
        `/api/People/${owner.slug}/resumes`,
        viewer?.token,
      )
      expect(list.status).toBe(200)
      return list.body.data.resumes.map((resume) => resume.name)
    }
    await act(t, friend, 'connect', owner)
    expect(await names(friend)).toEqual([])
    await act(t, owner, 'accept', friend)
    expect(await names(friend)).toEqual(['For connections'])
    expect(await names(null)).toEqual([])
    expect(await names(owner)).toEqual(['For connections'])
  })

  it('filters by the caller’s connection state; a visitor matches nobody', async () => {
    const me = await person(t)
    const [asker, asked, friend] = await Promise.all([person(t), person(t), person(t)])
    await act(t, asker, 'connect', me)
    await act(t, me, 'connect', asked)
    await act(t, me, 'connect', friend)
    await act(t, friend, 'accept', me)
    const ids = async (connection: string, token: string | null = me.token) => {
      const res = await call<PersonListResponse>(t.app, 'GET', `/api/People?connection=${connection}`, token)
      expect(res.status).toBe(200)
      expect(res.body.data.total).toBe(res.body.data.items.length)
      return res.body.data.items.map((item) => item.id)
    }
    expect(await ids('pending_received')).toEqual([asker.id])
    expect(await ids('pending_sent')).toEqual([asked.id])
    expect(await ids('connected')).toEqual([friend.id])
    expect(await ids('connected', null)).toEqual([])
    expect((await call(t.app, 'GET', '/api/People?connection=none', me.token)).status).toBe(400)
  })

  it('unknown, unverified and malformed ids are 404s', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'unverified-alvarezpending', '%E2%80%AE']) {
      const res = await call(t.app, 'GET', `/api/People/${id}`, null)
      expect([id, res.status]).toEqual([id, 404])
    }
  })

  it('is in the API reference', async () => {
    const res = await t.app.request('/api/openapi.json')
    const doc = (await res.json()) as { paths: Record<string, unknown> }
    for (const path of [
      '/api/People',
      '/api/People/{id}',
      '/api/People/{id}/connect',
      '/api/People/{id}/block',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path)
    }
  })
})
