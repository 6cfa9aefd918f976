import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { RESUME_PRIVACIES, type ResumePrivacy } from '@/api/resumes/resume-privacy'
import type { PublicResumeListResponse, Resume, UserResumesResponse } from '@/api/resumes/resume-record'
import { accounts } from '../../db/schema/accounts'
import { createTestApp } from '../../test/test-app'
import { addMember, tokenIn } from '../companies/test-support'
import { connectPeople, connectThenBlock, requestConnection } from '../people/people-test-support'
import { call, createResume, person, type Person, type TestApp } from './resumes-test-support'

/**
 * The privacy matrix (issues 14, 15): 5 levels × owner, same-account recruiter, other recruiter, employer,
 * job seeker, admin, visitor, an accepted connection, a pending one (the owner asked, no answer yet) and a
 * former connection the owner blocked × public list (items and total), detail by id and by slug, embedded,
 * export and GET /user/{userId}. A hidden resume answers exactly like a missing one.
 */

type ViewerName =
  | 'owner'
  | 'sameAccountRecruiter'
  | 'recruiter'
  | 'employer'
  | 'jobSeeker'
  | 'admin'
  | 'visitor'
  | 'connection'
  | 'pendingConnection'
  | 'blockedConnection'

const OWNER_SIDE: readonly ViewerName[] = ['owner', 'sameAccountRecruiter']
const REVIEWERS: readonly ViewerName[] = ['recruiter', 'employer', 'admin']

/** Who may open a resume of each level (GET /{id}). */
function mayView(viewer: ViewerName, privacy: ResumePrivacy): boolean {
  if (OWNER_SIDE.includes(viewer)) return true
  if (privacy === 'public') return true
  if (privacy === 'recruiter_only') return REVIEWERS.includes(viewer)
  if (privacy === 'connections') return viewer === 'connection' // accepted only, not pending or blocked
  return false // private and draft: the owner side only
}

/** The public list never shows private or drafts, not even to their owner. */
const mayList = (viewer: ViewerName, privacy: ResumePrivacy) =>
  privacy !== 'private' && privacy !== 'draft' && mayView(viewer, privacy)

/** The embeddable page: public ones, and the owner side's preview. */
const mayEmbed = (viewer: ViewerName, privacy: ResumePrivacy) =>
  privacy === 'public' || OWNER_SIDE.includes(viewer)

let t: TestApp
let owner: Person
const tokens = {} as Record<ViewerName, string | null>
const byPrivacy = {} as Record<ResumePrivacy, Resume>

beforeAll(async () => {
  t = await createTestApp()
  owner = await person(t, Role.JobSeeker, 'owner')
  for (const privacy of RESUME_PRIVACIES) {
    byPrivacy[privacy] = await createResume(t, owner, { name: `Matrix ${privacy}`, privacy })
  }
  const [personal] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.ownerUserId, owner.id), eq(accounts.kind, 'personal')))
  const colleague = await person(t, Role.Recruiter, 'colleague')
  await addMember(t.db, personal!.id, colleague.id, 'Recruiter')
  tokens.owner = owner.token
  tokens.sameAccountRecruiter = await tokenIn(t.app, colleague.email, personal!.id)
  tokens.recruiter = (await person(t, Role.Recruiter)).token
  tokens.employer = (await person(t, Role.Employer)).token
  tokens.jobSeeker = (await person(t, Role.JobSeeker)).token
  tokens.admin = (await person(t, Role.Admin)).token
  tokens.visitor = null
  // Job seekers, so nothing but the connection lets them see a connections resume.
  const connection = await person(t, Role.JobSeeker, 'connection')
  await connectPeople(t.app, owner, connection)
  tokens.connection = connection.token
  const pending = await person(t, Role.JobSeeker, 'pending')
  await requestConnection(t.app, owner, pending)
  tokens.pendingConnection = pending.token
  const blocked = await person(t, Role.JobSeeker, 'blocked')
  await connectThenBlock(t.app, owner, blocked)
  tokens.blockedConnection = blocked.token
}, 120_000)

const VIEWERS: readonly ViewerName[] = [
  'owner',
  'sameAccountRecruiter',
  'recruiter',
  'employer',
  'jobSeeker',
  'admin',
  'visitor',
  'connection',
  'pendingConnection',
  'blockedConnection',
]

describe('resume privacy matrix', () => {
  it.each(VIEWERS)(
    '%s: the public list and its total hold exactly the shared resumes they may see',
    async (viewer) => {
      const res = await call<PublicResumeListResponse>(
        t.app,
        'GET',
        '/api/Resume/public?limit=100',
        tokens[viewer],
      )
      expect(res.status).toBe(200)
      const ids = new Set(res.body.data.items.map((item) => item.id))
      for (const privacy of RESUME_PRIVACIES) {
        expect([privacy, ids.has(byPrivacy[privacy].id)]).toEqual([privacy, mayList(viewer, privacy)])
      }
      // Every resume in this file's database is the owner's: the total counts only what the viewer may see.
      const expected = RESUME_PRIVACIES.filter((privacy) => mayList(viewer, privacy)).length
      expect(res.body.data.total).toBe(expected)
      expect(res.body.data.items).toHaveLength(expected)
    },
  )

  it.each(VIEWERS)(
    '%s: detail by id and slug, embedded and export follow the rule; hidden = missing',
    async (viewer) => {
      const missing = await call(
        t.app,
        'GET',
        '/api/Resume/00000000-0000-4000-8000-000000000000',
        tokens[viewer],
      )
      for (const privacy of RESUME_PRIVACIES) {
        const resume = byPrivacy[privacy]
        const cases: [string, boolean][] = [
          [`/api/Resume/${resume.id}`, mayView(viewer, privacy)],
          [`/api/Resume/${resume.slug}`, mayView(viewer, privacy)],
          [`/api/Resume/embedded/${resume.id}`, mayEmbed(viewer, privacy)],
        ]
        for (const [path, allowed] of cases) {
          const res = await call<Resume>(t.app, 'GET', path, tokens[viewer])
          expect([path, res.status]).toEqual([path, allowed ? 200 : 404])
          if (allowed) expect(res.body.data.id).toBe(resume.id)
          else expect(res.body).toEqual({ ...missing.body, timestamp: expect.any(String) })
        }
        const headers: Record<string, string> = tokens[viewer]
          ? { authorization: `Bearer ${tokens[viewer]}` }
          : {}
        const exported = await t.app.request(`/api/Resume/${resume.id}/export?format=json`, { headers })
        expect([privacy, exported.status]).toEqual([privacy, mayView(viewer, privacy) ? 200 : 404])
      }
    },
  )

  it.each(VIEWERS)('%s: GET /api/Resume/user/{userId} lists only what they may see', async (viewer) => {
    const res = await call<UserResumesResponse>(t.app, 'GET', `/api/Resume/user/${owner.id}`, tokens[viewer])
    if (viewer === 'visitor') {
      expect(res.status).toBe(401)
      return
    }
    expect(res.status).toBe(200)
    const ids = new Set(res.body.data.resumes.map((item) => item.id))
    const expected = RESUME_PRIVACIES.filter((privacy) => mayView(viewer, privacy))
    for (const privacy of RESUME_PRIVACIES)
      expect([privacy, ids.has(byPrivacy[privacy].id)]).toEqual([privacy, expected.includes(privacy)])
    expect(res.body.data.total).toBe(expected.length)
  })

  it('hides contact details from others when the owner turns them off, but not from the owner side', async () => {
    const resume = byPrivacy.public
    const off = await call(t.app, 'PUT', `/api/Resume/${resume.id}/metadata`, owner.token, {
      privacy_ShowContactDetails: false,
    })
    expect(off.status).toBe(200)
    const seen = await call<Resume>(t.app, 'GET', `/api/Resume/${resume.id}`, tokens.recruiter)
    expect(seen.body.data.resume.basics?.email).toBeUndefined()
    expect(seen.body.data.resume.basics?.phone).toBeUndefined()
    expect(seen.body.data.resume.basics?.name).toBe('Ana Silva')
    expect(JSON.parse(seen.body.data.resumeSerialized).basics.email).toBeUndefined()
    const own = await call<Resume>(t.app, 'GET', `/api/Resume/${resume.id}`, owner.token)
    expect(own.body.data.resume.basics?.email).toBe('ana@example.com')
    await call(t.app, 'PUT', `/api/Resume/${resume.id}/metadata`, owner.token, {
      privacy_ShowContactDetails: true,
    })
  })

  it('counts views of others, not of the owner side', async () => {
    const resume = byPrivacy.public
    const before = (await call<Resume>(t.app, 'GET', `/api/Resume/${resume.id}`, owner.token)).body.data.views
    await call(t.app, 'GET', `/api/Resume/${resume.id}`, null)
    const after = (await call<Resume>(t.app, 'GET', `/api/Resume/${resume.id}`, owner.token)).body.data.views
    expect(after).toBe(before + 1)
  })

  it('the same-account recruiter may edit but not change privacy or delete', async () => {
    const resume = byPrivacy.private
    const edit = await call<Resume>(
      t.app,
      'PUT',
      `/api/Resume/${resume.id}/metadata`,
      tokens.sameAccountRecruiter,
      {
        industry: 'Software',
      },
    )
    expect(edit.status).toBe(200)
    expect(edit.body.data).toMatchObject({
      industry: 'Software',
      canEdit: true,
      canDelete: false,
      isOwner: false,
    })
    const privacy = await call(
      t.app,
      'POST',
      `/api/Resume/${resume.id}/setPrivacy`,
      tokens.sameAccountRecruiter,
      {
        privacy: 'public',
      },
    )
    expect(privacy.status).toBe(403)
    const del = await call(t.app, 'DELETE', `/api/Resume/${resume.id}`, tokens.sameAccountRecruiter)
    expect(del.status).toBe(403)
  })
})
