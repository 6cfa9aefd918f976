import { and, asc, eq, like, not } from 'drizzle-orm'
import { Role, roleToCode } from '@/api/roles'
import type { TalentPoolStage } from '@/api/talent-pools/talent-pool-fields'
import type { Db } from '../db/client'
import { accounts } from '../db/schema/accounts'
import { candidateWatches, talentPoolMembers, talentPoolNotes, talentPools } from '../db/schema/talent-pools'
import { users } from '../db/schema/users'
import { findUserByEmail } from '../modules/auth/user-records'
import { ACCENTED_PEOPLE_EMAIL_DOMAIN } from './connections'
import { SAMPLE_EMPLOYER_EMAIL, SAMPLE_PEOPLE_EMAILS } from './sample-identities'
import type { Seeder } from './seeder'

const RECRUITER_EMAIL = 'recruiter@reelhire.dev'
const DAY = 24 * 60 * 60_000

/** A member: an accented person (by index in ACCENTED_PEOPLE) or the n-th sample job seeker (by email order). */
type Who = { accented: number } | { sample: number }
type SampleMember = { who: Who; stage: TalentPoolStage; daysAgo: number; notes?: readonly string[] }

/**
 * The sample recruiter's pools (issue 15): one in the sample employer's company, which the recruiter works in
 * too (so both see it), and one in the recruiter's own account — members at every stage, with notes. Renée
 * Østergaard (accented 4) is left out on purpose: the end-to-end story adds her.
 */
const SAMPLE_POOLS: readonly {
  account: 'company' | 'personal'
  name: string
  description: string
  members: readonly SampleMember[]
}[] = [
  {
    account: 'company',
    name: 'Data engineering shortlist',
    description: 'Senior data engineers for the Madrid platform team, remote within the EU.',
    members: [
      {
        who: { accented: 0 },
        stage: 'interview',
        daysAgo: 2,
        notes: [
          'Strong SQL and Spark; led a warehouse migration.',
          'Technical interview booked for Thursday.',
        ],
      },
      { who: { accented: 5 }, stage: 'screening', daysAgo: 4, notes: ['Available from March.'] },
      { who: { sample: 0 }, stage: 'contacted', daysAgo: 6 },
      { who: { sample: 1 }, stage: 'sourced', daysAgo: 8 },
      { who: { sample: 2 }, stage: 'offer', daysAgo: 1, notes: ['Offer sent; answer expected next week.'] },
      { who: { sample: 3 }, stage: 'placed', daysAgo: 20, notes: ['Started on the 1st. 🎉'] },
    ],
  },
  {
    account: 'personal',
    name: 'Frontend talent, EMEA',
    description: 'React and TypeScript people open to new roles.',
    members: [
      { who: { accented: 1 }, stage: 'contacted', daysAgo: 3, notes: ['Replied: open to hybrid in Berlin.'] },
      { who: { sample: 4 }, stage: 'sourced', daysAgo: 5 },
      { who: { sample: 5 }, stage: 'sourced', daysAgo: 5 },
      { who: { sample: 6 }, stage: 'screening', daysAgo: 9 },
    ],
  },
]

/** Whom the sample recruiter tracks (their dashboard's "Tracked candidates"). */
const TRACKED: readonly Who[] = [{ accented: 0 }, { accented: 3 }, { sample: 2 }]

async function peopleOf(db: Db) {
  const accented = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email, `accent.%${ACCENTED_PEOPLE_EMAIL_DOMAIN}`))
  const byIndex = new Map(
    accented.map((row) => [Number(row.email.slice('accent.'.length).split('@')[0]), row.id]),
  )
  const samples = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        like(users.email, SAMPLE_PEOPLE_EMAILS),
        eq(users.roleCode, roleToCode(Role.JobSeeker)),
        not(users.isDemo),
      ),
    )
    .orderBy(asc(users.email))
    .limit(10)
  return (who: Who) => ('accented' in who ? byIndex.get(who.accented) : samples[who.sample]?.id)
}

/**
 * Talent pools for the sample recruiter (issue 15), written straight to the tables like the other seeders. A
 * pool that already exists by name in its account is left as it is, so a rerun never doubles anything.
 */
export const talentPoolsSeeder: Seeder = {
  name: 'sample-talent-pools',
  version: 1,
  async run({ db, now }, { faker }) {
    const recruiter = await findUserByEmail(db, RECRUITER_EMAIL)
    const employer = await findUserByEmail(db, SAMPLE_EMPLOYER_EMAIL)
    if (!recruiter) return
    const ownedAccount = async (ownerId: string, kind: 'company' | 'personal') =>
      (
        await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.ownerUserId, ownerId), eq(accounts.kind, kind)))
      )[0]?.id
    const accountIds = {
      company: employer ? await ownedAccount(employer.id, 'company') : undefined,
      personal: await ownedAccount(recruiter.id, 'personal'),
    }
    const personId = await peopleOf(db)
    const end = now().getTime()

    for (const sample of SAMPLE_POOLS) {
      const accountId = accountIds[sample.account]
      if (!accountId) continue
      const created = new Date(end - 30 * DAY)
      const [pool] = await db
        .insert(talentPools)
        .values({
          id: faker.string.uuid(),
          accountId,
          name: sample.name,
          description: sample.description,
          createdByUserId: recruiter.id,
          createdAt: created,
          updatedAt: created,
        })
        .onConflictDoNothing()
        .returning()
      if (!pool) continue
      for (const member of sample.members) {
        const userId = personId(member.who)
        if (!userId) continue
        const at = new Date(end - member.daysAgo * DAY)
        const [row] = await db
          .insert(talentPoolMembers)
          .values({
            id: faker.string.uuid(),
            poolId: pool.id,
            userId,
            stage: member.stage,
            addedByUserId: recruiter.id,
            createdAt: new Date(at.getTime() - 3 * DAY),
            stageChangedAt: at,
          })
          .onConflictDoNothing()
          .returning()
        if (!row || !member.notes) continue
        await db.insert(talentPoolNotes).values(
          member.notes.map((text, i) => ({
            id: faker.string.uuid(),
            memberId: row.id,
            authorUserId: recruiter.id,
            text,
            createdAt: new Date(at.getTime() - (member.notes!.length - i) * 60 * 60_000),
          })),
        )
      }
    }
    for (const [i, who] of TRACKED.entries()) {
      const candidateId = personId(who)
      if (!candidateId) continue
      await db
        .insert(candidateWatches)
        .values({ userId: recruiter.id, candidateId, createdAt: new Date(end - (i + 1) * DAY) })
        .onConflictDoNothing()
    }
  },
}
