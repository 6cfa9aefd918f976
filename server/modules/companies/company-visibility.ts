import { and, eq, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm'
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import { PLACEHOLDER_COMPANY_NAMES, isPlaceholderCompanyName } from '@/api/companies/company-names'
import { companies, type CompanyRow } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import type { OwnedResource } from '../../core/policy'

/** Statuses whose page others may open (when public): published and not closed. */
const VIEWABLE_STATUS_CODES: readonly number[] = [CompanyStatusCode.active, CompanyStatusCode.paused]

/**
 * Whether someone outside the company (a visitor, another user) may open its page: public visibility and a
 * published, not inactive status. Drafts, onboarding, inactive, private and draft-visibility companies are
 * the owner's and their account's only (404 to others: their existence does not leak).
 */
export function isCompanyPublic(
  row: Pick<CompanyRow, 'statusCode' | 'visibilityCode' | 'hiddenAt'>,
): boolean {
  return (
    row.visibilityCode === CompanyVisibilityCode.public &&
    VIEWABLE_STATUS_CODES.includes(row.statusCode) &&
    // Hidden by a moderator (issue 18): the owner side and admins only.
    row.hiddenAt === null
  )
}

/** The company as the policy sees it. */
export const resourceOf = (row: CompanyRow): OwnedResource => ({
  ownerUserId: row.ownerUserId,
  accountId: row.accountId,
  isPublic: isCompanyPublic(row),
})

/** The name, trimmed, lower-cased, inner whitespace collapsed: what placeholder names are compared with. */
const normalizedName = sql`lower(regexp_replace(btrim(${companies.name}), '\\s+', ' ', 'g'))`

/**
 * Listed in public lists, trending and public counts: public, active, not a demo company, not owned by a demo
 * person, and with a real name (not blank, not a placeholder). Spec: "Hidden from discovery".
 */
export function listedCondition(): SQL {
  return and(
    eq(companies.visibilityCode, CompanyVisibilityCode.public),
    eq(companies.statusCode, CompanyStatusCode.active),
    eq(companies.isDemo, false),
    isNull(companies.hiddenAt),
    ne(sql`btrim(${companies.name})`, ''),
    notInArray(normalizedName, [...PLACEHOLDER_COMPANY_NAMES]),
    sql`not exists (select 1 from ${users} where ${users.id} = ${companies.ownerUserId} and ${users.isDemo})`,
  )!
}

/** The same rule in memory, for one row whose owner's demo flag is known. */
export function isListed(row: CompanyRow, ownerIsDemo: boolean): boolean {
  return (
    row.visibilityCode === CompanyVisibilityCode.public &&
    row.statusCode === CompanyStatusCode.active &&
    row.hiddenAt === null &&
    !row.isDemo &&
    !ownerIsDemo &&
    !isPlaceholderCompanyName(row.name)
  )
}

/** Companies a viewer may open: public ones, plus (signed in) their own and their current account's. */
export function viewableCondition(viewer: { userId: string; accountId: string | null } | null): SQL {
  const publicCondition = and(
    eq(companies.visibilityCode, CompanyVisibilityCode.public),
    inArray(companies.statusCode, [...VIEWABLE_STATUS_CODES]),
    isNull(companies.hiddenAt),
  )!
  if (!viewer) return publicCondition
  const own = [publicCondition, eq(companies.ownerUserId, viewer.userId)]
  if (viewer.accountId) own.push(eq(companies.accountId, viewer.accountId))
  return sql`(${sql.join(own, sql` or `)})`
}
