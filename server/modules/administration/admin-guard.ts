import type { MiddlewareHandler } from 'hono'
import { ErrorCode } from '@/api/errors'
import { AppError } from '../../core/app-error'
import { requireViewer, type SignedInEnv } from '../../core/viewer'
import { isPlatformAdmin } from './administration-policy'

const adminOnly: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (!isPlatformAdmin(c.var.viewer)) throw new AppError(ErrorCode.AUTHORIZATION_ERROR)
  await next()
}

/** Every /api/admin route: a signed-in, verified caller whose stored role is admin or super admin, else 401/403. */
export const requireAdmin = () => [...requireViewer({ verified: true }), adminOnly] as const
