import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { ADMIN_USER_TEXTS, type AdminUserDetail } from '@/api/administration/admin-users'
import { ErrorCode } from '@/api/errors'
import { roleToCode, type Role } from '@/api/roles'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { users } from '../../db/schema/users'
import { resendVerification } from '../auth/email-verification'
import { revokeUserSessions } from '../auth/sessions'
import { roleOf } from '../auth/user-records'
import { assertMayActOnUser, type UserAdminAction } from './administration-policy'
import { getAdminUser, loadUser } from './admin-users'
import { recordAdminAction, type AdminActor } from './audit-log'

type Acting = { viewer: SignedInViewer; actor: AdminActor }

async function targetFor(ctx: ServiceContext, acting: Acting, action: UserAdminAction, id: string) {
  const row = await loadUser(ctx.db, id)
  assertMayActOnUser(acting.viewer, action, { id: row.id, role: roleOf(row) })
  return row
}

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT_ERROR, { message })

/**
 * POST /api/admin/users/{id}/suspend: the user is marked suspended and every session of theirs is revoked in
 * one transaction, so their next request hears ACCOUNT_SUSPENDED, their refresh token is dead and sign-in is
 * refused until an admin restores them.
 */
export async function suspendUser(
  ctx: ServiceContext,
  acting: Acting,
  id: string,
  reason: string,
): Promise<AdminUserDetail> {
  const row = await targetFor(ctx, acting, 'suspend', id)
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ suspendedAt: now, updatedAt: now })
      .where(and(eq(users.id, row.id), isNull(users.suspendedAt)))
      .returning({ id: users.id })
    if (changed.length === 0) throw conflict(ADMIN_USER_TEXTS.alreadySuspended)
    const sessionsEnded = await revokeUserSessions({ ...ctx, db: tx }, row.id, 'suspended')
    await recordAdminAction(
      tx,
      acting.actor,
      'user.suspend',
      { kind: 'user', id: row.id },
      {
        email: row.email,
        reason,
        sessionsEnded,
      },
      now,
    )
  })
  return getAdminUser(ctx.db, row.id, ctx.now())
}

/** POST /api/admin/users/{id}/restore: may sign in again (their old sessions stay ended). */
export async function restoreUser(ctx: ServiceContext, acting: Acting, id: string): Promise<AdminUserDetail> {
  const row = await targetFor(ctx, acting, 'restore', id)
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ suspendedAt: null, updatedAt: now })
      .where(and(eq(users.id, row.id), isNotNull(users.suspendedAt)))
      .returning({ id: users.id })
    if (changed.length === 0) throw conflict(ADMIN_USER_TEXTS.notSuspended)
    await recordAdminAction(
      tx,
      acting.actor,
      'user.restore',
      { kind: 'user', id: row.id },
      {
        email: row.email,
        suspendedAt: row.suspendedAt?.toISOString() ?? null,
      },
      now,
    )
  })
  return getAdminUser(ctx.db, row.id, ctx.now())
}

/**
 * PUT /api/admin/users/{id}/role: any role but super admin (the input schema refuses it; the policy refuses
 * acting on a super admin or oneself). The role is read live on every request, so it applies at once.
 */
export async function changeUserRole(
  ctx: ServiceContext,
  acting: Acting,
  id: string,
  role: Role,
): Promise<AdminUserDetail> {
  const row = await targetFor(ctx, acting, 'changeRole', id)
  const from = roleOf(row)
  const now = ctx.now()
  if (from !== role) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ roleCode: roleToCode(role), updatedAt: now })
        .where(eq(users.id, row.id))
      await recordAdminAction(
        tx,
        acting.actor,
        'user.change-role',
        { kind: 'user', id: row.id },
        {
          email: row.email,
          from,
          to: role,
        },
        now,
      )
    })
  }
  return getAdminUser(ctx.db, row.id, ctx.now())
}

/** POST /api/admin/users/{id}/reset-two-factor: second factor off; the user sets one up again. */
export async function resetTwoFactor(
  ctx: ServiceContext,
  acting: Acting,
  id: string,
): Promise<AdminUserDetail> {
  const row = await targetFor(ctx, acting, 'resetTwoFactor', id)
  if (!row.twoFactorMethod && !row.totpPendingSecret) throw conflict(ADMIN_USER_TEXTS.twoFactorNotOn)
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorMethod: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        updatedAt: now,
      })
      .where(eq(users.id, row.id))
    await recordAdminAction(
      tx,
      acting.actor,
      'user.reset-two-factor',
      { kind: 'user', id: row.id },
      {
        email: row.email,
        method: row.twoFactorMethod,
      },
      now,
    )
  })
  return getAdminUser(ctx.db, row.id, ctx.now())
}

/**
 * POST /api/admin/users/{id}/resend-verification: a fresh confirmation link, under the user's own 60 s
 * cooldown (429 inside it); logged only when a mail was actually sent.
 */
export async function resendUserVerification(
  ctx: ServiceContext,
  acting: Acting,
  id: string,
): Promise<{ sentAt: string }> {
  const row = await targetFor(ctx, acting, 'resendVerification', id)
  if (row.emailVerifiedAt) throw conflict(ADMIN_USER_TEXTS.alreadyVerified)
  const sent = await resendVerification(ctx, row.id)
  await recordAdminAction(
    ctx.db,
    acting.actor,
    'user.resend-verification',
    { kind: 'user', id: row.id },
    {
      email: row.email,
    },
    ctx.now(),
  )
  return { sentAt: sent.sentAt }
}
