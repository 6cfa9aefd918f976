import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import type { JobRow } from '../../db/schema/jobs'
import type { UserRow } from '../../db/schema/users'
import type { Env } from '../../env'
import { createLogger } from '../../logger'
import type { Mailer } from '../../mail/mailer'
import { startSession } from '../../modules/auth/sessions'
import { companyAccountOf, insertCompany, insertJob } from '../../modules/companies/test-support'
import { createServiceContext } from '../../core/service-context'
import { createUser } from '../identity'
import { minimalPdf } from '../job-import-files'

type AppLike = { request: (path: string, init?: RequestInit) => Response | Promise<Response> }

export type WorldRole = 'employer' | 'seeker'

/**
 * What one route's fuzz cases act on, made fresh for each route so no route's cases spoil another's:
 * an employer with a company and an open job, a job seeker who applied to it, an alert and a spare session
 * of the employer. Tokens come straight from the session service (no password hashing per case).
 */
export type World = {
  employer: UserRow
  seeker: UserRow
  company: CompanyRow
  job: JobRow
  applicationId: string
  /** The job's one screening question (optional to answer). */
  questionId: string
  alertId: string
  spareSessionId: string
  refreshToken: string
  /** The role's token: the same one each time, or a new session when `fresh` (a case may end it). */
  token: (role: WorldRole, fresh?: boolean) => Promise<string>
  /** A new verified job seeker with a token, for routes limited per user (apply: 30 an hour). */
  freshSeekerToken: () => Promise<string>
}

export type WorldDeps = { app: AppLike; db: Db; env: Env; mailer: Mailer }

const silent = createLogger({ level: 'silent' })

export async function createWorld({ app, db, env, mailer }: WorldDeps): Promise<World> {
  const ctx = createServiceContext({ db, env, logger: silent, mailer })
  const client = { userAgent: 'fuzz', ipAddress: null }
  const sessionFor = (user: UserRow) => startSession(ctx, user, false, client)

  const { user: employer } = await createUser(db, { role: Role.Employer })
  const { user: seeker } = await createUser(db, { role: Role.JobSeeker })
  const account = await companyAccountOf(db, employer.id)
  const company = await insertCompany(db, employer.id, { accountId: account.id })
  const job = await insertJob(db, company, { expiryDate: new Date(Date.now() + 30 * 86_400_000) })

  const seekerToken = (await sessionFor(seeker)).token
  const employerSession = await sessionFor(employer)
  const asked = await app.request(`/api/Job/${job.id}/questions`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${employerSession.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ questions: [{ question: 'Why us?', required: false }] }),
  })
  if (asked.status !== 200) throw new Error(`fuzz world: questions answered ${asked.status}`)
  const questionId = ((await asked.json()) as { data: { items: { id: string }[] } }).data.items[0]?.id ?? ''
  const form = new FormData()
  form.append(
    'cv',
    new File([minimalPdf(['Jane Doe']) as Uint8Array<ArrayBuffer>], 'cv.pdf', { type: 'application/pdf' }),
  )
  const applied = await app.request(`/api/Job/${job.id}/apply`, {
    method: 'POST',
    headers: { authorization: `Bearer ${seekerToken}` },
    body: form,
  })
  if (applied.status !== 201) throw new Error(`fuzz world: apply answered ${applied.status}`)
  const applicationId = ((await applied.json()) as { data: { id: string } }).data.id

  const alert = await app.request('/api/Job/alerts', {
    method: 'POST',
    headers: { authorization: `Bearer ${employerSession.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Fuzz alert', query: { search: 'engineer' } }),
  })
  if (alert.status !== 201) throw new Error(`fuzz world: alert answered ${alert.status}`)
  const alertId = ((await alert.json()) as { data: { id: string } }).data.id

  const spare = await sessionFor(employer)
  const spareSessionId = (
    (await (
      await app.request('/api/Auth/sessions', { headers: { authorization: `Bearer ${spare.token}` } })
    ).json()) as { data: { id: string; current: boolean }[] }
  ).data.find((s) => s.current)?.id
  if (!spareSessionId) throw new Error('fuzz world: no current session in the list')

  return {
    employer,
    seeker,
    company,
    job,
    applicationId,
    questionId,
    alertId,
    spareSessionId,
    refreshToken: employerSession.refreshToken ?? '',
    token: async (role, fresh = false) => {
      if (fresh) return (await sessionFor(role === 'employer' ? employer : seeker)).token
      return role === 'employer' ? employerSession.token : seekerToken
    },
    freshSeekerToken: async () => {
      const { user } = await createUser(db, { role: Role.JobSeeker })
      return (await sessionFor(user)).token
    },
  }
}
