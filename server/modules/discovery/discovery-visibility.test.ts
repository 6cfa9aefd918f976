import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import type { CategoryCounts, PublicSearchResponse } from '@/api/discovery/public-search'
import { Role } from '@/api/roles'
import { RESUME_PRIVACIES, type ResumePrivacy } from '@/api/resumes/resume-privacy'
import { accounts } from '../../db/schema/accounts'
import { resumeMedia } from '../../db/schema/resume-media'
import { createTestApp } from '../../test/test-app'
import { addMember, insertCompany, tokenIn } from '../companies/test-support'
import { insertJob } from '../jobs/test-support'
import { connectPeople, connectThenBlock, markDemo, person, type Person } from '../people/people-test-support'
import { call, createResume, sampleResume } from '../resumes/resumes-test-support'

/**
 * The discovery visibility matrix (issue 15): visitor, job seeker, a recruiter of the owner's account (A), a
 * recruiter of another account (B), an accepted connection, a former connection the owner blocked, and the
 * owner × every resume privacy level (each resume with one media item) and every hidden rule (demo person,
 * draft resume, placeholder-named, demo and private companies, a demo company's job). Items AND counts of every
 * tab must agree with who may see what — a hidden item is never counted.
 */

type ViewerName = 'visitor' | 'jobSeeker' | 'recruiterA' | 'recruiterB' | 'connection' | 'blocked' | 'owner'
const VIEWERS: readonly ViewerName[] = [
  'visitor',
  'jobSeeker',
  'recruiterA',
  'recruiterB',
  'connection',
  'blocked',
  'owner',
]

/** Discovery lists a resume (and its media) at the shared levels only, to those the privacy lets in. */
function mayFind(viewer: ViewerName, privacy: ResumePrivacy): boolean {
  if (viewer === 'blocked') return false // nothing of someone across a block
  if (privacy === 'private' || privacy === 'draft') return false // never in discovery, not even for the owner
  if (privacy === 'public') return true
  // The owner side (the owner, a recruiter of the owner's account) finds its own shared resumes.
  if (viewer === 'owner' || viewer === 'recruiterA') return true
  if (privacy === 'recruiter_only') return viewer === 'recruiterB'
  return viewer === 'connection' // connections: accepted connections only
}

const TOKEN = 'zyxquor'

let t: Awaited<ReturnType<typeof createTestApp>>
let owner: Person
const tokens = {} as Record<ViewerName, string | null>
const resumeIds = {} as Record<ResumePrivacy, string>
const mediaIds = {} as Record<ResumePrivacy, string>
let listedCompanyId: string
let listedJobId: string

beforeAll(async () => {
  t = await createTestApp()
  owner = await person(t, { firstName: 'Mariana', lastName: `Rodrigues ${TOKEN}` })
  for (const privacy of RESUME_PRIVACIES) {
    const resume = await createResume(t, owner, {
      name: `${TOKEN} ${privacy}`,
      privacy,
      resume: sampleResume('Mariana Rodrigues'),
    })
    resumeIds[privacy] = resume.id
    const [media] = await t.db
      .insert(resumeMedia)
      .values({
        resumeId: resume.id,
        userId: owner.id,
        name: `${TOKEN} clip ${privacy}`,
        metaType: 0,
        url: `https://example.com/${privacy}`,
      })
      .returning()
    mediaIds[privacy] = media!.id
  }
  const [personal] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.ownerUserId, owner.id), eq(accounts.kind, 'personal')))
  const colleague = await person(t, { firstName: 'Colleague', role: Role.Recruiter })
  await addMember(t.db, personal!.id, colleague.id, 'Recruiter')
  tokens.owner = owner.token
  tokens.recruiterA = await tokenIn(t.app, colleague.email, personal!.id)
  tokens.recruiterB = (await person(t, { firstName: 'Outside', role: Role.Recruiter })).token
  tokens.jobSeeker = (await person(t, { firstName: 'Seeker' })).token
  tokens.visitor = null
  const connection = await person(t, { firstName: 'Friend' })
  await connectPeople(t.app, owner, connection)
  tokens.connection = connection.token
  const blocked = await person(t, { firstName: 'Blocked' })
  await connectThenBlock(t.app, owner, blocked)
  tokens.blocked = blocked.token

  // Hidden rules: a demo person (and their public resume), placeholder, demo and private companies.
  const demo = await person(t, { firstName: 'Demo', lastName: TOKEN })
  await createResume(t, demo, { name: `${TOKEN} demo resume`, privacy: 'public' })
  await markDemo(t, demo.id)
  const employer = await person(t, { firstName: 'Employer', role: Role.Employer })
  const listed = await insertCompany(t.db, employer.id, { name: `${TOKEN} Analytics` })
  listedCompanyId = listed.id
  listedJobId = (await insertJob(t.db, listed, { title: `${TOKEN} Engineer` })).id
  await insertCompany(t.db, employer.id, { name: 'Unnamed Company', tagline: TOKEN })
  await insertCompany(t.db, employer.id, { name: 'Your Company', tagline: TOKEN })
  const demoCompany = await insertCompany(t.db, employer.id, { name: `${TOKEN} Demo Labs`, isDemo: true })
  await insertJob(t.db, demoCompany, { title: `${TOKEN} Demo Job` })
  await insertCompany(t.db, employer.id, {
    name: `${TOKEN} Stealth`,
    visibilityCode: CompanyVisibilityCode.private,
  })
  await insertCompany(t.db, employer.id, { name: `${TOKEN} Drafting`, statusCode: CompanyStatusCode.draft })
}, 120_000)

async function search(query: string, token: string | null) {
  const res = await call<PublicSearchResponse>(t.app, 'GET', `/api/Dashboard/search/public?${query}`, token)
  expect([query, res.status]).toEqual([query, 200])
  return res.body.data
}

function expected(viewer: ViewerName): { ids: Record<keyof CategoryCounts, string[]> } {
  const resumes = RESUME_PRIVACIES.filter((privacy) => mayFind(viewer, privacy))
  const people = viewer === 'blocked' ? [] : [owner.id]
  const ids = {
    people,
    companies: [listedCompanyId],
    jobs: [listedJobId],
    resumes: resumes.map((privacy) => resumeIds[privacy]),
    media: resumes.map((privacy) => mediaIds[privacy]),
    all: [] as string[],
  }
  ids.all = [...ids.people, ...ids.companies, ...ids.jobs, ...ids.resumes, ...ids.media]
  return { ids }
}

const sorted = (ids: readonly string[]) => [...ids].sort()

describe('discovery visibility matrix', () => {
  for (const viewer of VIEWERS) {
    it(`${viewer}: items and every tab's count show exactly what they may see`, async () => {
      const want = expected(viewer).ids
      for (const category of ['all', 'people', 'companies', 'resumes', 'jobs', 'media'] as const) {
        const found = await search(`search=${TOKEN}&category=${category}&limit=100`, tokens[viewer])
        expect([viewer, category, sorted(found.items.map((item) => item.id))]).toEqual([
          viewer,
          category,
          sorted(want[category]),
        ])
        expect([viewer, category, found.total]).toEqual([viewer, category, want[category].length])
        expect([viewer, found.counts]).toEqual([
          viewer,
          {
            all: want.all.length,
            people: want.people.length,
            companies: want.companies.length,
            resumes: want.resumes.length,
            jobs: want.jobs.length,
            media: want.media.length,
          },
        ])
      }
    })
  }

  it('a privacy change takes effect at once (visibility is read from the resume, not copied)', async () => {
    const before = await search(`search=${TOKEN}&category=resumes&limit=100`, null)
    expect(before.items.map((item) => item.id)).not.toContain(resumeIds.private)
    const res = await call(t.app, 'POST', `/api/Resume/${resumeIds.private}/setPrivacy`, owner.token, {
      privacy: 'public',
    })
    expect(res.status).toBe(200)
    const after = await search(`search=${TOKEN}&category=resumes&limit=100`, null)
    expect(after.items.map((item) => item.id)).toContain(resumeIds.private)
    expect(after.counts.media).toBe(before.counts.media + 1)
  })
})
