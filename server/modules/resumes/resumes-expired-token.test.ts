import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { insertCompany, insertJob } from '../companies/test-support'
import { call, createResume, type Person } from './resumes-test-support'

/**
 * A request carrying an access token that has expired (15 minutes). The resume page answers it like the job page:
 * 401, so the client refreshes the token once and asks again (src/lib/api-client). Reading it as signed out
 * instead would tell an owner their own private resume does not exist, and a recruiter that a recruiter-only one
 * is missing, with nothing prompting a refresh. Only the embeddable page and the public list, which show the same
 * to everyone, read a stale token as signed out.
 */
describe('an expired access token', () => {
  it('is a 401 on GET /api/Resume/{id}, as on GET /api/Job/{id}; the framed page reads it as signed out', async () => {
    let now = new Date()
    const t = await createTestApp({ deps: { now: () => now } })
    const { user, email } = await createUser(t.db, { role: Role.JobSeeker, firstName: 'Exp' })
    const owner: Person = { id: user.id, email, token: (await signIn(t.app, email)).token }
    const mine = await createResume(t, owner, { name: 'Private one', privacy: 'private' })
    const shared = await createResume(t, owner, { name: 'Shared one', privacy: 'public' })
    const job = await insertJob(t.db, await insertCompany(t.db, user.id))
    const live = owner.token

    now = new Date(now.getTime() + 16 * 60_000)
    for (const path of [`/api/Resume/${mine.id}`, `/api/Resume/${shared.id}`, `/api/Job/${job.id}`]) {
      const res = await call(t.app, 'GET', path, live)
      expect(res.status, path).toBe(401)
      expect(res.body.error.code, path).toBe('AUTHENTICATION_ERROR')
    }
    // The same reads without a token: the public resume and the job are there for a visitor.
    expect((await call(t.app, 'GET', `/api/Resume/${shared.id}`)).status).toBe(200)
    expect((await call(t.app, 'GET', `/api/Job/${job.id}`)).status).toBe(200)
    // The embeddable page is framed by other sites, where no session can be refreshed: a stale token is a visitor.
    expect((await call(t.app, 'GET', `/api/Resume/embedded/${shared.id}`, live)).status).toBe(200)
    expect((await call(t.app, 'GET', `/api/Resume/embedded/${mine.id}`, live)).status).toBe(404)

    // After the refresh (a fresh token) the owner sees their own private resume again.
    const fresh = (await signIn(t.app, email)).token
    const again = await call<{ id: string; isOwner: boolean }>(t.app, 'GET', `/api/Resume/${mine.id}`, fresh)
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ id: mine.id, isOwner: true })
  })
})
