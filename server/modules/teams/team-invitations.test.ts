import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { INVITATION_TEXTS, TEAM_TEXTS } from '@/api/team/team-texts'
import type { Db } from '../../db/client'
import { accountInvitations } from '../../db/schema/team-invitations'
import type { Mailer } from '../../mail/mailer'
import { createTestApp } from '../../test/test-app'
import { createUser, signIn, uniqueEmail } from '../../test/identity'
import { call } from '../companies/test-support'
import { hasActivePremium } from '../billing/subscriptions'
import { companyWithTeam, invitationToken, setSeats } from './team-test-support'

type App = Awaited<ReturnType<typeof createTestApp>>['app']
let app: App
let db: Db
let mailer: Mailer

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
  mailer = test.mailer
})

type Team = {
  members: { userId: string; email: string; role: string }[]
  seats: { paid: number; used: number; pending: number }
}

const invite = (token: string, email: string, role?: string) =>
  call<{ id: string; status: string; rolesToAssign: string[] }>(app, 'POST', '/api/account/invite', token, {
    email,
    ...(role ? { role } : {}),
  })
const accept = (token: string | null, link: string, body: unknown = {}) =>
  call<{
    success: boolean
    companyName: string
    redirectUrl: string | null
    requiredRegistration: boolean
    message: string
  }>(app, 'POST', `/api/account/accept-invitation/${link}`, token, body)
const team = async (token: string) => (await call<Team>(app, 'GET', '/api/account/users', token)).body.data

/** A signed-in user with this address (their own personal account), ready to accept. */
async function invitee(email: string) {
  await createUser(db, { email, role: Role.Recruiter })
  return (await signIn(app, email)).token
}

describe('an invitation from mail to membership', () => {
  it('mails a single-use link; the invited user joins with exactly the invited role and a seat', async () => {
    const c = await companyWithTeam(app, db, 5)
    const email = uniqueEmail('joiner')
    const sent = await invite(c.admin.token, email, 'Recruiter')
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(sent.body.data).toMatchObject({ status: 'pending', rolesToAssign: ['Recruiter'] })
    const link = await invitationToken(db, mailer, email)
    // Only the hash is stored.
    const [row] = await db.select().from(accountInvitations).where(eq(accountInvitations.email, email))
    expect(row?.tokenHash).not.toContain(link)

    const details = await call(app, 'GET', `/api/account/invitation/${link}`, null)
    expect(details.status).toBe(200)
    expect(details.body.data).toMatchObject({
      invitedEmail: email,
      rolesToAssign: ['Recruiter'],
      inviterName: 'Ada Admin',
      userExists: false,
    })

    const userToken = await invitee(email)
    // Role injection: nothing but the invitation's roles; an extra key is refused and changes nothing.
    const injected = await accept(userToken, link, { roles: ['Admin'] })
    expect(injected.status).toBe(400)
    const accepted = await accept(userToken, link)
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(accepted.body.data).toMatchObject({
      success: true,
      redirectUrl: '/dashboard',
      message: INVITATION_TEXTS.welcome(c.account.name),
    })
    expect(accepted.body.message).toBe('Invitation Accepted!')
    const joined = await team(c.owner.token)
    const me = joined.members.find((m) => m.email === email)
    expect(me?.role).toBe('Recruiter')
    expect(joined.seats).toMatchObject({ paid: 5, used: 4, pending: 0 })
    const [user] = await db.select().from(accountInvitations).where(eq(accountInvitations.email, email))
    expect(await hasActivePremium({ db, now: () => new Date() }, user!.acceptedByUserId!)).toBe(true)

    // Reused: the link worked once.
    const again = await accept(userToken, link)
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(INVITATION_TEXTS.used)
  })

  it('refuses an invitation that would grant the owner role', async () => {
    const c = await companyWithTeam(app, db, 5)
    const res = await invite(c.owner.token, uniqueEmail('owner-role'), 'Admin')
    expect(res.status).toBe(400)
  })

  it('an expired link is refused with its own text', async () => {
    const c = await companyWithTeam(app, db, 5)
    const email = uniqueEmail('late')
    await invite(c.owner.token, email)
    const link = await invitationToken(db, mailer, email)
    await db
      .update(accountInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountInvitations.email, email))
    const details = await call(app, 'GET', `/api/account/invitation/${link}`, null)
    expect(details.status).toBe(409)
    expect(details.body.error.message).toBe(INVITATION_TEXTS.expired)
    const res = await accept(await invitee(email), link)
    expect(res.status).toBe(409)
    expect((await team(c.owner.token)).members.some((m) => m.email === email)).toBe(false)
    // An expired invitation holds no seat; resending it mails a new link that works.
    const [row] = await db.select().from(accountInvitations).where(eq(accountInvitations.email, email))
    const resent = await call(app, 'POST', `/api/account/invitation/${row!.id}/resend`, c.owner.token)
    expect(resent.status, JSON.stringify(resent.body)).toBe(200)
    const fresh = await invitationToken(db, mailer, email)
    expect(fresh).not.toBe(link)
    expect((await call(app, 'GET', `/api/account/invitation/${link}`, null)).status).toBe(404)
    expect((await call(app, 'GET', `/api/account/invitation/${fresh}`, null)).status).toBe(200)
  })

  it('an invitation is mailed at most five times', async () => {
    const c = await companyWithTeam(app, db, 5)
    const sent = await invite(c.owner.token, uniqueEmail('resent'))
    const resend = () =>
      call(app, 'POST', `/api/account/invitation/${sent.body.data.id}/resend`, c.owner.token)
    for (let i = 0; i < 4; i++) expect((await resend()).status).toBe(200)
    const sixth = await resend()
    expect(sixth.status).toBe(409)
    expect(sixth.body.error.message).toBe(TEAM_TEXTS.resendLimit(5))
  })

  it('a cancelled (revoked) link no longer works and frees its seat', async () => {
    const c = await companyWithTeam(app, db, 4)
    const email = uniqueEmail('revoked')
    const sent = await invite(c.owner.token, email)
    const link = await invitationToken(db, mailer, email)
    expect((await team(c.owner.token)).seats).toMatchObject({ paid: 4, used: 4 })
    const full = await invite(c.owner.token, uniqueEmail('no-seat'))
    expect(full.status).toBe(409)
    expect(full.body.error.message).toBe(TEAM_TEXTS.noSeats(4))

    const cancelled = await call(
      app,
      'POST',
      `/api/account/invitation/${sent.body.data.id}/cancel`,
      c.admin.token,
    )
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data.status).toBe('cancelled')
    const details = await call(app, 'GET', `/api/account/invitation/${link}`, null)
    expect(details.status).toBe(404)
    expect(details.body.error.message).toBe(INVITATION_TEXTS.cancelled)
    expect((await accept(await invitee(email), link)).status).toBe(404)
    expect((await team(c.owner.token)).seats).toMatchObject({ used: 3, pending: 0 })
  })

  it('a user signed in with another address is blocked with the spec’s text', async () => {
    const c = await companyWithTeam(app, db, 5)
    const email = uniqueEmail('meant-for')
    await invite(c.owner.token, email)
    const link = await invitationToken(db, mailer, email)
    const otherEmail = uniqueEmail('someone-else')
    const res = await accept(await invitee(otherEmail), link)
    expect(res.status).toBe(403)
    expect(res.body.error.message).toBe(
      `This invitation is for ${email}, but you're logged in as ${otherEmail}. Please log in with the correct account.`,
    )
    expect((await call(app, 'GET', `/api/account/invitation/${link}`, null)).status).toBe(200)
  })

  it('signed out: an existing user is sent to sign in, a new one registers through the invitation', async () => {
    const c = await companyWithTeam(app, db, 6)
    const existing = uniqueEmail('has-account')
    await createUser(db, { email: existing })
    await invite(c.owner.token, existing)
    const existingLink = await invitationToken(db, mailer, existing)
    expect((await call(app, 'GET', `/api/account/invitation/${existingLink}`, null)).body.data).toMatchObject(
      {
        userExists: true,
      },
    )
    const toLogin = await accept(null, existingLink)
    expect(toLogin.status).toBe(200)
    expect(toLogin.body.data).toMatchObject({ success: false, requiredRegistration: false })
    expect(toLogin.body.data.message).toBe(INVITATION_TEXTS.logInToAccept)
    expect(toLogin.body.data.redirectUrl).toMatch(/^\/login\?redirect=%2Faccept-invitation/)

    const fresh = uniqueEmail('new-here')
    await invite(c.owner.token, fresh, 'Member')
    const link = await invitationToken(db, mailer, fresh)
    const ask = await accept(null, link)
    expect(ask.body.data).toMatchObject({ success: false, requiredRegistration: true })
    expect(ask.body.data.message).toBe(INVITATION_TEXTS.createAccountToAccept)
    const weak = await accept(null, link, {
      registration: { firstName: 'New', lastName: 'Person', password: 'short' },
    })
    expect(weak.status).toBe(400)
    const registered = await accept(null, link, {
      registration: { firstName: 'New', lastName: 'Person', password: 'Sturdy!Pass1' },
    })
    expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    expect(registered.body.data.success).toBe(true)
    const { token } = await signIn(app, fresh)
    const mine = await team(token)
    expect(mine.members.find((m) => m.email === fresh)?.role).toBe('Member')
    expect((await accept(null, link)).status).toBe(409)
  })
})

describe('the last seat', () => {
  it('two people accepting the last free seat at once: exactly one gets it', async () => {
    const c = await companyWithTeam(app, db, 5)
    const first = uniqueEmail('race-a')
    const second = uniqueEmail('race-b')
    await invite(c.owner.token, first)
    await invite(c.owner.token, second)
    const [linkA, linkB] = [
      await invitationToken(db, mailer, first),
      await invitationToken(db, mailer, second),
    ]
    const [tokenA, tokenB] = [await invitee(first), await invitee(second)]
    // Seats went down to 4 after the invitations: three members, one seat left for two invitations.
    await setSeats(db, c.subscription.id, 4)
    const results = await Promise.all([accept(tokenA, linkA), accept(tokenB, linkB)])
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409])
    const loser = results.find((r) => r.status === 409)
    expect(loser?.body.error.message).toBe(INVITATION_TEXTS.noSeatLeft(c.account.name))
    const after = await team(c.owner.token)
    expect(after.members).toHaveLength(4)
  })
})
