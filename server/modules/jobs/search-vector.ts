import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import { invalidateJobListings } from './listing-cache'

/** A text[] literal of values (drizzle would expand a bare array into a list). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`
}

/**
 * Filter tokens: lexemes that cannot come from text ('zz…'), added to the search document so a text search
 * with filters is one GIN lookup instead of a scan of every text match (see job-search.ts). The SQL filters
 * still decide; a token only narrows the candidates (a superset of the matches).
 */
export const FILTER_TOKEN = {
  remote: 'zzremote',
  employmentPrefix: 'zzet',
  seniorityPrefix: 'zzsv',
  salaryPrefix: 'zzsal',
  locationPrefix: 'zzloc',
} as const
/** 'zzsal{n}' is present when the job's top yearly pay is ≥ n × step, for n = 1 … max. */
export const SALARY_TOKEN_STEP = 25_000
export const SALARY_TOKEN_MAX = 16

export const employmentToken = (type: string) => `${FILTER_TOKEN.employmentPrefix}${type.toLowerCase()}`
export const seniorityToken = (value: string) => `${FILTER_TOKEN.seniorityPrefix}${value.toLowerCase()}`
export const salaryToken = (n: number) => `${FILTER_TOKEN.salaryPrefix}${n}`

/**
 * The location filter is a substring match (ILIKE '%…%', which compares lower-cased text), so its tokens are
 * trigrams: 'zzloc' + the hex of three characters of the lower-cased location. A location containing the
 * filter's text contains every trigram of it, so the trigram tokens narrow the candidates without losing a
 * match. Computed by the database on both sides (its lower(), not JavaScript's).
 */
export function locationTrigrams(lowered: SQL, positions: SQL): SQL {
  return sql`select ${FILTER_TOKEN.locationPrefix}::text || encode(convert_to(substr(l, i, 3), 'UTF8'), 'hex') as token
    from (select ${lowered} as l) lowered cross join lateral ${positions} as positions(i)`
}

type DocumentParts = {
  title: SQL
  company: SQL
  skills: SQL
  body: SQL
  isRemote: SQL
  employmentTypes: SQL
  seniority: SQL
  /** coalesce(max, min) of the yearly salary: what the salaryMin filter compares. */
  salaryTop: SQL
  location: SQL
}

/** Title (A), company name and skills (B): the ranking document, small enough to stay uncompressed. */
function rankDocument(parts: DocumentParts): SQL {
  return sql`(
  setweight(to_tsvector('english', coalesce(${parts.title}, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(${parts.company}, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(${parts.skills}, '')), 'B'))`
}

/**
 * The job's search document (the one definition): the ranking document, the description with
 * responsibilities and requirements (D), and the filter tokens. Parts are expressions: columns in an
 * UPDATE … FROM companies, or values in an INSERT (see searchDocumentOf).
 */
function searchDocument(parts: DocumentParts): SQL {
  return sql`(${rankDocument(parts)} ||
  setweight(to_tsvector('english', left(coalesce(${parts.body}, ''), 30000)), 'D') ||
  array_to_tsvector(
    array_remove(array[case when ${parts.isRemote} then ${FILTER_TOKEN.remote}::text end], null)
    || array(select ${FILTER_TOKEN.employmentPrefix}::text || lower(t) from unnest(${parts.employmentTypes}) t)
    || array(select ${FILTER_TOKEN.seniorityPrefix}::text || lower(t) from unnest(${parts.seniority}) t)
    || array(select ${FILTER_TOKEN.salaryPrefix}::text || n from generate_series(1,
         least(floor(coalesce(${parts.salaryTop}, 0) / ${SALARY_TOKEN_STEP}::numeric)::int, ${SALARY_TOKEN_MAX}::int)) n)
    || array(select distinct t.token from (${locationTrigrams(
      sql`lower(coalesce(${parts.location}, ''))`,
      sql`generate_series(1, length(l) - 2)`,
    )}) t)))`
}

const columnParts: DocumentParts = {
  title: sql`${jobs.title}`,
  company: sql`${companies.name}`,
  skills: sql`array_to_string(${jobs.skills}, ' ')`,
  body: sql`${jobs.description} || ' ' || array_to_string(${jobs.responsibilities}, ' ') || ' ' || array_to_string(${jobs.requirements}, ' ')`,
  isRemote: sql`${jobs.isRemote}`,
  employmentTypes: sql`${jobs.employmentTypes}`,
  seniority: sql`${jobs.seniority}`,
  salaryTop: sql`coalesce(${jobs.salaryMaxYearly}, ${jobs.salaryMinYearly})`,
  location: sql`${jobs.location}`,
}

export type SearchableJob = {
  title: string
  description: string
  responsibilities: readonly string[]
  requirements: readonly string[]
  skills: readonly string[]
  isRemote?: boolean | null
  employmentTypes?: readonly string[] | null
  seniority?: readonly string[] | null
  salaryMinYearly?: number | null
  salaryMaxYearly?: number | null
  /** Required, though it may be null: a document without its location tokens would miss location filters. */
  location: string | null
}

/** Both documents from values, for an INSERT that sets them at once (bulk seeding, new jobs): spread it. */
export function searchDocumentOf(job: SearchableJob, companyName: string): { search: SQL; searchRank: SQL } {
  const salaryTop = job.salaryMaxYearly ?? job.salaryMinYearly ?? null
  const parts: DocumentParts = {
    title: sql`${job.title}::text`,
    company: sql`${companyName}::text`,
    skills: sql`${job.skills.join(' ')}::text`,
    body: sql`${[job.description, job.responsibilities.join(' '), job.requirements.join(' ')].join(' ')}::text`,
    isRemote: sql`${job.isRemote ?? false}::boolean`,
    employmentTypes: textArray(job.employmentTypes ?? []),
    seniority: textArray(job.seniority ?? []),
    salaryTop: sql`${salaryTop}::numeric`,
    location: sql`${job.location}::text`,
  }
  return { search: searchDocument(parts), searchRank: rankDocument(parts) }
}

/** Recomputes `jobs.search` and `jobs.search_rank` for the jobs matching `where` (a condition on jobs). */
export async function refreshSearchVectors(db: Db, where: SQL): Promise<void> {
  await db.execute(
    sql`update ${jobs} set search = ${searchDocument(columnParts)}, search_rank = ${rankDocument(columnParts)}
        from ${companies} where ${companies.id} = ${jobs.companyId} and ${where}`,
  )
}

/** For the companies service: a renamed company's jobs must be found by the new name. */
export async function refreshCompanyJobsSearch(db: Db, companyId: string): Promise<void> {
  await refreshSearchVectors(db, sql`${jobs.companyId} = ${companyId}`)
  invalidateJobListings()
}

const MAX_TERMS = 8
const MAX_TERM_LENGTH = 60

/** A user's search text → its words: only letters, digits and . + # _ - survive (never tsquery syntax). */
export function searchTerms(search: string): string[] {
  return search
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
}

/**
 * A user's search text → a tsquery source: every word must match (stemmed: 'engineers' finds 'engineering'),
 * the last one also as a prefix, for search as you type ('data engin' finds 'data engineer'). Earlier words
 * match exactly: a prefix lookup is several times slower in the GIN index. Always valid tsquery syntax (no
 * operators or quotes from the user). null when nothing searchable is left.
 */
export function toPrefixQuery(search: string): string | null {
  const terms = searchTerms(search)
  if (terms.length === 0) return null
  return terms.map((term, index) => (index === terms.length - 1 ? `'${term}':*` : `'${term}'`)).join(' & ')
}

/**
 * The stemmer drops one letter of a doubled consonant before -ing and -ed ('running' → 'run', 'shopping' →
 * 'shop', 'installing' → 'instal'), so a word typed up to that consonant or into the suffix ('runn',
 * 'runnin', 'shopp') is not a prefix of its own lexeme and the prefix search misses it. For such a last word
 * this is the whole word it is on its way to: the letters up to the doubled consonant plus -ed when an e
 * follows them ('stoppe' → 'stopped'), else plus -ing. The database stems it and the search accepts that
 * exact lexeme too. null for any other word; s and z are left out, their doubled letter is kept ('missing' →
 * 'miss'), and so is a base without a vowel (not a word the stemmer shortens).
 */
export function doubledConsonantCompletion(term: string): string | null {
  const match = /^([a-z]*[aeiouy][a-z]*?([bcdfghjklmnpqrtvwx])\2)(i|in|e)?$/i.exec(term)
  if (!match) return null
  const [, base, , rest] = match
  return rest?.toLowerCase() === 'e' ? `${base}ed` : `${base}ing`
}

/**
 * A user's search as SQL (see parseSearch): the stemmed tsquery, the combined one, the same matches without
 * a duplicate alternative, and the last word (the prefix). null without words. When the last word ends in a
 * doubled consonant, the stemmed query also accepts the stem of the word it is on its way to
 * (doubledConsonantCompletion): 'runn' → 'runn':* | 'run'. `q` stays without it (only stop words → null).
 */
export function searchQuerySql(
  search: string | undefined,
): { q: SQL; combined: SQL; matching: SQL; lastTerm: string } | null {
  if (!search) return null
  const terms = searchTerms(search)
  const source = toPrefixQuery(search)
  if (!source || terms.length === 0) return null
  const lastTerm = terms[terms.length - 1]!
  const exact = terms.slice(0, -1).map((term) => `'${term}'`)
  const unstemmedPrefix = `'${lastTerm}':*`
  const alternative =
    exact.length === 0
      ? sql`to_tsquery('simple', ${unstemmedPrefix})`
      : sql`(to_tsquery('english', ${exact.join(' & ')}) && to_tsquery('simple', ${unstemmedPrefix}))`
  const plain = sql`to_tsquery('english', ${source})`
  const completion = doubledConsonantCompletion(lastTerm)
  // Same characters as the term (letters only), so still plain tsquery syntax.
  const stemmed = completion
    ? sql`to_tsquery('english', ${[...exact, `( ${unstemmedPrefix} | '${completion}' )`].join(' & ')})`
    : plain
  return {
    q: sql`${plain}::text`,
    combined: sql`(${stemmed} || ${alternative})::text`,
    // The same matches as `combined`, without the alternative when it is the stemmed prefix again ('product':*
    // | 'product':*): each operand is one more index lookup.
    matching: sql`(case when ${plain} = ${alternative} then ${stemmed} else ${stemmed} || ${alternative} end)::text`,
    lastTerm,
  }
}

/**
 * Normalises the query with the database's parser and stemmer (one small round trip), so the main
 * queries cast a ready tsquery. null when only stop words are left ('the'): the text filter is then off.
 * The prefix word is also tried unstemmed: the stemmer treats a half-typed word as a whole one ('company' →
 * 'compani'), so a stemmed prefix can miss the word being typed ('companycam').
 */
export async function parseSearch(db: Db, search: string | undefined): Promise<string | null> {
  const query = searchQuerySql(search)
  if (!query) return null
  // Both drivers (PGlite, node-postgres) answer execute() with a result carrying `rows`.
  const result = (await db.execute(
    sql`select ${query.q} as q, ${query.combined} as combined`,
  )) as unknown as { rows: { q?: string; combined?: string }[] }
  const row = result.rows[0]
  // Only stop words: no text filter, whatever the unstemmed alternative would match.
  if (!row?.q || row.q.trim() === '') return null
  return row.combined ?? row.q
}
