import type { Db } from '../../db/client'
import { affiliateReferrals } from '../../db/schema/affiliates'
import { affiliateOfCode } from './affiliate-codes'
import type { ReferralTouch } from './referral-touch'

/** 'Ann.Lee+2@x.com' → 'ann.lee@x.com': one mailbox under its "+tag" aliases. */
export const mailboxOf = (email: string) => email.toLowerCase().replace(/\+[^@]*@/, '@')

/**
 * Sign-up attribution (decision 041), inside the sign-up's transaction: the first touch (the short link's cookie,
 * within its window) wins over a code typed or carried by ?ref; a code of nobody who is an affiliate is ignored;
 * an affiliate referring their own mailbox gets nothing; a user has one referrer, never replaced.
 */
export async function attributeReferral(
  tx: Db,
  input: {
    user: { id: string; email: string }
    typedCode?: string | undefined
    touch: ReferralTouch | null
    now: Date
  },
): Promise<string | null> {
  const candidates = [input.touch?.code, input.typedCode].filter((code): code is string => Boolean(code))
  for (const code of candidates) {
    const owner = await affiliateOfCode(tx, code)
    if (!owner) continue
    if (owner.userId === input.user.id || mailboxOf(owner.email) === mailboxOf(input.user.email)) return null
    const [row] = await tx
      .insert(affiliateReferrals)
      .values({
        referredUserId: input.user.id,
        affiliateUserId: owner.userId,
        code: owner.code,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ affiliateUserId: affiliateReferrals.affiliateUserId })
    return row?.affiliateUserId ?? null
  }
  return null
}
