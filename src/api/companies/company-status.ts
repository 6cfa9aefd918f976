import * as v from 'valibot'

/**
 * A company's status and visibility. Both travel as names; the numeric codes (status 0–4, visibility 0–2,
 * the index in the list) are tolerated on the way in and mapped. Anything unknown reads as 'draft', which is
 * never shown to others.
 */

export const COMPANY_STATUSES = ['draft', 'onboarding', 'active', 'paused', 'inactive'] as const
export type CompanyStatus = (typeof COMPANY_STATUSES)[number]
export const COMPANY_VISIBILITIES = ['public', 'private', 'draft'] as const
export type CompanyVisibility = (typeof COMPANY_VISIBILITIES)[number]

export const CompanyStatusCode = { draft: 0, onboarding: 1, active: 2, paused: 3, inactive: 4 } as const
export const CompanyVisibilityCode = { public: 0, private: 1, draft: 2 } as const

/** Code (or name, any case) → status name. Anything unknown reads as 'draft': never shown to others. */
export function companyStatusFromCode(value: unknown): CompanyStatus {
  if (typeof value === 'number') return COMPANY_STATUSES[value] ?? 'draft'
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    if (/^\d+$/.test(text)) return COMPANY_STATUSES[Number(text)] ?? 'draft'
    return COMPANY_STATUSES.find((status) => status === text) ?? 'draft'
  }
  return 'draft'
}
export function companyStatusToCode(status: CompanyStatus): number {
  return CompanyStatusCode[status]
}
/** Code (or name, any case) → visibility name. Anything unknown reads as 'draft' (hidden). */
export function companyVisibilityFromCode(value: unknown): CompanyVisibility {
  if (typeof value === 'number') return COMPANY_VISIBILITIES[value] ?? 'draft'
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    if (/^\d+$/.test(text)) return COMPANY_VISIBILITIES[Number(text)] ?? 'draft'
    return COMPANY_VISIBILITIES.find((visibility) => visibility === text) ?? 'draft'
  }
  return 'draft'
}
export function companyVisibilityToCode(visibility: CompanyVisibility): number {
  return CompanyVisibilityCode[visibility]
}

/** Status as the server sends it (a name); a numeric code or any casing is tolerated and mapped. */
export const CompanyStatusSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value): CompanyStatus => companyStatusFromCode(value)),
)
export const CompanyVisibilitySchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value): CompanyVisibility => companyVisibilityFromCode(value)),
)

/**
 * Status changes an edit (PUT) accepts, from → allowed targets. A draft or onboarding company has none here:
 * publishing it (to 'active') is its own call, POST /publish.
 */
export const COMPANY_STATUS_TRANSITIONS: Record<CompanyStatus, readonly CompanyStatus[]> = {
  draft: [],
  onboarding: [],
  active: ['paused', 'inactive'],
  paused: ['active', 'inactive'],
  inactive: ['active'],
}
