import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { users } from '../../db/schema/users'
import { createTestApp } from '../../test/test-app'
import { call, connectThenBlock, markDemo, person, type TestApp } from '../people/people-test-support'
import { createResume } from '../resumes/resumes-test-support'
import { PUBLIC_URL, SHELL, standInDistDir } from './test-support'

// GET /people/{id or slug} and /profile/{id or slug} through the whole app, against a build whose server-side
// bundle is a stand-in that renders what it was given, so the tests see exactly what the server hands the render.
// The real bundle is covered by tests/e2e/profile-resume-ssr.spec.ts.
const FAKE_BUNDLE = `export async function renderServerPage({ kind, data, origin }) {
  if (kind !== 'person') throw new Error('not a profile page')
  const person = data.person
  if (person.firstName === 'Broken') throw new Error('render failed')
  return {
    statusCode: 200,
    body: '<main data-page="' + encodeURIComponent(JSON.stringify(data)) + '" data-origin="' + origin + '">' + person.fullName + '</main>',
    head: '',
    title: person.fullName + ' · ReelHire',
    description: person.headline ?? '',
    queryState: JSON.stringify({ queries: [] }),
  }
}
`

type Rendered = {
  path: string
  idOrSlug: string
  person: Record<string, unknown>
  resumes: { resumes: { id: string; name: string }[]; total: number }
}

const rendered = (html: string): Rendered => {
  const match = /data-page="([^"]*)"/.exec(html)
  if (!match?.[1]) throw new Error('no rendered profile in the page')
  return JSON.parse(decodeURIComponent(match[1])) as Rendered
}

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ env: { DIST_DIR: standInDistDir(FAKE_BUNDLE), PUBLIC_URL } })
})

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(path, { headers })
  return { res, html: await res.text() }
}

const setHeadline = (id: string, headline: string) =>
  t.db.update(users).set({ headline }).where(eq(users.id, id))

describe('GET /people/{id} and /profile/{id} rendered on the server', () => {
  it('answers a person with the page, title, description, canonical URL and what the API answers a visitor', async () => {
    const ana = await person(t, { firstName: 'Ana', lastName: 'Rendered' })
    await setHeadline(ana.id, 'Backend engineer in Lisbon')
    const shown = await createResume(t, ana, { name: 'Public CV', privacy: 'public' })
    await createResume(t, ana, { name: 'Secret CV', privacy: 'private' })
    await createResume(t, ana, { name: 'Recruiters CV', privacy: 'recruiter_only' })

    for (const path of [`/people/${ana.slug}`, `/people/${ana.id}`, `/profile/${ana.id}`]) {
      const { res, html } = await page(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      const canonical = `${PUBLIC_URL}/people/${ana.slug}`
      expect(html).toContain('<title>Ana Rendered · ReelHire</title>')
      expect(html).toContain('<meta name="description" content="Backend engineer in Lisbon" />')
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`)
      expect(html).toContain(`<meta property="og:url" content="${canonical}" />`)
      expect(html).toContain('<meta property="og:title" content="Ana Rendered · ReelHire" />')
      expect(html).toContain(`data-origin="${PUBLIC_URL}">Ana Rendered</main>`)

      const input = rendered(html)
      expect(input.path).toBe(path.split('/')[1])
      expect(input.idOrSlug).toBe(path.split('/')[2])
      // Exactly the visitor's answers: the profile, and the public resumes only.
      const api = await call(t.app, 'GET', `/api/People/${ana.id}`)
      expect(input.person).toEqual(api.body.data)
      expect(input.resumes.resumes.map((r) => r.name)).toEqual(['Public CV'])
      expect(input.resumes.resumes[0]?.id).toBe(shown.id)
      expect(html).not.toContain('Secret CV')
      expect(html).not.toContain('Recruiters CV')
    }
  })

  it('renders a signed-in visitor’s request as a signed-out one: no connection state or own-profile data', async () => {
    const ana = await person(t, { firstName: 'Ana', lastName: 'Insider' })
    const recruiter = await person(t, { firstName: 'Rex', role: Role.Recruiter })
    await createResume(t, ana, { name: 'Connections CV', privacy: 'connections' })
    await createResume(t, ana, { name: 'Recruiter only CV', privacy: 'recruiter_only' })
    for (const token of [ana.token, recruiter.token]) {
      const { res, html } = await page(`/people/${ana.id}`, { Authorization: `Bearer ${token}` })
      expect(res.status).toBe(200)
      const input = rendered(html)
      expect(input.person).toMatchObject({ connectionStatus: 'none', isSelf: false, profileViews: null })
      expect(input.resumes.resumes).toEqual([])
      expect(html).not.toContain(ana.email)
    }
  })

  it('leaves unknown, unverified, demo, suspended and other /profile pages to the app shell', async () => {
    const demo = await person(t, { firstName: 'Demo' })
    await markDemo(t, demo.id)
    const suspended = await person(t, { firstName: 'Sus' })
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id))
    const unverified = await person(t, { firstName: 'Unverified' })
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id))
    // Blocked: the API hides each from the other, and the server renders only what a visitor sees anyway.
    const blocker = await person(t, { firstName: 'Blocker' })
    const blocked = await person(t, { firstName: 'Blocked' })
    await connectThenBlock(t.app, blocker, blocked)
    const blockedView = await page(`/people/${blocked.id}`, { Authorization: `Bearer ${blocker.token}` })
    expect(rendered(blockedView.html).person).toMatchObject({ id: blocked.id, connectionStatus: 'none' })

    for (const path of [
      `/people/${demo.slug}`,
      `/profile/${demo.id}`,
      `/people/${suspended.id}`,
      `/people/${unverified.slug}`,
      `/people/${crypto.randomUUID()}`,
      '/people/no-such-person',
      '/people/Not_A_Slug',
      '/profile/edit',
      `/people/${blocker.slug}?tab=x`,
      '/people',
    ]) {
      const { res, html } = await page(path)
      expect({ path, status: res.status, html }).toEqual({ path, status: 200, html: SHELL })
    }
  })

  it('falls back to the app shell when the render fails, and logs the failure', async () => {
    const broken = await person(t, { firstName: 'Broken' })
    const { html } = await page(`/people/${broken.slug}`)
    expect(html).toBe(SHELL)
    expect(t.logs.some((line) => line.msg === 'Rendering a profile page on the server failed')).toBe(true)
  })
})
