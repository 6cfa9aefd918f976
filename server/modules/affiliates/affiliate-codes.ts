import { randomInt } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { REFERRAL_CODE_PATTERN } from '@/api/affiliates/affiliate-dashboard'
import { Role, roleToCode } from '@/api/roles'
import type { Db } from '../../db/client'
import { affiliateClicks, affiliateCodes } from '../../db/schema/affiliates'
import { users } from '../../db/schema/users'

/** Easy to read aloud and type: no 0/O or 1/I/L. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** 'Ada' → 'ADA-7K2Q': the first name's letters (up to 8) and four random characters. */
export function newCode(firstName: string): string {
  const stem =
    firstName
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 8) || 'REF'
  let tail = ''
  for (let i = 0; i < 4; i++) tail += ALPHABET[randomInt(ALPHABET.length)]
  return `${stem}-${tail}`
}

/** The affiliate's code, made on first use; a clash with another's code draws again. */
export async function ensureAffiliateCode(
  db: Db,
  user: { id: string; firstName: string },
  now: Date,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({ code: affiliateCodes.code })
      .from(affiliateCodes)
      .where(eq(affiliateCodes.userId, user.id))
    if (existing) return existing.code
    await db
      .insert(affiliateCodes)
      .values({ userId: user.id, code: newCode(user.firstName), createdAt: now })
      .onConflictDoNothing()
  }
  throw new Error('could not make a unique referral code')
}

export type CodeOwner = { userId: string; email: string; code: string }

/** The affiliate whose code this is (any case), while they are an affiliate; else null. */
export async function affiliateOfCode(db: Db, code: string): Promise<CodeOwner | null> {
  const wanted = code.trim().toUpperCase()
  if (!REFERRAL_CODE_PATTERN.test(wanted)) return null
  const [row] = await db
    .select({ userId: affiliateCodes.userId, email: users.email, code: affiliateCodes.code })
    .from(affiliateCodes)
    .innerJoin(users, eq(users.id, affiliateCodes.userId))
    .where(and(eq(affiliateCodes.code, wanted), eq(users.roleCode, roleToCode(Role.Affiliate))))
  return row ?? null
}

/** A click on the short link: only when, nothing about who. */
export async function recordClick(db: Db, affiliateUserId: string, at: Date): Promise<void> {
  await db.insert(affiliateClicks).values({ affiliateUserId, clickedAt: at })
}
