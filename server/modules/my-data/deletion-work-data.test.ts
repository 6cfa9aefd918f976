import { eq, or } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { AccountExport } from '@/api/my-data'
import type { TalentPoolDetail, TalentPoolList, WatchedCandidates } from '@/api/talent-pools/talent-pool'
import { accounts } from '../../db/schema/accounts'
import { userReports } from '../../db/schema/connections'
import {
  affiliateClicks,
  affiliateCodes,
  affiliateCommissions,
  affiliateReferrals,
} from '../../db/schema/affiliates'
import { outreachEnrolments, outreachSends, outreachSuppressions } from '../../db/schema/outreach'
import { queueJobs } from '../../db/schema/queue-jobs'
import {
  candidateWatches,
  talentPoolMembers,
  talentPoolNotes,
  talentPools,
} from '../../db/schema/talent-pools'
import { accountInvitations } from '../../db/schema/team-invitations'
import { PASSWORD } from '../../test/identity'
import {
  createSequence,
  drain,
  enrolPeople,
  outboxTo,
  outreachWorld,
  seeker,
} from '../outreach/outreach-test-support'
import { call } from '../people/people-test-support'

/**
 * Deletion covers the tables added after decision 039 (its "Tables added later"): after it nothing identifies
 * the person, a queued outreach step sends nothing, and the recruiter's lists and counts no longer hold them.
 */
it('erases an outreach recipient, pool member, watched, invited affiliate, and nothing keeps acting', async () => {
  const w = await outreachWorld()
  const { t, recruiter } = w
  const victim = await seeker(w, 'Vera')
  const bystander = await seeker(w, 'Ben')
  const address = victim.email.toLowerCase()

  // Outreach: both enrolled; the first step is queued and due now, not run yet.
  const sequence = await createSequence(w)
  await enrolPeople(w, sequence.id, [victim, bystander])
  // A suppression of the victim's address (e.g. an earlier unsubscribe elsewhere) names them too.
  await t.db.insert(outreachSuppressions).values({ email: address, reason: 'unsubscribed' })

  // Talent pool: the victim is a member with a note about them; the victim wrote a note about the bystander.
  const [account] = await t.db.select().from(accounts).where(eq(accounts.ownerUserId, recruiter.id))
  const [pool] = await t.db
    .insert(talentPools)
    .values({ accountId: account!.id, name: 'Shortlist', createdByUserId: recruiter.id })
    .returning()
  const [victimMember, bystanderMember] = await t.db
    .insert(talentPoolMembers)
    .values([
      { poolId: pool!.id, userId: victim.id, stage: 'sourced', addedByUserId: recruiter.id },
      { poolId: pool!.id, userId: bystander.id, stage: 'contacted', addedByUserId: victim.id },
    ])
    .returning()
  await t.db.insert(talentPoolNotes).values([
    { memberId: victimMember!.id, authorUserId: recruiter.id, text: 'Vera is great' },
    { memberId: bystanderMember!.id, authorUserId: victim.id, text: 'Ben looks good' },
  ])
  await t.db.insert(candidateWatches).values([
    { userId: recruiter.id, candidateId: victim.id },
    { userId: victim.id, candidateId: bystander.id },
  ])

  // Invited to the recruiter's team; an affiliate with a code, a click, a referral and an unpaid commission.
  await t.db.insert(accountInvitations).values({
    accountId: account!.id,
    email: address,
    roles: ['Recruiter'],
    invitedByUserId: recruiter.id,
    tokenHash: `hash-${victim.id}`,
    expiresAt: new Date(w.clock.app.getTime() + 7 * 86_400_000),
  })
  await t.db.insert(affiliateCodes).values({ userId: victim.id, code: `VERA${Date.now()}` })
  await t.db.insert(affiliateClicks).values({ affiliateUserId: victim.id })
  await t.db
    .insert(affiliateReferrals)
    .values({ referredUserId: bystander.id, affiliateUserId: victim.id, code: 'VERA' })
  await t.db.insert(affiliateCommissions).values({
    affiliateUserId: victim.id,
    invoiceTotalCents: 10_000,
    amountCents: 2_000,
    currency: 'usd',
    earnedAt: w.clock.app,
    approveAfter: w.clock.app,
  })

  await t.db.insert(userReports).values({ reporterId: victim.id, reportedId: bystander.id, reason: 'spam' })

  // The export carries the victim's own code and commissions, and no note written about them.
  const exported = await call<AccountExport>(t.app, 'GET', '/api/account/export', victim.token)
  expect(exported.body.data.affiliate.code).toMatch(/^VERA/)
  expect(exported.body.data.affiliate.commissions).toHaveLength(1)
  expect(JSON.stringify(exported.body.data)).not.toContain('Vera is great')

  const res = await call(t.app, 'POST', '/api/account/deleteaccount', victim.token, { password: PASSWORD })
  expect(res.status).toBe(200)

  // The queued step runs and mails only the bystander.
  await drain(w.worker)
  expect(await outboxTo(w, victim)).toEqual([])
  expect(await outboxTo(w, bystander)).toHaveLength(1)

  // No row identifies them (the commission stays for the accounts, reversed, on the anonymous tombstone).
  const none = async (rows: Promise<unknown[]>) => expect(await rows).toEqual([])
  await none(
    t.db
      .select()
      .from(outreachEnrolments)
      .where(or(eq(outreachEnrolments.recipientUserId, victim.id), eq(outreachEnrolments.email, address))),
  )
  await none(t.db.select().from(outreachSuppressions).where(eq(outreachSuppressions.email, address)))
  await none(t.db.select().from(talentPoolMembers).where(eq(talentPoolMembers.userId, victim.id)))
  await none(t.db.select().from(talentPoolMembers).where(eq(talentPoolMembers.addedByUserId, victim.id)))
  await none(t.db.select().from(talentPoolNotes).where(eq(talentPoolNotes.authorUserId, victim.id)))
  await none(
    t.db
      .select()
      .from(candidateWatches)
      .where(or(eq(candidateWatches.userId, victim.id), eq(candidateWatches.candidateId, victim.id))),
  )
  await none(t.db.select().from(accountInvitations).where(eq(accountInvitations.email, address)))
  await none(t.db.select().from(affiliateCodes).where(eq(affiliateCodes.userId, victim.id)))
  await none(t.db.select().from(affiliateClicks).where(eq(affiliateClicks.affiliateUserId, victim.id)))
  await none(t.db.select().from(affiliateReferrals).where(eq(affiliateReferrals.affiliateUserId, victim.id)))
  await none(t.db.select().from(userReports).where(eq(userReports.reporterId, victim.id)))
  const commissions = await t.db
    .select()
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliateUserId, victim.id))
  expect(commissions.map((c) => c.status)).toEqual(['reversed'])
  const sends = await t.db.select().from(outreachSends)
  expect(sends).toHaveLength(1)
  const pendingJobs = await t.db.select().from(queueJobs).where(eq(queueJobs.status, 'queued'))
  expect(pendingJobs.filter((j) => JSON.stringify(j.payload).includes(victim.id))).toEqual([])

  // The recruiter's pool, counts and watch list hold only the bystander; their note stays, author unknown.
  const detail = await call<TalentPoolDetail>(t.app, 'GET', `/api/TalentPool/${pool!.id}`, recruiter.token)
  expect(detail.status).toBe(200)
  expect(detail.body.data.members.map((m) => m.person.id)).toEqual([bystander.id])
  expect(JSON.stringify(detail.body.data)).not.toContain('Vera')
  expect(JSON.stringify(detail.body.data)).toContain('Ben looks good')
  const list = await call<TalentPoolList>(
    t.app,
    'GET',
    `/api/TalentPool?accountId=${account!.id}`,
    recruiter.token,
  )
  expect(list.body.data.items.find((p) => p.id === pool!.id)?.memberCount).toBe(1)
  const watched = await call<WatchedCandidates>(t.app, 'GET', '/api/TalentPool/watched', recruiter.token)
  expect(JSON.stringify(watched.body.data)).not.toContain(victim.id)
})
