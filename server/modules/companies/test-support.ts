import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import type { Db } from '../../db/client'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { companies, type CompanyInsert, type CompanyRow } from '../../db/schema/companies'
import { jobs, type JobInsert } from '../../db/schema/jobs'
import { body, signIn, withBearer } from '../../test/identity'
import { jsonRequest } from '../../test/test-app'

/** Test helpers of the company API tests (not used by the app). */

type AppLike = { request: (path: string, init?: RequestInit) => Response | Promise<Response> }

let sequence = 0
const run = Date.now().toString(36)

/** A published, public, listed company unless `overrides` say otherwise; unique slug per call. */
export async function insertCompany(
  db: Db,
  ownerUserId: string,
  overrides: Partial<CompanyInsert> = {},
): Promise<CompanyRow> {
  const n = ++sequence
  const [row] = await db
    .insert(companies)
    .values({
      slug: `test-co-${run}-${n}`,
      name: `Test Co ${n}`,
      ownerUserId,
      statusCode: CompanyStatusCode.active,
      visibilityCode: CompanyVisibilityCode.public,
      industry: 'Technology',
      size: '11-50',
      location: 'Berlin, Germany',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('company insert returned no row')
  return row
}

/** The employer's company account (created with every Employer). */
export async function companyAccountOf(db: Db, userId: string) {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.ownerUserId, userId), eq(accounts.kind, 'company')))
  if (!account) throw new Error('no company account')
  return account
}

export async function addMember(db: Db, accountId: string, userId: string, role: string) {
  await db.insert(accountMemberships).values({ accountId, userId, role }).onConflictDoNothing()
}

/** Signs in and switches to `accountId`: the token of someone acting in that account. */
export async function tokenIn(app: AppLike, email: string, accountId: string): Promise<string> {
  const { token } = await signIn(app, email)
  const res = await app.request('/api/account/switch', withBearer(token, jsonRequest({ accountId })))
  expect(res.status).toBe(200)
  return (await body<{ data: { token: string } }>(res)).data.token
}

export type Envelope<T = Record<string, unknown>> = {
  success: boolean
  data: T
  message?: string
  error: { code: string; message: string; details?: Record<string, unknown> }
}

/** A request with an optional bearer token and an optional JSON body. */
export async function call<T = Record<string, unknown>>(
  app: AppLike,
  method: string,
  path: string,
  token?: string | null,
  input?: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  const init: RequestInit = { method, headers }
  if (input !== undefined) {
    headers['content-type'] = 'application/json'
    init.body = JSON.stringify(input)
  }
  const res = await app.request(path, init)
  return { status: res.status, body: (await res.json()) as Envelope<T> }
}

/** A listed job (active, public, no expiry) of `company` unless `overrides` say otherwise. */
export async function insertJob(db: Db, company: CompanyRow, overrides: Partial<JobInsert> = {}) {
  const n = ++sequence
  const [row] = await db
    .insert(jobs)
    .values({
      slug: `test-job-${run}-${n}`,
      title: `Job ${n}`,
      description: 'A job.',
      companyId: company.id,
      accountId: company.accountId,
      createdBy: company.ownerUserId,
      status: 'active',
      isPublic: true,
      postedDate: new Date(Date.now() - n * 1000),
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('job insert returned no row')
  return row
}
