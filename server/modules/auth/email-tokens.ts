import { and, eq, isNull } from 'drizzle-orm'
import { EMAIL_LINK_TTL_HOURS } from '@/api/auth'
import type { Db } from '../../db/client'
import { emailTokens } from '../../db/schema/email-tokens'
import type { ServiceContext } from '../../core/service-context'
import { keyedHash, randomToken } from './secrets'
import { isUuid } from '../../core/uuid'

export type EmailTokenPurpose = 'confirm-email' | 'reset-password'

/** Confirmation and reset links expire in 24 hours (spec: constants). */
export const EMAIL_TOKEN_TTL_MS = EMAIL_LINK_TTL_HOURS * 60 * 60_000

const hashOf = (ctx: ServiceContext, purpose: EmailTokenPurpose, token: string) =>
  keyedHash(ctx.settings.JWT_SECRET, `email:${purpose}`, token)

/** Creates a single-use token; only its keyed hash is stored. `db` may be a transaction. */
export async function issueEmailToken(
  ctx: ServiceContext,
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const token = randomToken()
  const now = ctx.now()
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashOf(ctx, purpose, token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS),
  })
  return token
}

export type ConsumeResult = 'ok' | 'invalid' | 'expired' | 'used'

/**
 * Uses a token once. 'invalid' covers unknown tokens and tokens of another user or purpose (a link is
 * only good with the userId it was sent with). The used-at update is conditional, so two concurrent
 * clicks cannot both succeed.
 */
export async function consumeEmailToken(
  ctx: ServiceContext,
  userId: string,
  purpose: EmailTokenPurpose,
  token: string,
): Promise<ConsumeResult> {
  if (!isUuid(userId)) return 'invalid'
  const [row] = await ctx.db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashOf(ctx, purpose, token)), eq(emailTokens.purpose, purpose)))
  if (!row || row.userId !== userId) return 'invalid'
  if (row.usedAt) return 'used'
  if (row.expiresAt <= ctx.now()) return 'expired'
  const claimed = await ctx.db
    .update(emailTokens)
    .set({ usedAt: ctx.now() })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id })
  return claimed.length === 1 ? 'ok' : 'used'
}

/** After a successful reset, older unused links of the same kind must stop working too. */
export async function retireEmailTokens(ctx: ServiceContext, userId: string, purpose: EmailTokenPurpose) {
  await ctx.db
    .update(emailTokens)
    .set({ usedAt: ctx.now() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
}
