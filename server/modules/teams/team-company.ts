import { and, asc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema/accounts'
import { companies } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import { fullName } from '../auth/user-records'

export type TeamCompany = { name: string; logoUrl: string | null; description: string | null }

/**
 * How an invitation presents the team: the account's company page when it has one with a name (its name,
 * logo and tagline or description), else the account's own name and logo.
 */
export async function teamCompanyOf(db: Db, accountId: string): Promise<TeamCompany> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId))
  const [company] = await db
    .select({
      name: companies.name,
      logo: companies.logo,
      tagline: companies.tagline,
      description: companies.description,
    })
    .from(companies)
    .where(and(eq(companies.accountId, accountId), ne(companies.name, '')))
    .orderBy(asc(companies.createdAt))
    .limit(1)
  return {
    name: company?.name ?? account?.name ?? 'ReelHire team',
    logoUrl: company?.logo ?? account?.logoUrl ?? null,
    description: company?.tagline ?? company?.description ?? null,
  }
}

export async function userName(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
  return row ? fullName(row) : null
}
