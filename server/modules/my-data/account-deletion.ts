import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { MY_DATA_TEXTS, type DeleteAccountInput, type DeleteAccountResult } from '@/api/my-data'
import type { Db } from '../../db/client'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { aiChatMessages, aiTaskProposals, aiUsageMonths } from '../../db/schema/ai-assistant'
import { applications } from '../../db/schema/applications'
import { invoices, subscriptionMembers } from '../../db/schema/billing'
import { carts } from '../../db/schema/carts'
import { companies, companyFollows } from '../../db/schema/companies'
import { connections, userBlocks } from '../../db/schema/connections'
import { contactMessages } from '../../db/schema/contact-messages'
import { personFollows, profileViews } from '../../db/schema/person-follows'
import { emailTokens } from '../../db/schema/email-tokens'
import { storedFiles } from '../../db/schema/files'
import { jobAlerts } from '../../db/schema/job-alerts'
import { jobs, jobSaves } from '../../db/schema/jobs'
import { mailOutbox } from '../../db/schema/mail-outbox'
import { messagingCursors, messagingEvents } from '../../db/schema/messaging'
import { videoUploads } from '../../db/schema/resume-media'
import { resumes, resumeWatches } from '../../db/schema/resumes'
import { refreshTokens, sessions } from '../../db/schema/sessions'
import { tasks } from '../../db/schema/tasks'
import { twoFactorChallenges } from '../../db/schema/two-factor-challenges'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { AuthContext } from '../../core/auth-context'
import type { ServiceContext } from '../../core/service-context'
import { CURRENT_PASSWORD_WRONG } from '../auth/password-change'
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from '../auth/passwords'
import { consumeTwoFactorCode, startTwoFactorChallenge } from '../auth/two-factor-challenge'
import { findUserById } from '../auth/user-records'
import { removeBytes } from '../files/file-store'
import { deletionBlockers, ownedAccountsOf } from './deletion-rules'
import { eraseWorkData } from './erase-work-data'
import { eraseNotificationData } from '../notifications/notification-my-data'

/**
 * POST /api/account/deleteaccount (decision 039). Re-authentication first: the password, and when
 * two-factor is on a code (the first call answers a challenge, as sign-in does). Then, in one transaction,
 * the user's own things are erased and the user row becomes a tombstone — "Deleted user", no email, no
 * password, unverified (so it is nobody in every public call) — that keeps other people's data whole:
 * their conversations still show the messages the user sent, from "Deleted user". Every session is revoked
 * with the reason `account-deleted`, which other open tabs hear as ACCOUNT_DELETED and sign out.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  auth: AuthContext,
  input: DeleteAccountInput,
): Promise<DeleteAccountResult> {
  const user = await findUserById(ctx.db, auth.userId)
  if (!user) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  // A wrong password is a 400 (a 401 would sign the client out), and changes nothing.
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: CURRENT_PASSWORD_WRONG,
      details: { issues: [{ path: 'password', message: CURRENT_PASSWORD_WRONG }] },
    })
  }
  if (user.twoFactorMethod) {
    if (!input.tempAuthToken || !input.verificationCode) return startTwoFactorChallenge(ctx, user, false)
    const proved = await consumeTwoFactorCode(ctx, {
      tempAuthToken: input.tempAuthToken,
      verificationCode: input.verificationCode,
    })
    if (proved.user.id !== user.id) throw new AppError(ErrorCode.AUTHORIZATION_ERROR)
  }
  const blockers = await deletionBlockers(ctx.db, user.id, ctx.now())
  if (blockers.length > 0) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: MY_DATA_TEXTS.blocked, details: { blockers } })
  }
  const fileKeys = await ctx.db.transaction(async (tx) => {
    // Checked again under the owner's lock: a member who joined meanwhile stops it.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update')
    if ((await deletionBlockers(tx, user.id, ctx.now())).length > 0) {
      throw new AppError(ErrorCode.CONFLICT_ERROR, { message: MY_DATA_TEXTS.blocked })
    }
    return eraseUser(tx, user.id, user.email, ctx.now())
  })
  // The files' bytes go after the commit: a failed transaction must not have lost them.
  for (const key of fileKeys) {
    await removeBytes(ctx.settings.DATA_DIR, key).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'deleted account: an uploaded file could not be removed'),
    )
  }
  ctx.log.info({ userId: user.id }, 'account deleted')
  return { deleted: true }
}

async function eraseUser(tx: Db, userId: string, email: string, now: Date): Promise<string[]> {
  const owned = (await ownedAccountsOf(tx, userId)).map((a) => a.id)
  const inOwned = (column: typeof jobs.accountId | typeof companies.accountId) =>
    owned.length ? inArray(column, owned) : sql`false`

  // What the user published: jobs and companies of accounts that go with them, or of no account.
  await tx
    .delete(jobs)
    .where(or(inOwned(jobs.accountId), and(isNull(jobs.accountId), eq(jobs.createdBy, userId))))
  await tx
    .delete(companies)
    .where(
      or(inOwned(companies.accountId), and(isNull(companies.accountId), eq(companies.ownerUserId, userId))),
    )

  // Their own things. Resume media files are queued for removal by the database (blob_deletions).
  await tx.delete(applications).where(eq(applications.applicantUserId, userId))
  await tx.delete(resumeWatches).where(eq(resumeWatches.userId, userId))
  await tx.delete(videoUploads).where(eq(videoUploads.userId, userId))
  await tx.delete(resumes).where(eq(resumes.userId, userId))
  const files = await tx
    .delete(storedFiles)
    .where(eq(storedFiles.ownerUserId, userId))
    .returning({ storageKey: storedFiles.storageKey })
  await tx.delete(jobSaves).where(eq(jobSaves.userId, userId))
  await tx.delete(companyFollows).where(eq(companyFollows.userId, userId))
  await tx
    .delete(connections)
    .where(or(eq(connections.requesterId, userId), eq(connections.addresseeId, userId)))
  await tx.delete(userBlocks).where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)))
  await tx
    .delete(personFollows)
    .where(or(eq(personFollows.followerId, userId), eq(personFollows.followedId, userId)))
  await tx
    .delete(profileViews)
    .where(or(eq(profileViews.viewerId, userId), eq(profileViews.viewedId, userId)))
  await tx.delete(tasks).where(eq(tasks.userId, userId))
  await tx.delete(jobAlerts).where(eq(jobAlerts.userId, userId))
  await tx.delete(aiUsageMonths).where(eq(aiUsageMonths.userId, userId))
  await tx.delete(aiChatMessages).where(eq(aiChatMessages.userId, userId))
  await tx.delete(aiTaskProposals).where(eq(aiTaskProposals.userId, userId))
  await tx.delete(carts).where(eq(carts.userId, userId))
  await tx.delete(emailTokens).where(eq(emailTokens.userId, userId))
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId))
  await tx.delete(messagingEvents).where(eq(messagingEvents.userId, userId))
  await tx.delete(messagingCursors).where(eq(messagingCursors.userId, userId))
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, email))
  // What they wrote to us through the contact form, under the address as they typed it.
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`)
  await tx.delete(subscriptionMembers).where(eq(subscriptionMembers.userId, userId))
  await eraseWorkData(tx, userId, email, now)
  await eraseNotificationData(tx, userId)

  // Invoices stay, as the law requires, but no longer name or point at anyone.
  if (owned.length) {
    await tx
      .update(invoices)
      .set({ accountId: null, billedTo: 'Deleted account' })
      .where(inArray(invoices.accountId, owned))
  }
  await tx.delete(accountMemberships).where(eq(accountMemberships.userId, userId))
  if (owned.length) await tx.delete(accounts).where(inArray(accounts.id, owned))

  // Sessions: revoked (not deleted), so another open tab hears ACCOUNT_DELETED; refresh tokens go.
  const userSessions = tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))
  await tx.delete(refreshTokens).where(inArray(refreshTokens.sessionId, userSessions))
  await tx
    .update(sessions)
    .set({
      revokedAt: now,
      revokedReason: 'account-deleted',
      accountId: null,
      userAgent: null,
      ipAddress: null,
    })
    .where(eq(sessions.userId, userId))

  // The tombstone: the row other people's messages point at. No way to sign in, no public page.
  await tx
    .update(users)
    .set({
      slug: `deleted-${userId}`,
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      firstName: 'Deleted',
      lastName: 'user',
      avatar: null,
      headline: null,
      summary: null,
      location: null,
      website: null,
      linkedIn: null,
      github: null,
      phone: null,
      currentRole: null,
      currentCompany: null,
      skills: [],
      openToWork: false,
      openToRemote: false,
      isPremium: false,
      referralCode: null,
      emailVerifiedAt: null,
      verificationSentAt: null,
      twoFactorMethod: null,
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      lastAccountId: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
  return files.map((f) => f.storageKey)
}
