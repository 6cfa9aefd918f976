import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { AffiliateAdminOverviewSchema } from '@/api/affiliates/affiliate-admin'
import { AffiliateDashboardSchema, type AffiliateDashboard } from '@/api/affiliates/affiliate-dashboard'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import { affiliateCommissions, affiliateReferrals } from '../../db/schema/affiliates'
import { invoices, subscriptions } from '../../db/schema/billing'
import { queueJobs } from '../../db/schema/queue-jobs'
import { users } from '../../db/schema/users'
import { createTestApp, createTestServiceContext, jsonRequest } from '../../test/test-app'
import { createUser, PASSWORD, signIn, uniqueEmail } from '../../test/identity'
import { fillCart, openCheckout, PAY_CARD } from '../billing/billing-test-support'
import { call } from '../companies/test-support'
import { COMMISSION_APPROVAL_QUEUE, commissionApprovalHandler } from './commissions'

type App = Awaited<ReturnType<typeof createTestApp>>['app']
let app: App
let db: Db

const DAY = 86_400_000

/** 3 annual seats: 286.56 USD, so 25 % is 71.64 — above the 50 USD payout minimum. */
const PRICE_CENTS = 28656
const COMMISSION_CENTS = 7164

async function affiliate(email = uniqueEmail('affiliate')) {
  const { user } = await createUser(db, { role: Role.Affiliate, email, firstName: 'Ada' })
  const { token } = await signIn(app, email)
  const me = await dashboard(token)
  return { userId: user.id, email, token, code: me.code }
}

async function dashboard(token: string, days = '90'): Promise<AffiliateDashboard> {
  const res = await call<AffiliateDashboard>(app, 'GET', `/api/Affiliates/me?days=${days}`, token)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(AffiliateDashboardSchema, res.body.data)
}

/** Signs up through the API (as the form does), then confirms the address directly and signs in. */
async function signUp(email: string, referralCode?: string, cookie?: string) {
  const res = await app.request(
    '/api/Auth/register',
    jsonRequest(
      {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Referred',
        lastName: 'Person',
        role: 'employer',
        ...(referralCode ? { referralCode } : {}),
      },
      cookie ? { headers: { cookie } } : {},
    ),
  )
  expect(res.status).toBe(201)
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email))
  const [user] = await db.select().from(users).where(eq(users.email, email))
  const { token } = await signIn(app, email)
  return { userId: user!.id, token }
}

async function buyThreeAnnualSeats(token: string) {
  const opened = await openCheckout(app, token, await fillCart(app, token, 3, 'annual'))
  expect(opened.status).toBe(201)
  const paid = await call(
    app,
    'POST',
    `/api/Billing/test-payments/${opened.body.data.id}/pay`,
    token,
    PAY_CARD,
  )
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
}

async function invoiceOf(userId: string) {
  const [row] = await db
    .select({ id: invoices.id, totalCents: invoices.totalCents })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(subscriptions.buyerUserId, userId))
  return row!
}

const commissionsOf = (affiliateUserId: string) =>
  db.select().from(affiliateCommissions).where(eq(affiliateCommissions.affiliateUserId, affiliateUserId))

async function referrerOf(userId: string) {
  const [row] = await db
    .select()
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.referredUserId, userId))
  return row?.affiliateUserId ?? null
}

/** Runs the approval job as the worker would, on a clock `days` ahead. */
async function runApprovalJob(daysAhead: number) {
  const ctx = await createTestServiceContext({ now: () => new Date(Date.now() + daysAhead * DAY) })
  const [job] = await db
    .select()
    .from(queueJobs)
    .where(eq(queueJobs.queue, COMMISSION_APPROVAL_QUEUE))
    .limit(1)
  await commissionApprovalHandler.run(job!, ctx)
}

let admin: { token: string }

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
  const { email } = await createUser(db, { role: Role.Admin })
  admin = await signIn(app, email)
})

describe('a referred customer’s payment', () => {
  it('earns a pending commission, approved by the queued job once the refund window has passed, then paid out', async () => {
    const aff = await affiliate()
    const buyerEmail = uniqueEmail('buyer')
    const buyer = await signUp(buyerEmail, aff.code.toLowerCase())
    expect(await referrerOf(buyer.userId)).toBe(aff.userId)

    await buyThreeAnnualSeats(buyer.token)
    const [commission] = await commissionsOf(aff.userId)
    expect(commission).toMatchObject({
      status: 'pending',
      amountCents: COMMISSION_CENTS,
      invoiceTotalCents: PRICE_CENTS,
      referredUserId: buyer.userId,
    })
    // The approval is queued for the end of the window, 30 days after the payment.
    const [job] = await db
      .select()
      .from(queueJobs)
      .where(and(eq(queueJobs.queue, COMMISSION_APPROVAL_QUEUE), eq(queueJobs.status, 'queued')))
    expect(job!.runAt.getTime()).toBe(commission!.approveAfter.getTime())
    expect(commission!.approveAfter.getTime() - commission!.earnedAt.getTime()).toBe(30 * DAY)

    const pending = await dashboard(aff.token)
    expect(pending.totals).toMatchObject({ signups: 1, conversions: 1, pendingCents: COMMISSION_CENTS })
    expect(pending.recentReferrals).toEqual([
      expect.objectContaining({
        number: 1,
        plan: 'Premium',
        paidConversions: 1,
        earnedCents: COMMISSION_CENTS,
      }),
    ])
    // Nobody's private data: not the buyer's address, name or id.
    const text = JSON.stringify(pending)
    for (const secret of [buyerEmail, buyer.userId, 'Referred']) expect(text).not.toContain(secret)

    await runApprovalJob(29)
    expect((await commissionsOf(aff.userId))[0]!.status).toBe('pending')
    await runApprovalJob(31)
    expect((await commissionsOf(aff.userId))[0]!.status).toBe('approved')

    // Payouts: prepared, exported as CSV, marked paid — admins only.
    for (const [method, path] of [
      ['GET', '/api/Affiliates/admin'],
      ['POST', '/api/Affiliates/payouts'],
      ['GET', '/api/Affiliates/payouts.csv'],
    ] as const) {
      expect((await call(app, method, path, aff.token)).status).toBe(403)
    }
    const prepared = await call<{ payouts: { id: string; amountCents: number; affiliateUserId: string }[] }>(
      app,
      'POST',
      '/api/Affiliates/payouts',
      admin.token,
    )
    expect(prepared.status).toBe(201)
    const payout = prepared.body.data.payouts.find((p) => p.affiliateUserId === aff.userId)!
    expect(payout.amountCents).toBe(COMMISSION_CENTS)
    const csv = await app.request('/api/Affiliates/payouts.csv', {
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(await csv.text()).toContain(`${payout.id},Ada User,${aff.email},71.64,USD,1,`)
    const paid = await call(app, 'POST', `/api/Affiliates/payouts/${payout.id}/paid`, admin.token)
    expect(paid.status).toBe(200)
    expect((await commissionsOf(aff.userId))[0]!.status).toBe('paid')
    expect((await dashboard(aff.token)).balance).toMatchObject({
      paidCents: COMMISSION_CENTS,
      approvedCents: 0,
    })
    const overview = v.parse(
      AffiliateAdminOverviewSchema,
      (await call(app, 'GET', '/api/Affiliates/admin', admin.token)).body.data,
    )
    expect(overview.affiliates.find((a) => a.userId === aff.userId)).toMatchObject({
      signups: 1,
      paidCents: 7164,
    })
  })

  it('is reversed by a refund, once, and only an admin refunds', async () => {
    const aff = await affiliate()
    const buyer = await signUp(uniqueEmail('refunded'), aff.code)
    await buyThreeAnnualSeats(buyer.token)
    const invoice = await invoiceOf(buyer.userId)

    expect(
      (await call(app, 'POST', `/api/Billing/invoices/${invoice.id}/refund`, buyer.token, {})).status,
    ).toBe(403)
    const refund = await call(app, 'POST', `/api/Billing/invoices/${invoice.id}/refund`, admin.token, {
      reason: 'Customer asked',
    })
    expect(refund.status, JSON.stringify(refund.body)).toBe(200)
    expect(refund.body.data).toMatchObject({ refunded: true, amountCents: PRICE_CENTS })
    expect(
      (await call(app, 'POST', `/api/Billing/invoices/${invoice.id}/refund`, admin.token, {})).status,
    ).toBe(200)
    const rows = await commissionsOf(aff.userId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'reversed' })
    // The window passing later does not bring it back.
    await runApprovalJob(40)
    expect((await commissionsOf(aff.userId))[0]!.status).toBe('reversed')
    const me = await dashboard(aff.token)
    expect(me.totals).toMatchObject({ conversions: 0, pendingCents: 0, reversedCents: COMMISSION_CENTS })
  })
})

describe('attribution', () => {
  it('gives nothing for a self-referral or a second referrer; the first touch wins', async () => {
    const mailbox = `ann-${Date.now().toString(36)}`
    const aff = await affiliate(`${mailbox}+affiliate@example.com`)
    const other = await affiliate()

    // The affiliate's own mailbox under another alias.
    const self = await signUp(`${mailbox}+buyer@example.com`, aff.code)
    expect(await referrerOf(self.userId)).toBeNull()
    await buyThreeAnnualSeats(self.token)
    expect(await commissionsOf(aff.userId)).toHaveLength(0)

    // Signing up again (the address has an account) with another code changes nothing.
    const email = uniqueEmail('twice')
    const first = await signUp(email, aff.code)
    await app.request(
      '/api/Auth/register',
      jsonRequest({
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Again',
        lastName: 'Person',
        referralCode: other.code,
      }),
    )
    expect(await referrerOf(first.userId)).toBe(aff.userId)

    // The short link counts the click and its cookie (the first touch) beats a code typed later.
    const click = await app.request(`/r/${other.code.toLowerCase()}`)
    expect(click.status).toBe(302)
    expect(click.headers.get('location')).toBe(`/signup?ref=${other.code}`)
    const cookie = click.headers.get('set-cookie')!.split(';')[0]!
    const second = await app.request(`/r/${aff.code}`, { headers: { cookie } })
    expect(second.headers.get('set-cookie')).toBeNull()
    const touched = await signUp(uniqueEmail('touched'), aff.code, cookie)
    expect(await referrerOf(touched.userId)).toBe(other.userId)

    // An unknown code still lands on sign-up.
    expect((await app.request('/r/NOBODY-0000')).headers.get('location')).toBe('/signup')

    // Each dashboard holds only its own affiliate's numbers.
    const mine = await dashboard(aff.token, '30')
    const theirs = await dashboard(other.token, '30')
    expect(mine.totals).toMatchObject({ clicks: 1, signups: 1, conversions: 0 })
    expect(theirs.totals).toMatchObject({ clicks: 1, signups: 1, conversions: 0 })
    expect(mine.series).toHaveLength(30)
  })

  it('refuses the dashboard to everyone but affiliates', async () => {
    for (const role of [Role.JobSeeker, Role.Recruiter, Role.Employer, Role.Admin]) {
      const { email } = await createUser(db, { role })
      const { token } = await signIn(app, email)
      const res = await call(app, 'GET', '/api/Affiliates/me', token)
      expect(res.status).toBe(403)
    }
    expect((await call(app, 'GET', '/api/Affiliates/me')).status).toBe(401)
    const aff = await affiliate()
    expect((await call(app, 'GET', '/api/Affiliates/me?days=7', aff.token)).status).toBe(400)
  })
})
