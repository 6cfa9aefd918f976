import { and, eq, gt, isNull } from 'drizzle-orm'
import type {
  AcceptInvitationInput,
  AcceptInvitationResult,
  InvitationDetails,
} from '@/api/team/team-invitations'
import { ErrorCode } from '@/api/errors'
import { Role } from '@/api/roles'
import { INVITATION_TEXTS } from '@/api/team/team-texts'
import type { Db } from '../../db/client'
import { accountMemberships } from '../../db/schema/accounts'
import { accountInvitations, type AccountInvitationRow } from '../../db/schema/team-invitations'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { Viewer } from '../../core/policy'
import { hashPassword } from '../auth/passwords'
import { findUserByEmail, findUserById, insertUserWithAccounts } from '../auth/user-records'
import { invitationStatus } from './invitation-dto'
import { invitationTokenHash, looksLikeToken } from './invitation-tokens'
import { teamCompanyOf, userName } from './team-company'
import { memberRole } from './team-policy'
import { giveSeat } from './team-seat-holders'
import { lockAccount, memberCount, paidSeats } from './team-seats'

/** The invitation a link names, or the answer for a link that no longer works (decision 042). */
async function invitationOfToken(ctx: ServiceContext, db: Db, token: string): Promise<AccountInvitationRow> {
  const notValid = new AppError(ErrorCode.NOT_FOUND_ERROR, { message: INVITATION_TEXTS.notValid })
  if (!looksLikeToken(token)) throw notValid
  const [row] = await db
    .select()
    .from(accountInvitations)
    .where(eq(accountInvitations.tokenHash, invitationTokenHash(ctx, token)))
  if (!row) throw notValid
  switch (invitationStatus(row, ctx.now())) {
    case 'accepted':
      throw new AppError(ErrorCode.CONFLICT_ERROR, { message: INVITATION_TEXTS.used })
    case 'cancelled':
      throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: INVITATION_TEXTS.cancelled })
    case 'expired':
      throw new AppError(ErrorCode.CONFLICT_ERROR, { message: INVITATION_TEXTS.expired })
    case 'pending':
      return row
  }
}

/** GET /api/account/invitation/{token}: seed 2 §3 "Invitation details" for whoever holds the link. */
export async function invitationDetails(ctx: ServiceContext, token: string): Promise<InvitationDetails> {
  const row = await invitationOfToken(ctx, ctx.db, token)
  const company = await teamCompanyOf(ctx.db, row.accountId)
  return {
    companyName: company.name,
    companyLogoUrl: company.logoUrl,
    companyDescription: company.description,
    inviterName: await userName(ctx.db, row.invitedByUserId),
    invitedEmail: row.email,
    rolesToAssign: [...row.roles],
    personalMessage: row.personalMessage,
    userExists: (await findUserByEmail(ctx.db, row.email)) !== undefined,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }
}

/**
 * Joins the team inside the caller's transaction: the account lock first (decision 042), then the single-use
 * claim (a conditional update, so a second use finds nothing), then the seat — members + 1 ≤ paid seats; a
 * refusal rolls the claim back. The membership role is the invitation's, never anything the request sent.
 */
async function joinTeam(
  ctx: ServiceContext,
  tx: Db,
  row: AccountInvitationRow,
  userId: string,
  company: string,
) {
  const now = ctx.now()
  await lockAccount(tx, row.accountId)
  if ((await memberRole(tx, row.accountId, userId)) !== null) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: INVITATION_TEXTS.alreadyMember(company) })
  }
  const [claimed] = await tx
    .update(accountInvitations)
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where(
      and(
        eq(accountInvitations.id, row.id),
        isNull(accountInvitations.acceptedAt),
        isNull(accountInvitations.revokedAt),
        gt(accountInvitations.expiresAt, now),
      ),
    )
    .returning()
  if (!claimed) throw new AppError(ErrorCode.CONFLICT_ERROR, { message: INVITATION_TEXTS.used })
  const [members, paid] = await Promise.all([
    memberCount(tx, row.accountId),
    paidSeats(tx, row.accountId, now),
  ])
  if (members + 1 > paid) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: INVITATION_TEXTS.noSeatLeft(company) })
  }
  const role = claimed.roles[0] ?? 'Member'
  await tx.insert(accountMemberships).values({ accountId: row.accountId, userId, role })
  await giveSeat(tx, row.accountId, userId, now)
}

const acceptPath = (token: string) => `/accept-invitation?${new URLSearchParams({ id: token }).toString()}`

/**
 * POST /api/account/accept-invitation/{token}. Signed in: only as the invited address (decision 042: a
 * mismatch is refused). Signed out: an existing user is sent to sign in and come back; a new one may
 * register through the invitation (their address is proven by the mailed link, so it starts confirmed).
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  viewer: Viewer,
  token: string,
  input: AcceptInvitationInput,
): Promise<AcceptInvitationResult> {
  const row = await invitationOfToken(ctx, ctx.db, token)
  const company = (await teamCompanyOf(ctx.db, row.accountId)).name
  if (viewer) {
    const user = await findUserById(ctx.db, viewer.userId)
    if (!user) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
    if (user.email.toLowerCase() !== row.email) {
      throw new AppError(ErrorCode.AUTHORIZATION_ERROR, {
        message: INVITATION_TEXTS.wrongEmail(row.email, user.email),
      })
    }
    await ctx.db.transaction((tx) => joinTeam(ctx, tx, row, user.id, company))
    return {
      success: true,
      companyName: company,
      redirectUrl: '/dashboard',
      requiredRegistration: false,
      message: INVITATION_TEXTS.welcome(company),
    }
  }
  if (await findUserByEmail(ctx.db, row.email)) {
    const login = `/login?${new URLSearchParams({ redirect: acceptPath(token), message: INVITATION_TEXTS.logInToAccept }).toString()}`
    return {
      success: false,
      companyName: company,
      redirectUrl: login,
      requiredRegistration: false,
      message: INVITATION_TEXTS.logInToAccept,
    }
  }
  if (!input.registration) {
    return {
      success: false,
      companyName: company,
      redirectUrl: null,
      requiredRegistration: true,
      message: INVITATION_TEXTS.createAccountToAccept,
    }
  }
  const registration = input.registration
  const passwordHash = await hashPassword(registration.password)
  const role = row.roles[0] === 'Employer' ? Role.Employer : Role.Recruiter
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now()
    const user = await insertUserWithAccounts(tx, {
      email: row.email,
      passwordHash,
      firstName: registration.firstName,
      lastName: registration.lastName,
      role,
      emailVerifiedAt: now,
      createdAt: now,
      profile: { onboardingComplete: true },
    })
    await joinTeam(ctx, tx, row, user.id, company)
    // Their first sign-in starts in the team they joined.
    await tx.update(users).set({ lastAccountId: row.accountId }).where(eq(users.id, user.id))
  })
  const message = INVITATION_TEXTS.registered(company)
  return {
    success: true,
    companyName: company,
    redirectUrl: `/login?${new URLSearchParams({ redirect: '/dashboard', message }).toString()}`,
    requiredRegistration: false,
    message,
  }
}
