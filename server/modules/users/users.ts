import { and, eq, isNotNull } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { Role, roleToCode } from '@/api/roles'
import type { PublicUser, User } from '@/api/users'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema/accounts'
import { users, type UserRow } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import { companyAccountName, createAccount, fullName, isAdminRole, roleOf } from '../auth/user-records'
import { isUuid } from '../../core/uuid'
import type { ServiceContext } from '../../core/service-context'

/**
 * The row → the signed-in user's DTO (spec: entities, "User"): id, slug, email, userName, role, flags,
 * dates and the profile data block. Rows never leave the server as they are.
 */
export function toUser(row: UserRow): User {
  const verified = row.emailVerifiedAt !== null
  return {
    id: row.id,
    slug: row.slug,
    email: row.email,
    userName: row.email,
    name: fullName(row),
    role: roleOf(row),
    isPremium: row.isPremium,
    isDemo: row.isDemo,
    isEmailVerified: verified,
    emailConfirmed: verified,
    twoFactorEnabled: row.twoFactorMethod !== null,
    onboardingComplete: row.onboardingComplete,
    skills: row.skills,
    openToWork: row.openToWork,
    openToRemote: row.openToRemote,
    referralCode: row.referralCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    data: {
      firstName: row.firstName,
      lastName: row.lastName,
      avatar: row.avatar,
      headline: row.headline,
      summary: row.summary,
      location: row.location,
      website: row.website,
      linkedIn: row.linkedIn,
      github: row.github,
      phone: row.phone,
      currentRole: row.currentRole,
      currentCompany: row.currentCompany,
    },
  }
}

/** Public fields only: no email, phone, referral code or account flags. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    slug: row.slug,
    name: fullName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    headline: row.headline,
    summary: row.summary,
    location: row.location,
    website: row.website,
    linkedIn: row.linkedIn,
    github: row.github,
    currentRole: row.currentRole,
    currentCompany: row.currentCompany,
    role: roleOf(row),
    isPremium: row.isPremium,
    skills: row.skills,
    openToWork: row.openToWork,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function getMe(db: Db, userId: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  return toUser(row)
}

type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'summary'
    | 'location'
    | 'website'
    | 'phone'
    | 'currentRole'
    | 'currentCompany'
    | 'headline'
    | 'skills'
    | 'openToWork'
    | 'openToRemote'
    | 'onboardingComplete'
  >
>

/** Applies validated changes; empty strings clear optional text fields. */
export async function updateMe(ctx: ServiceContext, userId: string, changes: ProfileChanges): Promise<User> {
  const { db } = ctx
  const now = ctx.now()
  const values: Record<string, unknown> = { updatedAt: now }
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue
    values[key] = value === '' && key !== 'firstName' && key !== 'lastName' ? null : value
  }
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning()
  if (!row) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  return toUser(row)
}

/**
 * Persona selection: JobSeeker, Recruiter or Employer (the schema allows no other). Admins keep their
 * role (a click must not lock them out); a new employer gets the company account employers own.
 */
export async function updateMyRole(ctx: ServiceContext, userId: string, role: Role): Promise<User> {
  const { db } = ctx
  const now = ctx.now()
  const [current] = await db.select().from(users).where(eq(users.id, userId))
  if (!current) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  if (isAdminRole(roleOf(current))) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, {
      message: 'Administrators change their persona in the dashboard, not their role.',
    })
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ roleCode: roleToCode(role), updatedAt: now })
      .where(eq(users.id, userId))
      .returning()
    if (!row) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
    if (role === Role.Employer) {
      const owned = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.ownerUserId, userId), eq(accounts.kind, 'company')))
      if (owned.length === 0) await createAccount(tx, row, 'company', companyAccountName(row))
    }
    return toUser(row)
  })
}

/** GET /api/Users/{id}: by UUID or slug; unverified accounts are not public (no fake profiles). */
export async function getPublicUser(db: Db, idOrSlug: string): Promise<PublicUser> {
  const match = isUuid(idOrSlug) ? eq(users.id, idOrSlug) : eq(users.slug, idOrSlug.toLowerCase())
  const [row] = await db
    .select()
    .from(users)
    .where(and(match, isNotNull(users.emailVerifiedAt)))
  if (!row) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'This profile does not exist.' })
  return toPublicUser(row)
}
