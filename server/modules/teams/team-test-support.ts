import { eq } from 'drizzle-orm'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import { subscriptionMembers, subscriptions } from '../../db/schema/billing'
import { createUser, linkParams, mailTo } from '../../test/identity'
import type { Mailer } from '../../mail/mailer'
import { addMember, call, companyAccountOf, tokenIn } from '../companies/test-support'

/** Shared steps of the team tests: a company with paid seats and its people, and the mailed links. */

type AppLike = Parameters<typeof call>[0]

/** An active Premium subscription of `seats` for the account, the owner holding a seat (as checkout leaves it). */
export async function giveSeats(db: Db, accountId: string, ownerId: string, seats: number) {
  const now = Date.now()
  const [row] = await db
    .insert(subscriptions)
    .values({
      accountId,
      buyerUserId: ownerId,
      provider: 'test',
      providerSubscriptionId: `sub_${crypto.randomUUID()}`,
      billingCycle: 'monthly',
      quantity: seats,
      status: 'active',
      currentPeriodStart: new Date(now - 60_000),
      currentPeriodEnd: new Date(now + 30 * 24 * 3_600_000),
    })
    .returning()
  if (!row) throw new Error('no subscription')
  await db.insert(subscriptionMembers).values({ subscriptionId: row.id, userId: ownerId })
  return row
}

export async function setSeats(db: Db, subscriptionId: string, seats: number) {
  await db.update(subscriptions).set({ quantity: seats }).where(eq(subscriptions.id, subscriptionId))
}

export type Person = { email: string; userId: string; token: string }

/** A company (its owner acting in it) with `seats` paid seats, an admin and a recruiter already on the team. */
export async function companyWithTeam(app: AppLike, db: Db, seats: number) {
  const owner = await createUser(db, { role: Role.Employer, firstName: 'Olive', lastName: 'Owner' })
  const account = await companyAccountOf(db, owner.user.id)
  const subscription = await giveSeats(db, account.id, owner.user.id, seats)
  const admin = await createUser(db, { role: Role.Employer, firstName: 'Ada', lastName: 'Admin' })
  const recruiter = await createUser(db, { role: Role.Recruiter, firstName: 'Rex', lastName: 'Recruiter' })
  await addMember(db, account.id, admin.user.id, 'Employer')
  await addMember(db, account.id, recruiter.user.id, 'Recruiter')
  const person = async (u: { email: string; user: { id: string } }): Promise<Person> => ({
    email: u.email,
    userId: u.user.id,
    token: await tokenIn(app, u.email, account.id),
  })
  return {
    account,
    subscription,
    owner: await person(owner),
    admin: await person(admin),
    recruiter: await person(recruiter),
  }
}

/** The token of the newest invitation link mailed to `email`. */
export async function invitationToken(db: Db, mailer: Mailer, email: string): Promise<string> {
  const [mail] = (await mailTo(db, mailer, email)).filter((m) => m.kind === 'team-invitation')
  if (!mail) throw new Error(`no invitation mailed to ${email}`)
  const id = linkParams(mail.text, '/accept-invitation').get('id')
  if (!id) throw new Error('no id in the invitation link')
  return id
}
