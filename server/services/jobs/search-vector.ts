import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'

/**
 * The job's search document (the one definition): title (weight A), company name and skills (B), the
 * description with responsibilities and requirements (D). Evaluated in an UPDATE … FROM companies.
 */
const searchDocument = sql`
  setweight(to_tsvector('english', coalesce(${jobs.title}, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(${companies.name}, '')), 'B') ||
  setweight(to_tsvector('english', array_to_string(${jobs.skills}, ' ')), 'B') ||
  setweight(to_tsvector('english', left(
    ${jobs.description} || ' ' || array_to_string(${jobs.responsibilities}, ' ') || ' ' ||
    array_to_string(${jobs.requirements}, ' '), 30000)), 'D')`

/** Recomputes `jobs.search` for the jobs matching `where` (a condition on jobs). */
export async function refreshSearchVectors(db: Db, where: SQL): Promise<void> {
  await db.execute(
    sql`update ${jobs} set search = ${searchDocument} from ${companies} where ${companies.id} = ${jobs.companyId} and ${where}`,
  )
}

/** For the companies service: a renamed company's jobs must be found by the new name. */
export function refreshCompanyJobsSearch(db: Db, companyId: string): Promise<void> {
  return refreshSearchVectors(db, sql`${jobs.companyId} = ${companyId}`)
}

const MAX_TERMS = 8
const MAX_TERM_LENGTH = 60

/**
 * A user's search text → a prefix tsquery source: every word must match, each as a prefix ('engin' finds
 * 'engineer'). Only letters, digits and . + # _ - survive, so the result is always valid tsquery syntax
 * (no operators or quotes from the user). null when nothing searchable is left.
 */
export function toPrefixQuery(search: string): string | null {
  const terms = search
    .normalize('NFKC')
    .split(/\s+/)
    .map((term) =>
      term
        .replace(/[^\p{L}\p{N}.+#_-]/gu, '')
        .replace(/^[.+#_-]+|[._-]+$/g, '')
        .slice(0, MAX_TERM_LENGTH),
    )
    .filter((term) => term !== '')
    .slice(0, MAX_TERMS)
  if (terms.length === 0) return null
  return terms.map((term) => `'${term}':*`).join(' & ')
}

/**
 * Normalises the query with the database's parser and stemmer (one small round trip), so the main
 * queries cast a ready tsquery. null when only stop words are left ('the'): the text filter is then off.
 */
export async function parseSearch(db: Db, search: string | undefined): Promise<string | null> {
  if (!search) return null
  const source = toPrefixQuery(search)
  if (!source) return null
  // Both drivers (PGlite, node-postgres) answer execute() with a result carrying `rows`.
  const result = (await db.execute(sql`select to_tsquery('english', ${source})::text as q`)) as unknown as {
    rows: { q?: string }[]
  }
  const q = result.rows[0]?.q ?? ''
  return q.trim() === '' ? null : q
}
