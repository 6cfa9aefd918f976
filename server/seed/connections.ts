import { and, eq, like } from 'drizzle-orm'
import { Role } from '@/api/roles'
import type { Db } from '../db/client'
import { connections } from '../db/schema/connections'
import { users } from '../db/schema/users'
import { UNUSABLE_PASSWORD_HASH } from '../modules/auth/passwords'
import { findUserByEmail, insertUserWithAccounts } from '../modules/auth/user-records'
import { personTexts } from './person-texts'
import { SAMPLE_PEOPLE_EMAILS } from './sample-identities'
import { SEED_REF_DATE, type Seeder } from './seeder'

/**
 * People whose names carry accents, so search ("jose" finds "José") has something to find. Verified and
 * unable to sign in like the sample people, under their own domain so the sample people's count stays.
 */
export const ACCENTED_PEOPLE_EMAIL_DOMAIN = '@people.reelhire.dev'

export const ACCENTED_PEOPLE = [
  { firstName: 'José', lastName: 'Álvarez', recruiter: false },
  { firstName: 'Zoë', lastName: 'Müller', recruiter: false },
  { firstName: 'François', lastName: 'Lefèvre', recruiter: true },
  { firstName: 'Łukasz', lastName: 'Wójcik', recruiter: false },
  { firstName: 'Renée', lastName: 'Østergaard', recruiter: false },
  { firstName: 'Iñaki', lastName: 'Peña', recruiter: false },
] as const

/** Accepted connections drawn at random among the sample people. */
export const SAMPLE_CONNECTIONS = 400
/** Who the sample job seeker has, among the accented people, by index in ACCENTED_PEOPLE. */
const JOB_SEEKER_LINKS: readonly { index: number; state: 'accepted' | 'received' | 'sent' }[] = [
  { index: 0, state: 'received' },
  { index: 1, state: 'received' },
  { index: 2, state: 'accepted' },
  { index: 3, state: 'accepted' },
  { index: 4, state: 'sent' },
]

type Pair = { requesterId: string; addresseeId: string; accepted: boolean; at: Date }

async function insertPair(db: Db, pair: Pair) {
  // One row per unordered pair (connections_pair_idx): a pair drawn twice is skipped, never doubled.
  await db
    .insert(connections)
    .values({
      requesterId: pair.requesterId,
      addresseeId: pair.addresseeId,
      status: pair.accepted ? 'accepted' : 'pending',
      createdAt: pair.at,
      acceptedAt: pair.accepted ? pair.at : null,
    })
    .onConflictDoNothing()
}

/**
 * Connections among the seeded people (issue 15): the accented people, a network among the sample people,
 * and for the sample job seeker two requests waiting for an answer, one sent, and two accepted — so
 * /people shows every card state when signing in as jobseeker@reelhire.dev.
 */
export const connectionsSeeder: Seeder = {
  name: 'connections',
  version: 1,
  async run({ db }, { faker }) {
    const accented: string[] = []
    for (const [i, sample] of ACCENTED_PEOPLE.entries()) {
      const id = faker.string.uuid()
      const email = `accent.${i}${ACCENTED_PEOPLE_EMAIL_DOMAIN}`
      const existing = await findUserByEmail(db, email)
      if (existing) {
        accented.push(existing.id)
        continue
      }
      const row = await insertUserWithAccounts(db, {
        id,
        email,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        firstName: sample.firstName,
        lastName: sample.lastName,
        role: sample.recruiter ? Role.Recruiter : Role.JobSeeker,
        emailVerifiedAt: SEED_REF_DATE,
        createdAt: SEED_REF_DATE,
        profile: { ...personTexts(id, sample.recruiter), onboardingComplete: true },
      })
      accented.push(row.id)
    }

    const samples = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(like(users.email, SAMPLE_PEOPLE_EMAILS), eq(users.isDemo, false)))
        .orderBy(users.id)
    )
      .map((row) => row.id)
      .concat(accented)
    for (let i = 0; i < SAMPLE_CONNECTIONS && samples.length > 1; i++) {
      const [a, b] = faker.helpers.arrayElements(samples, 2)
      const at = faker.date.past({ years: 1, refDate: SEED_REF_DATE })
      await insertPair(db, { requesterId: a!, addresseeId: b!, accepted: faker.datatype.boolean(0.85), at })
    }

    const jobSeeker = await findUserByEmail(db, 'jobseeker@reelhire.dev')
    if (jobSeeker) {
      for (const link of JOB_SEEKER_LINKS) {
        const other = accented[link.index]!
        const sent = link.state === 'sent'
        await insertPair(db, {
          requesterId: sent ? jobSeeker.id : other,
          addresseeId: sent ? other : jobSeeker.id,
          accepted: link.state === 'accepted',
          at: SEED_REF_DATE,
        })
      }
    }
    const recruiter = await findUserByEmail(db, 'recruiter@reelhire.dev')
    if (recruiter) {
      for (const other of faker.helpers.arrayElements(samples, 3)) {
        await insertPair(db, {
          requesterId: recruiter.id,
          addresseeId: other,
          accepted: true,
          at: SEED_REF_DATE,
        })
      }
    }
  },
}
