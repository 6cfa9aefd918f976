import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { ProductMetricsSchema, type ProductMetrics } from '@/api/product-metrics/product-metrics'
import { parseRole, Role } from '@/api/roles'
import type { ServiceContext } from '../../core/service-context'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema/accounts'
import { applicationEvents, applications } from '../../db/schema/applications'
import { invoices } from '../../db/schema/billing'
import { jobs } from '../../db/schema/jobs'
import { productMetricDays } from '../../db/schema/product-metrics'
import { queueJobs } from '../../db/schema/queue-jobs'
import { users } from '../../db/schema/users'
import { call, insertCompany, insertJob } from '../companies/test-support'
import { createUser, signIn } from '../../test/identity'
import { createTestApp, createTestServiceContext } from '../../test/test-app'
import { countAiRequest } from './ai-requests'
import { addDays, utcDay } from './metric-days'
import { PRODUCT_METRICS_QUEUE, rollupHandler } from './rollup-job'
import { runRollup } from './rollups'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

let app: App
let db: Db
let ctx: ServiceContext
const tokens = {} as Record<Role, string>
const ids = {} as Record<Role, string>

const today = utcDay(new Date())
const BASE = '/api/admin/product-metrics'

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
  ctx = await createTestServiceContext()
  for (const role of Object.values(Role)) {
    const { user, email } = await createUser(db, { role })
    ids[role] = user.id
    tokens[role] = (await signIn(app, email)).token
  }
})

async function metrics(token: string, query = ''): Promise<ProductMetrics> {
  const res = await call<ProductMetrics>(app, 'GET', `${BASE}${query}`, token)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(ProductMetricsSchema, res.body.data)
}

/** Every call of the dashboard, as (method, path). */
const CALLS: [string, string][] = [
  ['GET', BASE],
  ['GET', `${BASE}/export.csv`],
  ['POST', `${BASE}/recompute`],
]

async function statusOf(method: string, path: string, headers: Record<string, string>) {
  return (await app.request(path, { method, headers })).status
}

describe('who may read the product figures (issue 18; decision 045)', () => {
  it('refuses job seekers, recruiters, employers and affiliates on every call, and visitors with a 401', async () => {
    for (const [method, path] of CALLS) {
      for (const role of [Role.JobSeeker, Role.Recruiter, Role.Employer, Role.Affiliate]) {
        const res = await call(app, method, path, tokens[role])
        expect(res.status, `${role} ${method} ${path}`).toBe(403)
        expect(res.body.error?.code).toBe('AUTHORIZATION_ERROR')
      }
      expect(await statusOf(method, path, {})).toBe(401)
    }
  })

  it('lets admins and super admins in', async () => {
    for (const role of [Role.Admin, Role.SuperAdmin]) {
      expect((await metrics(tokens[role])).series.length).toBeGreaterThan(10)
      expect(await statusOf('GET', `${BASE}/export.csv`, { authorization: `Bearer ${tokens[role]}` })).toBe(
        200,
      )
    }
  })

  it('goes by the stored role alone: a persona neither opens nor closes it', async () => {
    // The persona lives in the browser and is never sent (decision 019); a forged hint changes nothing.
    const hints = ['X-Active-Persona', 'X-Persona']
    for (const name of hints) {
      const seeker = { authorization: `Bearer ${tokens[Role.JobSeeker]}`, [name]: Role.SuperAdmin }
      const superAdmin = { authorization: `Bearer ${tokens[Role.SuperAdmin]}`, [name]: Role.JobSeeker }
      for (const [method, path] of CALLS) {
        expect(await statusOf(method, path, seeker), `${name} ${method} ${path}`).toBe(403)
      }
      expect(await statusOf('GET', BASE, superAdmin)).toBe(200)
    }
    // A role picked for oneself (persona selection, PUT /api/Users/me/role) is one of the sign-up roles only.
    const switched = await call(app, 'PUT', '/api/Users/me/role', tokens[Role.Recruiter], { role: 'Admin' })
    expect(switched.status).toBe(400)
    expect((await call(app, 'GET', BASE, tokens[Role.Recruiter])).status).toBe(403)
  })

  it('validates the range', async () => {
    const admin = tokens[Role.Admin]
    const bad = [
      '?from=2026-02-30',
      '?from=2026-05-02&to=2026-05-01',
      '?from=2024-01-01&to=2026-01-01',
      '?groups=nope',
      '?x=1',
    ]
    for (const query of bad) {
      const res = await call(app, 'GET', `${BASE}${query}`, admin)
      expect(res.status, query).toBe(400)
      expect(res.body.error?.code).toBe('VALIDATION_ERROR')
    }
    const week = await metrics(admin, `?from=${addDays(today, -6)}&to=${today}&groups=signups,billing`)
    expect(week.days).toHaveLength(7)
    expect(new Set(week.series.map((s) => s.group))).toEqual(new Set(['signups', 'billing']))
  })

  it('queues one recompute at a time', async () => {
    const admin = tokens[Role.Admin]
    const first = await call<{ queued: boolean }>(
      app,
      'POST',
      `${BASE}/recompute?from=${addDays(today, -2)}`,
      admin,
    )
    expect(first.status).toBe(202)
    expect(first.body.data.queued).toBe(true)
    const again = await call<{ queued: boolean }>(app, 'POST', `${BASE}/recompute`, admin)
    expect(again.body.data.queued).toBe(false)
    const [job] = await db.select().from(queueJobs).where(eq(queueJobs.queue, PRODUCT_METRICS_QUEUE))
    expect(job?.payload).toEqual({ from: addDays(today, -2), to: today })
    await rollupHandler.run(job!, ctx)
    await db.delete(queueJobs).where(eq(queueJobs.queue, PRODUCT_METRICS_QUEUE))
  })
})

/** Sample activity across a few days, then the rollups against a count of the raw rows. */
describe('the rollups (issue 18)', () => {
  const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`)
  const threeDaysAgo = addDays(today, -3)

  beforeAll(async () => {
    // Sign-ups in the past: the backfill must reach them.
    const old = await createUser(db, { role: Role.Recruiter })
    await db
      .update(users)
      .set({ createdAt: at(addDays(today, -5)) })
      .where(eq(users.id, old.user.id))
    const employer = ids[Role.Employer]
    const company = await insertCompany(db, employer)
    const posted = await insertJob(db, company, { postedDate: at(threeDaysAgo) })
    await insertJob(db, company, { status: 'hired' })
    await insertJob(db, company, { status: 'draft', postedDate: null })
    const [application] = await db
      .insert(applications)
      .values({ jobId: posted.id, applicantUserId: ids[Role.JobSeeker], createdAt: at(threeDaysAgo) })
      .returning()
    await db.insert(applicationEvents).values([
      { applicationId: application!.id, stage: 'applied', createdAt: at(threeDaysAgo) },
      { applicationId: application!.id, stage: 'screening', createdAt: at(addDays(today, -1)) },
      { applicationId: application!.id, stage: 'interview' },
    ])
    // One answered request through the assistant counts itself; one more counted directly.
    const chat = await call(app, 'POST', '/api/chat/message', tokens[Role.JobSeeker], { message: 'Hello' })
    expect(chat.status).toBe(200)
    await countAiRequest(db, 'built-in', new Date())
    await countAiRequest(db, 'llm', at(addDays(today, -1)))
    // Billing: a monthly account paying through today, an annual one, one whose month ended yesterday.
    const accountOf = async (userId: string) =>
      (await db.select().from(accounts).where(eq(accounts.ownerUserId, userId)))[0]!.id
    const invoice = (accountId: string, n: number, start: Date, end: Date, totalCents: number) => ({
      accountId,
      sequence: 1,
      number: `RH-TEST-${n}`,
      billedTo: 'Test',
      provider: 'test' as const,
      providerInvoiceId: `in_test_${n}_${Date.now()}`,
      lines: [],
      subtotalCents: totalCents,
      totalCents,
      periodStart: start,
      periodEnd: end,
      issuedAt: start,
      paidAt: start,
    })
    await db
      .insert(invoices)
      .values([
        invoice(
          await accountOf(ids[Role.JobSeeker]),
          1,
          at(addDays(today, -10)),
          at(addDays(today, 20)),
          995,
        ),
        invoice(
          await accountOf(ids[Role.Recruiter]),
          2,
          at(addDays(today, -40)),
          at(addDays(today, 325)),
          9552,
        ),
        invoice(
          await accountOf(ids[Role.Affiliate]),
          3,
          at(addDays(today, -31)),
          at(addDays(today, -1), 0),
          1990,
        ),
      ])
    await db.delete(productMetricDays)
  })

  it('backfills from the first sign-up, then equals a direct count of every metric on every day', async () => {
    // An admin's recompute of recent days may come before the first scheduled run: the past is filled all the same.
    await runRollup(ctx, { from: addDays(today, -1), to: today })
    await runRollup(ctx)
    const firstSignup = (await db.select({ at: sql<Date>`min(${users.createdAt})` }).from(users))[0]!.at
    const stored = await db.select().from(productMetricDays)
    expect(stored.map((row) => row.day).sort()[0]).toBe(utcDay(new Date(firstSignup)))

    const data = await metrics(tokens[Role.Admin], `?from=${addDays(today, -6)}&to=${today}`)
    const value = (key: string, day: string) =>
      data.series.find((s) => s.key === key)?.values[data.days.indexOf(day)]
    const dayOf = (date: Date | null) => (date ? utcDay(date) : null)

    const allUsers = await db.select().from(users)
    const allJobs = await db.select().from(jobs)
    const events = await db.select().from(applicationEvents)
    for (const day of data.days) {
      const signups = allUsers.filter((u) => dayOf(u.createdAt) === day)
      expect(value('signups.total', day), day).toBe(signups.length)
      expect(value('signups.recruiter', day), day).toBe(
        signups.filter((u) => parseRole(u.roleCode) === Role.Recruiter).length,
      )
      expect(value('signups.admin', day), day).toBe(
        signups.filter((u) => ([Role.Admin, Role.SuperAdmin] as Role[]).includes(parseRole(u.roleCode)))
          .length,
      )
      expect(value('jobs.posted', day), day).toBe(allJobs.filter((j) => dayOf(j.postedDate) === day).length)
      expect(value('jobs.filled', day), day).toBe(
        allJobs.filter((j) => j.status === 'hired' && dayOf(j.updatedAt) === day).length,
      )
      for (const stage of ['screening', 'interview'] as const) {
        expect(value(`applications.${stage}`, day), day).toBe(
          events.filter((e) => e.stage === stage && dayOf(e.createdAt) === day).length,
        )
      }
    }
    expect(value('applications.created', threeDaysAgo)).toBe(1)
    // Everyone of this file signed in today: daily, weekly and monthly active users agree.
    const signedIn = Object.keys(tokens).length
    expect(value('active.daily', today)).toBe(signedIn)
    expect(value('active.monthly', today)).toBe(signedIn)
    expect(value('active.daily', addDays(today, -1))).toBe(0)
    expect(value('ai.requests.built-in', today)).toBe(2)
    expect(value('ai.requests.llm', addDays(today, -1))).toBe(1)
    expect(value('ai.requests.total', today)).toBe(2)
    // Paying: the monthly and annual accounts today (995 + 9552/12 = 1791 cents); the third ended yesterday.
    expect(value('billing.paying_accounts', today)).toBe(2)
    expect(value('billing.mrr_cents', today)).toBe(995 + 796)
    expect(value('billing.paying_accounts', addDays(today, -2))).toBe(3)
    expect(value('billing.churned_accounts', addDays(today, -1))).toBe(1)
    expect(data.series.find((s) => s.key === 'billing.churned_accounts')?.summary).toBe(1)
    expect(data.computedAt).not.toBeNull()
  })

  it('recomputes idempotently: a second run writes the same rows', async () => {
    const rows = async () =>
      (await db.select().from(productMetricDays)).map((row) => `${row.metric}|${row.day}|${row.value}`).sort()
    const before = await rows()
    await runRollup(ctx)
    await runRollup(ctx, { from: addDays(today, -4), to: today })
    expect(await rows()).toEqual(before)
  })

  it('exports the same figures as CSV, a row per day', async () => {
    const res = await app.request(`${BASE}/export.csv?from=${addDays(today, -1)}&to=${today}&groups=ai`, {
      headers: { authorization: `Bearer ${tokens[Role.SuperAdmin]}` },
    })
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toContain(
      `product-metrics-${addDays(today, -1)}-to-${today}.csv`,
    )
    const lines = (await res.text()).trim().split('\r\n')
    expect(lines[0]).toBe('day,ai.requests.total,ai.requests.built-in,ai.requests.llm')
    expect(lines.slice(1)).toEqual([`${addDays(today, -1)},1,0,1`, `${today},2,2,0`])
  })
})
