import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { resumes } from '../../db/schema/resumes'
import { users } from '../../db/schema/users'
import { createTestApp } from '../../test/test-app'
import { connectPeople } from '../people/people-test-support'
import { call, createResume, person, sampleResume, type TestApp } from '../resumes/resumes-test-support'
import { PUBLIC_URL, SHELL, standInDistDir } from './test-support'

// GET /resumes/{id or slug} through the whole app, against a build whose server-side bundle is a stand-in that
// renders what it was given. The real bundle is covered by tests/e2e/profile-resume-ssr.spec.ts.
const FAKE_BUNDLE = `export async function renderServerPage({ kind, data, origin }) {
  if (kind !== 'resume') throw new Error('not a resume page')
  const resume = data.resume
  return {
    statusCode: 200,
    body: '<main data-page="' + encodeURIComponent(JSON.stringify(data)) + '" data-origin="' + origin + '">' + resume.name + '</main>',
    head: '',
    title: resume.name + ' · ReelHire',
    description: resume.description ?? '',
    queryState: JSON.stringify({ queries: [] }),
  }
}
`

type Rendered = { idOrSlug: string; resume: Record<string, unknown> & { resume: { basics?: object } } }

const rendered = (html: string): Rendered => {
  const match = /data-page="([^"]*)"/.exec(html)
  if (!match?.[1]) throw new Error('no rendered resume in the page')
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

const viewsOf = async (id: string) =>
  (await t.db.select({ n: resumes.views }).from(resumes).where(eq(resumes.id, id)))[0]!.n

describe('GET /resumes/{id} rendered on the server', () => {
  it('answers a public resume with its page, title, description, canonical URL and the visitor’s record', async () => {
    const owner = await person(t, Role.JobSeeker, 'owner')
    const resume = await createResume(t, owner, {
      name: 'Backend CV',
      description: 'Services that stay up',
      privacy: 'public',
      slug: 'backend-cv-rendered',
    })
    for (const path of [`/resumes/${resume.id}`, '/resumes/backend-cv-rendered']) {
      const { res, html } = await page(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      const canonical = `${PUBLIC_URL}/resumes/backend-cv-rendered`
      expect(html).toContain('<title>Backend CV · ReelHire</title>')
      expect(html).toContain('<meta name="description" content="Services that stay up" />')
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`)
      expect(html).toContain(`<meta property="og:url" content="${canonical}" />`)
      expect(html).toContain(`data-origin="${PUBLIC_URL}">Backend CV</main>`)
      const input = rendered(html)
      expect(input.idOrSlug).toBe(path.split('/')[2])
      expect(input.resume).toMatchObject({ id: resume.id, isOwner: false, canEdit: false, isWatched: false })
    }
    // The render counts no view; the page's own request after hydration does.
    expect(await viewsOf(resume.id)).toBe(0)
    const api = await call(t.app, 'GET', `/api/Resume/${resume.id}`)
    expect(api.status).toBe(200)
    expect(await viewsOf(resume.id)).toBe(1)
    expect(rendered((await page(`/resumes/${resume.id}`)).html).resume).toEqual({
      ...(api.body.data as object),
      views: 1,
    })
  })

  it('keeps hidden contact details out, even when the owner asks', async () => {
    const owner = await person(t, Role.JobSeeker, 'hidden')
    const resume = await createResume(t, owner, {
      name: 'Quiet CV',
      privacy: 'public',
      privacy_ShowContactDetails: false,
      resume: sampleResume('Ana Quiet'),
    })
    const { html } = await page(`/resumes/${resume.id}`, { Authorization: `Bearer ${owner.token}` })
    expect(rendered(html).resume.resume.basics).not.toHaveProperty('email')
    expect(html).not.toContain('ana%40example.com')
    expect(html).not.toContain('912')
  })

  it('leaves every resume a visitor may not see, and unknown ones, to the app shell — even for who may see it', async () => {
    const owner = await person(t, Role.JobSeeker, 'priv')
    const friend = await person(t, Role.JobSeeker, 'friend')
    const recruiter = await person(t, Role.Recruiter, 'rec')
    await connectPeople(t.app, owner, friend)
    const hidden = []
    for (const privacy of ['private', 'recruiter_only', 'connections', 'draft'])
      hidden.push(await createResume(t, owner, { name: `Hidden ${privacy}`, privacy }))
    const demoOwner = await person(t, Role.JobSeeker, 'demo')
    await t.db.update(users).set({ isDemo: true }).where(eq(users.id, demoOwner.id))
    const demoResume = await createResume(t, demoOwner, { name: 'Demo CV', privacy: 'public' })
    const publicOne = await createResume(t, owner, { name: 'Open CV', privacy: 'public' })

    for (const token of [owner.token, friend.token, recruiter.token]) {
      for (const path of [
        ...hidden.map((r) => `/resumes/${r.id}`),
        `/resumes/${demoResume.id}`,
        `/resumes/${crypto.randomUUID()}`,
        '/resumes/no-such-resume',
        '/resumes/new',
        '/resumes/Not_A_Slug',
        `/resumes/${publicOne.id}?utm=x`,
        '/resumes',
      ]) {
        const { res, html } = await page(path, { Authorization: `Bearer ${token}` })
        expect({ path, status: res.status, html }).toEqual({ path, status: 200, html: SHELL })
      }
    }
  })
})
