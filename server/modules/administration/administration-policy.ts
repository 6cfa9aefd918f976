import { ErrorCode } from '@/api/errors'
import { ADMIN_USER_TEXTS } from '@/api/administration/admin-users'
import { Role } from '@/api/roles'
import { AppError } from '../../core/app-error'
import type { Viewer } from '../../core/policy'

/**
 * Who may run the platform (issue 18): admins and super admins, by the role stored on the user — read live
 * on every request (server/modules/auth/sessions.ts authenticate), never the persona a super admin picked to
 * view the app as someone else, which the server does not even know.
 */
export function isPlatformAdmin(viewer: Viewer): boolean {
  return viewer !== null && (viewer.role === Role.Admin || viewer.role === Role.SuperAdmin)
}

/** The user an admin acts on, as far as the rules below need it. */
export type AdminTarget = { id: string; role: Role }

export type UserAdminAction = 'suspend' | 'restore' | 'changeRole' | 'resetTwoFactor' | 'resendVerification'

/**
 * May this admin do this to that user? Nobody acts on their own account here (an admin who suspends or
 * demotes themselves locks the platform out), and a super admin is never suspended nor has their role
 * changed — not even by another super admin; the lesser actions (a verification mail, a two-factor reset)
 * are allowed on anyone but oneself.
 */
export function assertMayActOnUser(viewer: Viewer, action: UserAdminAction, target: AdminTarget): void {
  if (!viewer || !isPlatformAdmin(viewer)) throw new AppError(ErrorCode.AUTHORIZATION_ERROR)
  if (viewer.userId === target.id) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: ADMIN_USER_TEXTS.notYourself })
  }
  const protectedAction = action === 'suspend' || action === 'restore' || action === 'changeRole'
  if (protectedAction && target.role === Role.SuperAdmin) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: ADMIN_USER_TEXTS.notSuperAdmin })
  }
}
