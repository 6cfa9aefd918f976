import * as v from 'valibot'
import { JobSchema } from '@/api/jobs/job-full'
import { Role } from '@/api/roles'
import { addMember, companyAccountOf, insertCompany, tokenIn } from '../companies/test-support'
import { nonce } from './test-support'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'

export type App = Awaited<ReturnType<typeof createTestApp>>['app']
export type ManageActor = 'employer' | 'recruiter' | 'stranger' | 'seeker' | 'admin' | 'lonelyEmployer'

/** A response body read as a job. */
export const job = (body: unknown) => v.parse(JobSchema, body)

/**
 * What the job management tests share: a test app; an employer's company "Orbital …" with a recruiter in
 * its account; a stranger (an employer with a company of their own), a job seeker, an admin and an
 * employer without any company. Each has a session token; the employer and the recruiter act in the
 * company account (a session starts in the personal one).
 */
export async function createJobsManageWorld() {
  const { app, db } = await createTestApp()
  const employer = await createUser(db, { role: Role.Employer })
  const recruiter = await createUser(db, { role: Role.Recruiter })
  const stranger = await createUser(db, { role: Role.Employer })
  const seeker = await createUser(db, { role: Role.JobSeeker })
  const admin = await createUser(db, { role: Role.Admin })
  const lonely = await createUser(db, { role: Role.Employer })
  const account = await companyAccountOf(db, employer.user.id)
  const company = await insertCompany(db, employer.user.id, {
    accountId: account.id,
    name: `Orbital ${nonce()}`,
  })
  await addMember(db, account.id, recruiter.user.id, 'Recruiter')
  await insertCompany(db, stranger.user.id, { accountId: (await companyAccountOf(db, stranger.user.id)).id })
  const token: Record<ManageActor, string> = {
    employer: await tokenIn(app, employer.email, account.id),
    recruiter: await tokenIn(app, recruiter.email, account.id),
    stranger: (await signIn(app, stranger.email)).token,
    seeker: (await signIn(app, seeker.email)).token,
    admin: (await signIn(app, admin.email)).token,
    lonelyEmployer: (await signIn(app, lonely.email)).token,
  }
  return { app, db, company, token, employerId: employer.user.id, recruiterId: recruiter.user.id }
}
