import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  AdminReportPageSchema,
  AdminReportSchema,
  HIDEABLE_KINDS,
  HideContentInputSchema,
  HideResultSchema,
  REPORT_KINDS,
  REPORT_TEXTS,
  ReportListQuerySchema,
  ReviewReportInputSchema,
} from '@/api/administration/admin-reports'
import { AuditLogPageSchema, AuditLogQuerySchema } from '@/api/administration/admin-audit'
import {
  ADMIN_USER_TEXTS,
  AdminUserDetailSchema,
  AdminUserListSchema,
  AdminUserSearchQuerySchema,
  ChangeRoleInputSchema,
  SuspendUserInputSchema,
} from '@/api/administration/admin-users'
import { ErrorCode } from '@/api/errors'
import { FEATURE_FLAG_KEYS, FeatureFlagsSchema, FeatureFlagUpdateInputSchema } from '@/api/feature-flags'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson, validateQuery } from '../../core/validate'
import type { SignedInEnv } from '../../core/viewer'
import { requireAdmin } from './admin-guard'
import { getAdminUser, searchUsers } from './admin-users'
import {
  changeUserRole,
  resendUserVerification,
  resetTwoFactor,
  restoreUser,
  suspendUser,
} from './admin-user-actions'
import { listReports, reviewReport } from './admin-reports'
import { listAuditLog } from './audit-log'
import { setContentHidden } from './content-hiding'
import { setFeatureFlag } from './feature-flag-settings'

const describe = (meta: Omit<RouteMeta, 'tags' | 'auth'>) =>
  describeRoute({
    tags: ['Administration'],
    auth: 'verified',
    ...meta,
    responses: { 403: 'AUTHORIZATION_ERROR: the caller is not an admin or super admin.', ...meta.responses },
  })
const USER = { id: 'The user’s id (uuid).' }
const USER_RULES = {
  403: 'AUTHORIZATION_ERROR: not an admin, the caller’s own account, or a super admin.',
  404: 'NOT_FOUND_ERROR: no such user.',
}

/** The acting admin, as the audit log records them. */
const acting = (c: Context<SignedInEnv>) => ({
  viewer: c.var.viewer,
  actor: { id: c.var.viewer.userId, email: c.var.auth.email },
})

/** A path segment from a fixed list; anything else names nothing (404). */
function listed<T extends string>(value: string | undefined, list: readonly T[], message: string): T {
  const found = list.find((item) => item === value)
  if (!found) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message })
  return found
}

/** /api/admin/*: administration for admins and super admins (issue 18); every change writes the audit log. */
export const administrationRoutes = new Hono<AppEnv>()
  .get(
    '/users',
    describe({ summary: 'Find users by email or name', response: AdminUserListSchema }),
    ...requireAdmin(),
    validateQuery(AdminUserSearchQuerySchema),
    async (c) => ok(c, await searchUsers(c.var.deps.db, c.req.valid('query'))),
  )
  .get(
    '/users/:id',
    describe({
      summary: 'A user’s account as an admin sees it',
      params: USER,
      response: AdminUserDetailSchema,
    }),
    ...requireAdmin(),
    async (c) => ok(c, await getAdminUser(c.var.deps.db, c.req.param('id'), c.var.deps.now())),
  )
  .post(
    '/users/:id/suspend',
    describe({
      summary: 'Suspend a user: signed out everywhere at once, sign-in refused',
      params: USER,
      response: AdminUserDetailSchema,
      responses: { ...USER_RULES, 409: 'CONFLICT_ERROR: already suspended.' },
    }),
    ...requireAdmin(),
    validateJson(SuspendUserInputSchema),
    async (c) => {
      const user = await suspendUser(
        serviceContext(c),
        acting(c),
        c.req.param('id'),
        c.req.valid('json').reason,
      )
      return ok(c, user, ADMIN_USER_TEXTS.suspended)
    },
  )
  .post(
    '/users/:id/restore',
    describe({
      summary: 'Restore a suspended user',
      params: USER,
      response: AdminUserDetailSchema,
      responses: { ...USER_RULES, 409: 'CONFLICT_ERROR: not suspended.' },
    }),
    ...requireAdmin(),
    async (c) =>
      ok(c, await restoreUser(serviceContext(c), acting(c), c.req.param('id')), ADMIN_USER_TEXTS.restored),
  )
  .put(
    '/users/:id/role',
    describe({
      summary: 'Change a user’s role (never to super admin)',
      params: USER,
      response: AdminUserDetailSchema,
      responses: { ...USER_RULES, 400: 'VALIDATION_ERROR: an unknown role, or super admin.' },
    }),
    ...requireAdmin(),
    validateJson(ChangeRoleInputSchema),
    async (c) => {
      const user = await changeUserRole(
        serviceContext(c),
        acting(c),
        c.req.param('id'),
        c.req.valid('json').role,
      )
      return ok(c, user, ADMIN_USER_TEXTS.roleChanged)
    },
  )
  .post(
    '/users/:id/reset-two-factor',
    describe({
      summary: 'Turn a user’s two-factor sign-in off so they can set it up again',
      params: USER,
      response: AdminUserDetailSchema,
      responses: { ...USER_RULES, 409: 'CONFLICT_ERROR: two-factor is not on.' },
    }),
    ...requireAdmin(),
    async (c) =>
      ok(
        c,
        await resetTwoFactor(serviceContext(c), acting(c), c.req.param('id')),
        ADMIN_USER_TEXTS.twoFactorReset,
      ),
  )
  .post(
    '/users/:id/resend-verification',
    describe({
      summary: 'Send the user a new email confirmation link',
      params: USER,
      response: v.object({ sentAt: v.string() }),
      responses: {
        ...USER_RULES,
        409: 'CONFLICT_ERROR: already confirmed.',
        429: 'RATE_LIMIT_EXCEEDED: a link was sent in the last 60 s.',
      },
    }),
    ...requireAdmin(),
    async (c) =>
      ok(
        c,
        await resendUserVerification(serviceContext(c), acting(c), c.req.param('id')),
        ADMIN_USER_TEXTS.verificationSent,
      ),
  )
  .get(
    '/reports',
    describe({
      summary: 'Reports of people and messages, open or reviewed',
      response: AdminReportPageSchema,
    }),
    ...requireAdmin(),
    validateQuery(ReportListQuerySchema),
    async (c) => ok(c, await listReports(c.var.deps.db, c.req.valid('query'))),
  )
  .post(
    '/reports/:kind/:id/review',
    describe({
      summary: 'Close a report: dismissed or actioned',
      params: { kind: 'person or message', id: 'The report’s id.' },
      response: AdminReportSchema,
      responses: { 404: 'NOT_FOUND_ERROR: no such report.' },
    }),
    ...requireAdmin(),
    validateJson(ReviewReportInputSchema),
    async (c) => {
      const kind = listed(c.req.param('kind'), REPORT_KINDS, REPORT_TEXTS.notFound)
      const report = await reviewReport(
        serviceContext(c),
        acting(c).actor,
        kind,
        c.req.param('id'),
        c.req.valid('json'),
      )
      return ok(c, report, REPORT_TEXTS.reviewed)
    },
  )
  .put(
    '/content/:kind/:id/hidden',
    describe({
      summary: 'Hide a message, resume, company or job from everyone but admins, or show it again',
      params: { kind: 'message, resume, company or job', id: 'The item’s id.' },
      response: HideResultSchema,
      responses: { 404: 'NOT_FOUND_ERROR: no such item.' },
    }),
    ...requireAdmin(),
    validateJson(HideContentInputSchema),
    async (c) => {
      const kind = listed(c.req.param('kind'), HIDEABLE_KINDS, REPORT_TEXTS.contentNotFound)
      const { hidden, reason } = c.req.valid('json')
      const result = await setContentHidden(
        serviceContext(c),
        acting(c).actor,
        kind,
        c.req.param('id'),
        hidden,
        reason,
      )
      return ok(c, result, hidden ? REPORT_TEXTS.hidden : REPORT_TEXTS.shown)
    },
  )
  .get(
    '/audit-log',
    describe({
      summary: 'The audit log of admin actions, newest first (read-only)',
      response: AuditLogPageSchema,
    }),
    ...requireAdmin(),
    validateQuery(AuditLogQuerySchema),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return ok(c, await listAuditLog(c.var.deps.db, c.req.valid('query')))
    },
  )
  .put(
    '/feature-flags/:key',
    describe({
      summary: 'Turn a feature flag on or off',
      params: { key: FEATURE_FLAG_KEYS.join(', ') },
      response: FeatureFlagsSchema,
      responses: { 404: 'NOT_FOUND_ERROR: no such flag.' },
    }),
    ...requireAdmin(),
    validateJson(FeatureFlagUpdateInputSchema),
    async (c) => {
      const key = listed(c.req.param('key'), FEATURE_FLAG_KEYS, 'This feature flag does not exist.')
      const flags = await setFeatureFlag(serviceContext(c), acting(c).actor, key, c.req.valid('json').enabled)
      return ok(c, flags, 'Feature flag saved.')
    },
  )
