import * as v from 'valibot'

/** GET /api/account/available: the accounts (tenants) the user belongs to (seed 1 §3 "Available account"). */
export const AvailableAccountSchema = v.object({
  id: v.string(),
  name: v.string(),
  role: v.string(),
  logoUrl: v.nullable(v.string()),
  kind: v.picklist(['personal', 'company']),
  isActive: v.boolean(),
})
export type AvailableAccount = v.InferOutput<typeof AvailableAccountSchema>
export const AvailableAccountListSchema = v.array(AvailableAccountSchema)

export const SwitchAccountInputSchema = v.strictObject({ accountId: v.pipe(v.string(), v.uuid()) })
/** The access token carries the active account, so switching answers a fresh one. */
export const SwitchAccountResultSchema = v.object({
  accountId: v.string(),
  token: v.string(),
  expiresAt: v.string(),
})

/** Derived flags of seed 1 §3: isOwner for the Admin account role, isAdmin for Admin or Employer. */
export function accountFlags(account: Pick<AvailableAccount, 'role'>) {
  const role = account.role.toLowerCase()
  return { isOwner: role === 'admin', isAdmin: role === 'admin' || role === 'employer' }
}
