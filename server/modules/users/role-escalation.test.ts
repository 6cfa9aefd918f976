import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import type { JobRow } from '../../db/schema/jobs'
import { addMember, call, companyAccountOf, insertCompany, tokenIn } from '../companies/test-support'
import { insertJob, nonce } from '../jobs/test-support'
import { createUser } from '../../test/identity'
import { createTestApp } from '../../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

/**
 * A role a user picks for themselves (PUT /api/Users/me/role) must never widen what the server allows on an
 * account's items: inside a company account the membership role decides. Found by attack: a recruiter of an
 * employer's company account switched their own role to Employer and could then delete the company's jobs.
 */
let app: App
let db: Db
let company: CompanyRow
let employerJob: JobRow
let recruiterJob: JobRow
let recruiterToken: string
let recruiterId: string
let memberToken: string

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
  const employer = await createUser(db, { role: Role.Employer })
  const recruiter = await createUser(db, { role: Role.Recruiter })
  const member = await createUser(db, { role: Role.JobSeeker })
  recruiterId = recruiter.user.id
  const account = await companyAccountOf(db, employer.user.id)
  company = await insertCompany(db, employer.user.id, { accountId: account.id, name: `Keel ${nonce()}` })
  await addMember(db, account.id, recruiter.user.id, 'Recruiter')
  await addMember(db, account.id, member.user.id, 'Member')
  employerJob = await insertJob(db, company, { title: 'Platform Engineer' })
  recruiterJob = await insertJob(db, company, { title: 'Data Engineer', createdBy: recruiter.user.id })
  recruiterToken = await tokenIn(app, recruiter.email, account.id)
  memberToken = await tokenIn(app, member.email, account.id)

  // Both give themselves the Employer role: accepted (it is self-service), and it must change nothing below.
  for (const token of [recruiterToken, memberToken]) {
    const switched = await call(app, 'PUT', '/api/Users/me/role', token, { role: 'Employer' })
    expect(switched.status).toBe(200)
  }
})

describe('a self-chosen role never widens rights inside an account', () => {
  it('the recruiter-turned-Employer cannot delete the company’s jobs, not even their own', async () => {
    for (const job of [employerJob, recruiterJob]) {
      const res = await call(app, 'DELETE', `/api/Job/${job.id}`, recruiterToken)
      expect(res.status, job.title).toBe(403)
      expect(res.body.error.code).toBe('AUTHORIZATION_ERROR')
    }
    const still = await call(app, 'GET', `/api/Job/${recruiterJob.id}`, recruiterToken)
    expect(still.status).toBe(200)
  })

  it('…and the job says so: canDelete is false for them, the recruiter rights stay', async () => {
    type WithPermissions = { permissions: { canDelete: boolean; canEdit: boolean; canManage: boolean } }
    const own = await call<WithPermissions>(app, 'GET', `/api/Job/${recruiterJob.id}`, recruiterToken)
    expect(own.body.data.permissions).toMatchObject({ canDelete: false, canEdit: true, canManage: true })
    const others = await call<WithPermissions>(app, 'GET', `/api/Job/${employerJob.id}`, recruiterToken)
    expect(others.body.data.permissions).toMatchObject({ canDelete: false, canEdit: true, canManage: false })
  })

  it('the recruiter-turned-Employer cannot change the status of the employer’s job', async () => {
    const res = await call(app, 'POST', `/api/Job/${employerJob.id}/status`, recruiterToken, {
      status: 'paused',
    })
    expect(res.status).toBe(403)
  })

  it('the recruiter-turned-Employer cannot publish the company or change its visibility', async () => {
    expect((await call(app, 'POST', `/api/Companies/${company.id}/publish`, recruiterToken)).status).toBe(403)
    const status = await call(app, 'PUT', `/api/Companies/${company.id}`, recruiterToken, {
      visibility: 'private',
    })
    expect(status.status).toBe(403)
  })

  it('a plain member who made themselves an Employer can neither post, edit nor delete', async () => {
    const post = await call(app, 'POST', '/api/Job', memberToken, {
      title: 'Sneaky role',
      description: 'Posted by a member.',
      companyId: company.id,
    })
    expect(post.status).toBe(403)
    const edit = await call(app, 'PUT', `/api/Job/${employerJob.id}`, memberToken, { title: 'Renamed' })
    expect(edit.status).toBe(403)
    expect((await call(app, 'DELETE', `/api/Job/${employerJob.id}`, memberToken)).status).toBe(403)
    const applications = await call(app, 'GET', `/api/Job/${employerJob.id}/applications`, memberToken)
    expect(applications.status).toBe(403)
  })

  it('the switched recruiter still owns what they create in their own new company account', async () => {
    // PUT /me/role to Employer gave them a company account of their own: there they are the owner.
    const account = await companyAccountOf(db, recruiterId)
    const own = await insertCompany(db, recruiterId, { accountId: account.id, name: `Own ${nonce()}` })
    const job = await insertJob(db, own, { title: 'Own Job', createdBy: recruiterId })
    const ownToken = recruiterToken
    const switched = await call<{ token: string }>(app, 'POST', '/api/account/switch', ownToken, {
      accountId: account.id,
    })
    expect(switched.status).toBe(200)
    const res = await call(app, 'DELETE', `/api/Job/${job.id}`, switched.body.data.token)
    expect(res.status).toBe(200)
  })
})
