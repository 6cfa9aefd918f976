import { toApplyFormData, type ApplyInput } from '@/api/applications/apply-input'
import { Role } from '@/api/roles'
import { addMember, call, companyAccountOf, insertCompany, tokenIn } from '../companies/test-support'
import { insertJob } from '../jobs/test-support'
import { PASSWORD, createUser, signIn } from '../../test/identity'
import { minimalPdf } from '../../test/job-import-files'
import { createTestApp } from '../../test/test-app'

export type App = Awaited<ReturnType<typeof createTestApp>>['app']

export const PDF = () => minimalPdf(['Jane Doe', 'Senior engineer'])

/** OLE2 header + padding: what a legacy .doc starts with. */
export const legacyDoc = () => {
  const bytes = new Uint8Array(1024)
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  return bytes
}

export const file = (bytes: Uint8Array, name: string, type = 'application/pdf') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type })

/** POST /api/Job/{id}/apply with the multipart form the client sends. */
async function applyTo(
  app: App,
  jobId: string,
  token: string | null,
  input: ApplyInput,
  headers: Record<string, string> = {},
) {
  const res = await app.request(`/api/Job/${jobId}/apply`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: toApplyFormData(input),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

/**
 * What the application tests share: a test app; the company "Applyco" of Olga (an employer) with a
 * recruiter in its account and an active job "Platform Engineer"; a recruiter of no part in it; Jane Doe
 * (the applicant) and two more job seekers; a job seeker who has not verified their email; an admin. Each
 * has a session token (the owner and the recruiter in the company account).
 */
export async function createApplicationsWorld() {
  const { app, db, env, mailer } = await createTestApp()
  const owner = await createUser(db, { role: Role.Employer, firstName: 'Olga' })
  const recruiter = await createUser(db, { role: Role.Recruiter })
  const otherRecruiter = await createUser(db, { role: Role.Recruiter })
  const applicant = await createUser(db, { role: Role.JobSeeker, firstName: 'Jane', lastName: 'Doe' })
  const seeker2 = await createUser(db, { role: Role.JobSeeker })
  const seeker3 = await createUser(db, { role: Role.JobSeeker })
  const unverified = await createUser(db, { role: Role.JobSeeker, verified: false })
  const admin = await createUser(db, { role: Role.Admin })
  const account = await companyAccountOf(db, owner.user.id)
  const company = await insertCompany(db, owner.user.id, { accountId: account.id, name: 'Applyco' })
  await addMember(db, account.id, recruiter.user.id, 'Recruiter')
  const job = await insertJob(db, company, { title: 'Platform Engineer' })
  const tok = {
    owner: await tokenIn(app, owner.email, account.id),
    recruiter: await tokenIn(app, recruiter.email, account.id),
    otherRecruiter: (await signIn(app, otherRecruiter.email)).token,
    applicant: (await signIn(app, applicant.email)).token,
    seeker2: (await signIn(app, seeker2.email)).token,
    seeker3: (await signIn(app, seeker3.email)).token,
    // An unverified user's login answers a session too (with email-verification-required).
    unverified: (
      await call<{ session: { token: string } }>(app, 'POST', '/api/Auth/login', null, {
        email: unverified.email,
        password: PASSWORD,
      })
    ).body.data.session.token,
    admin: (await signIn(app, admin.email)).token,
  }
  return {
    app,
    db,
    env,
    mailer,
    company,
    job,
    tok,
    email: { owner: owner.email, applicant: applicant.email },
    applicantId: applicant.user.id,
    apply: (jobId: string, token: string | null, input: ApplyInput, headers: Record<string, string> = {}) =>
      applyTo(app, jobId, token, input, headers),
  }
}

export type ApplicationsWorld = Awaited<ReturnType<typeof createApplicationsWorld>>
