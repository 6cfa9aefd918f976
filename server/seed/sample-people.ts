import { Role } from '@/api/roles'
import { UNUSABLE_PASSWORD_HASH } from '../modules/auth/passwords'
import { insertUserWithAccounts } from '../modules/auth/user-records'
import { users } from '../db/schema/users'
import { personTexts } from './person-texts'
import { rewritePeopleTexts } from './rewrite-sample-texts'
import { SAMPLE_PEOPLE_EMAIL_DOMAIN } from './sample-identities'
import { SEED_REF_DATE, type Seeder } from './seeder'

export const SAMPLE_JOB_SEEKERS = 300
export const SAMPLE_RECRUITERS = 80

/**
 * A few hundred realistic people for discovery, search and benchmarks (later issues). They are verified
 * and public but cannot sign in (unusable password hash): hashing 380 argon2 passwords would make every
 * first start ~20 s slower, and nobody needs their passwords.
 */
export const samplePeopleSeeder: Seeder = {
  name: 'sample-people',
  version: 2,
  async run({ db, log }, { faker, previousVersion }) {
    if (previousVersion !== null && previousVersion < 2) {
      // Version 1's people keep their ids and names; their profile texts are rewritten in place.
      log.info({ people: await rewritePeopleTexts(db) }, 'sample people rewritten in place')
      return
    }
    const existing = new Set((await db.select({ id: users.id }).from(users)).map((row) => row.id))
    const total = SAMPLE_JOB_SEEKERS + SAMPLE_RECRUITERS
    for (let i = 0; i < total; i++) {
      const recruiter = i >= SAMPLE_JOB_SEEKERS
      // Drawn in a fixed order every run, skipped or not, so the data never shifts.
      const id = faker.string.uuid()
      const firstName = faker.person.firstName()
      const lastName = faker.person.lastName()
      const createdAt = faker.date.past({ years: 2, refDate: SEED_REF_DATE })
      const profile = {
        ...personTexts(id, recruiter),
        openToWork: !recruiter && faker.datatype.boolean({ probability: 0.6 }),
        openToRemote: faker.datatype.boolean({ probability: 0.5 }),
        onboardingComplete: true,
      }
      if (existing.has(id)) continue
      await insertUserWithAccounts(db, {
        id,
        email: `${firstName}.${lastName}.${i}${SAMPLE_PEOPLE_EMAIL_DOMAIN}`
          .toLowerCase()
          .replace(/[^a-z0-9.@-]/g, ''),
        passwordHash: UNUSABLE_PASSWORD_HASH,
        firstName,
        lastName,
        role: recruiter ? Role.Recruiter : Role.JobSeeker,
        emailVerifiedAt: createdAt,
        createdAt,
        profile,
      })
    }
  },
}
