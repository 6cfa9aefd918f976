import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { jobSearchLexemes, jobs } from '../../db/schema/jobs'
import { createUser } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { insertCompany } from '../companies/test-support'
import { PREFIX_EXPANSION_MAX, expandPrefixes, parseListingSearch } from './search-query'
import { refreshSearchVectors } from './search-vector'
import { insertJob, nonce } from './test-support'

describe('expandPrefixes', () => {
  it('replaces known prefixes by their lexemes and leaves exact operands, weights and unknown prefixes', () => {
    const expansions = new Map([
      ['manag', ['manag', 'manage', 'managerial']],
      ['managers', []],
      ['engin', ['engin']],
    ])
    expect(expandPrefixes("'engin' & 'manag':* | 'engin' & 'managers':*", expansions)).toBe(
      "'engin' & ( 'manag' | 'manage' | 'managerial' ) | 'engin' & 'managers'",
    )
    expect(expandPrefixes("'engin':* & 'manag':*A & 'other':*", expansions)).toBe(
      "'engin' & 'manag':*A & 'other':*",
    )
  })

  it('reads and writes quotes and backslashes as PostgreSQL prints them', () => {
    const expansions = new Map([["o'ne\\il", ["o'ne\\il", "o'ne\\ill"]]])
    expect(expandPrefixes("'o''ne\\\\il':* & 'x'", expansions)).toBe(
      "( 'o''ne\\\\il' | 'o''ne\\\\ill' ) & 'x'",
    )
  })

  it('keeps a prefix that stands for too many lexemes', () => {
    const many = Array.from({ length: PREFIX_EXPANSION_MAX + 1 }, (_, i) => `de${i}`)
    expect(expandPrefixes("'de':*", new Map([['de', many]]))).toBe("'de':*")
  })
})

describe('parseListingSearch', () => {
  it('expands the last word to the lexemes of every job, hidden or not, written by insert or update', async () => {
    const { db } = await createTestApp()
    const { user } = await createUser(db, { role: Role.Employer })
    const company = await insertCompany(db, user.id)
    // Ends in a vowel: a random word ending in a doubled consonant ('…bb') loses a letter when stemmed with '-ing'
    // ('…bbing' → '…b'), like 'running' → 'run', and is then not a prefix of its own job's lexeme.
    const stem = nonce('qv') + 'a'
    const first = await insertJob(db, company, { title: `${stem}ing lead` })
    const draft = await insertJob(db, company, {
      title: `${stem}ful helper`,
      status: 'draft',
      postedDate: null,
    })
    const matches = async (tsquery: string) =>
      (
        await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(sql`${jobs.search} @@ ${tsquery}::tsquery`)
      ).map((row) => row.id)

    const parsed = (await parseListingSearch(db, stem, undefined))!
    expect(parsed.rank).toContain(':*')
    expect(parsed.match).not.toContain(':*')
    expect((await matches(parsed.match)).sort()).toEqual([first.id, draft.id].sort())
    expect((await matches(parsed.rank)).sort()).toEqual([first.id, draft.id].sort())

    // A word that only an edit brings in (the update path) is found by its prefix too.
    // The stemmer may cut more than '-ness' from a random word ('…al' + 'ness' → '…'), so the lexeme to expect
    // is asked of the database rather than assumed to start with the whole word.
    const renamed = nonce('qw') + 'ness'
    await db
      .update(jobs)
      .set({ title: `${renamed} coach` })
      .where(eq(jobs.id, first.id))
    await refreshSearchVectors(db, sql`${jobs.id} = ${first.id}`)
    const lexized = (await db.execute(
      sql`select (ts_lexize('english_stem', ${renamed}))[1] as lexeme`,
    )) as unknown as { rows: { lexeme: string }[] }
    const stemmed = lexized.rows[0]!.lexeme
    const lexemes = await db.select().from(jobSearchLexemes).where(eq(jobSearchLexemes.lexeme, stemmed))
    expect(lexemes.length).toBeGreaterThan(0)
    const afterEdit = (await parseListingSearch(db, stemmed.slice(0, 6), undefined))!
    expect(await matches(afterEdit.match)).toEqual([first.id])
    expect(await matches(afterEdit.match)).toEqual(await matches(afterEdit.rank))

    // A prefix no job has: an exact lexeme that matches nothing, as the prefix did.
    const absent = (await parseListingSearch(db, nonce('qx'), undefined))!
    expect(absent.match).not.toContain(':*')
    expect(await matches(absent.match)).toEqual([])
    expect(await parseListingSearch(db, 'the', 'Berlin')).toBeNull()
  })

  it('gives the location filter’s trigram tokens, which every job containing the text carries', async () => {
    const { db } = await createTestApp()
    const { user } = await createUser(db, { role: Role.Employer })
    const company = await insertCompany(db, user.id)
    const word = nonce('qy')
    const zurich = await insertJob(db, company, { title: word, location: 'Zürich, Switzerland' })
    const paulo = await insertJob(db, company, { title: word, location: 'SÃO PAULO, Brazil' })
    const found = async (location: string) => {
      const parsed = (await parseListingSearch(db, word, location))!
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(sql`${jobs.search} @@ (${parsed.match}::tsquery && ${parsed.locationTokens ?? ''}::tsquery)`)
      return rows.map((row) => row.id).sort()
    }
    // Case-insensitive substrings, across spaces and punctuation, non-ASCII letters included (the
    // database lower-cases both sides, as ILIKE does).
    expect(await found('ZÜRICH')).toEqual([zurich.id])
    expect(await found('rich, sw')).toEqual([zurich.id])
    expect(await found('são paulo')).toEqual([paulo.id])
    expect(await found('aulo, Bra')).toEqual([paulo.id])
    expect(await found('Berlin')).toEqual([])
    // Too short for a trigram: no tokens (the SQL filter alone decides).
    expect((await parseListingSearch(db, word, 'zü'))!.locationTokens).toBeNull()
  })
})
