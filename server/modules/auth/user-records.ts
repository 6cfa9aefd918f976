import { isUuid } from '../../core/uuid'
import { eq, like } from 'drizzle-orm'
import { parseRole, Role, roleToCode } from '@/api/roles'
import type { Db } from '../../db/client'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { users, type UserRow } from '../../db/schema/users'
import { firstFreeSlug, slugify } from '../../core/slug'

export type NewUser = {
  email: string
  passwordHash: string
  firstName: string
  lastName: string
  role: Role
  referralCode?: string | null | undefined
  emailVerifiedAt?: Date | null
  twoFactorMethod?: 'email' | 'totp' | null
  isDemo?: boolean
  id?: string
  createdAt?: Date
  profile?: Partial<
    Pick<
      UserRow,
      | 'headline'
      | 'summary'
      | 'location'
      | 'currentRole'
      | 'currentCompany'
      | 'skills'
      | 'openToWork'
      | 'openToRemote'
      | 'onboardingComplete'
      | 'avatar'
      | 'website'
      | 'linkedIn'
      | 'github'
    >
  >
}

export const roleOf = (user: Pick<UserRow, 'roleCode'>): Role => parseRole(user.roleCode)
export const isAdminRole = (role: Role) => role === Role.Admin || role === Role.SuperAdmin
export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim()

export const personalAccountName = fullName
export const companyAccountName = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${fullName(user)}'s company`

/**
 * Inserts a user with their personal account (and, for an employer, a company account they own), all on
 * `db` — pass a transaction so the three rows land together.
 */
export async function insertUserWithAccounts(db: Db, input: NewUser): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      ...(input.id ? { id: input.id } : {}),
      email: input.email,
      slug: await uniqueSlug(db, input.firstName, input.lastName),
      passwordHash: input.passwordHash,
      roleCode: roleToCode(input.role),
      firstName: input.firstName,
      lastName: input.lastName,
      referralCode: input.referralCode ?? null,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
      twoFactorMethod: input.twoFactorMethod ?? null,
      isDemo: input.isDemo ?? false,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
      ...input.profile,
    })
    .returning()
  if (!user) throw new Error('user insert returned no row')
  await createAccount(db, user, 'personal', personalAccountName(user))
  if (input.role === Role.Employer) await createAccount(db, user, 'company', companyAccountName(user))
  return user
}

export async function createAccount(db: Db, owner: UserRow, kind: 'personal' | 'company', name: string) {
  const [account] = await db.insert(accounts).values({ name, kind, ownerUserId: owner.id }).returning()
  if (!account) throw new Error('account insert returned no row')
  await db.insert(accountMemberships).values({ accountId: account.id, userId: owner.id, role: 'Admin' })
  return account
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return user
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined
  const [user] = await db.select().from(users).where(eq(users.id, id))
  return user
}

/** 'Ada Lovelace' → 'ada-lovelace', then 'ada-lovelace-2', 'ada-lovelace-3'… for the next ones. */
async function uniqueSlug(db: Db, firstName: string, lastName: string): Promise<string> {
  const base = slugify(`${firstName} ${lastName}`, { fallback: 'member', keepDashAfterCut: true })
  const rows = await db
    .select({ slug: users.slug })
    .from(users)
    .where(like(users.slug, `${base}%`))
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)))
}
