import { and, eq } from 'drizzle-orm'
import { Role } from '@/api/roles'
import { hashPassword } from '../modules/auth/passwords'
import { findUserByEmail, insertUserWithAccounts } from '../modules/auth/user-records'
import { accountMemberships, accounts } from '../db/schema/accounts'
import { SEED_REF_DATE, type Seeder } from './seeder'

/** The password of every known sample account (README). */
export const SAMPLE_PASSWORD = 'ReelHire!2026'

/** One verified account per role with a known password, plus one job seeker with two-factor on. */
export const SAMPLE_ACCOUNTS = [
  {
    email: 'jobseeker@reelhire.dev',
    role: Role.JobSeeker,
    firstName: 'Jordan',
    lastName: 'Seeker',
    twoFactor: null,
  },
  {
    email: 'recruiter@reelhire.dev',
    role: Role.Recruiter,
    firstName: 'Riley',
    lastName: 'Recruiter',
    twoFactor: null,
  },
  {
    email: 'employer@reelhire.dev',
    role: Role.Employer,
    firstName: 'Emery',
    lastName: 'Employer',
    twoFactor: null,
  },
  {
    email: 'affiliate@reelhire.dev',
    role: Role.Affiliate,
    firstName: 'Avery',
    lastName: 'Affiliate',
    twoFactor: null,
  },
  {
    email: 'admin@reelhire.dev',
    role: Role.Admin,
    firstName: 'Addison',
    lastName: 'Admin',
    twoFactor: 'email',
  },
  {
    email: 'superadmin@reelhire.dev',
    role: Role.SuperAdmin,
    firstName: 'Sam',
    lastName: 'Superadmin',
    twoFactor: 'email',
  },
  {
    email: 'twofactor@reelhire.dev',
    role: Role.JobSeeker,
    firstName: 'Taylor',
    lastName: 'Twofactor',
    twoFactor: 'email',
  },
] as const

export const identityAccountsSeeder: Seeder = {
  name: 'identity-accounts',
  version: 1,
  async run({ db, log }) {
    for (const sample of SAMPLE_ACCOUNTS) {
      if (await findUserByEmail(db, sample.email)) continue
      await insertUserWithAccounts(db, {
        ...sample,
        passwordHash: await hashPassword(SAMPLE_PASSWORD),
        emailVerifiedAt: SEED_REF_DATE,
        twoFactorMethod: sample.twoFactor,
        createdAt: SEED_REF_DATE,
        profile: { onboardingComplete: true },
      })
    }
    // The sample recruiter also works in the sample employer's company, so the account switcher shows.
    const employer = await findUserByEmail(db, 'employer@reelhire.dev')
    const recruiter = await findUserByEmail(db, 'recruiter@reelhire.dev')
    if (employer && recruiter) {
      const [company] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.ownerUserId, employer.id), eq(accounts.kind, 'company')))
      if (company) {
        await db
          .insert(accountMemberships)
          .values({ accountId: company.id, userId: recruiter.id, role: 'Recruiter' })
          .onConflictDoNothing()
      }
    }
    log.info(
      { accounts: SAMPLE_ACCOUNTS.map((a) => a.email) },
      `sample accounts ready (password ${SAMPLE_PASSWORD})`,
    )
  },
}
