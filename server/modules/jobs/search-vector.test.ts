import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { jobs } from '../../db/schema/jobs'
import { createUser } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { insertCompany } from '../companies/test-support'
import {
  doubledConsonantCompletion,
  parseSearch,
  refreshSearchVectors,
  searchDocumentOf,
  toPrefixQuery,
} from './search-vector'
import { insertJob } from './test-support'

describe('toPrefixQuery', () => {
  it('turns words into terms that must all match, the last one as a prefix, dropping query syntax', () => {
    expect(toPrefixQuery('Senior  engin')).toBe("'Senior' & 'engin':*")
    expect(toPrefixQuery("node.js & c# | !(x) 'quoted' \\ :*")).toBe("'node.js' & 'c#' & 'x' & 'quoted':*")
    expect(toPrefixQuery('  ... --- ')).toBeNull()
    expect(toPrefixQuery('a b c d e f g h i j')?.split('&')).toHaveLength(8)
  })
})

describe('doubledConsonantCompletion', () => {
  it('completes a word typed up to a doubled consonant (or into -ing / -ed after it), and nothing else', () => {
    expect(doubledConsonantCompletion('runn')).toBe('running')
    expect(doubledConsonantCompletion('runni')).toBe('running')
    expect(doubledConsonantCompletion('Runnin')).toBe('Running')
    expect(doubledConsonantCompletion('shopp')).toBe('shopping')
    expect(doubledConsonantCompletion('stoppe')).toBe('stopped')
    expect(doubledConsonantCompletion('install')).toBe('installing')
    // The stemmer keeps a doubled s or z, a word needs a vowel, and ordinary prefixes stay as they are.
    expect(doubledConsonantCompletion('miss')).toBeNull()
    expect(doubledConsonantCompletion('jazz')).toBeNull()
    expect(doubledConsonantCompletion('pp')).toBeNull()
    expect(doubledConsonantCompletion('engin')).toBeNull()
    expect(doubledConsonantCompletion('plan')).toBeNull()
    expect(doubledConsonantCompletion('runner')).toBeNull()
    expect(doubledConsonantCompletion('c++')).toBeNull()
  })
})

describe('search vectors', () => {
  it('the INSERT path and the UPDATE path build the same document', async () => {
    const { db } = await createTestApp()
    const { user } = await createUser(db, { role: Role.Employer })
    const company = await insertCompany(db, user.id, { name: 'Vector Works' })
    const content = {
      title: 'Senior Platform Engineer',
      description: 'Run Kubernetes.',
      responsibilities: ['Own the CI', 'Mentor'],
      requirements: [],
      skills: ['Go', 'Node.js'],
      isRemote: true,
      employmentTypes: ['FullTime' as const, 'Contractor' as const],
      seniority: ['Senior' as const],
      salaryMinYearly: 90_000,
      salaryMaxYearly: 130_000,
      location: 'Berlin, DE',
    }
    const row = await insertJob(db, company, { ...content })
    const read = async () =>
      (
        await db
          .select({ s: sql<string>`${jobs.search}::text`, r: sql<string>`${jobs.searchRank}::text` })
          .from(jobs)
          .where(eq(jobs.id, row.id))
      )[0]!
    const { s: fromColumns, r: rankFromColumns } = await read()
    await db
      .update(jobs)
      .set(searchDocumentOf(content, company.name) as unknown as { search: string; searchRank: string })
      .where(eq(jobs.id, row.id))
    expect(await read()).toEqual({ s: fromColumns, r: rankFromColumns })
    expect(rankFromColumns).toBe(
      "'engin':3A 'go':6B 'node.js':7B 'platform':2A 'senior':1A 'vector':4B 'work':5B",
    )
    expect(fromColumns).toContain("'vector':")
    expect(fromColumns).toContain("'node.js':")
    // Filter tokens: remote, each employment type and seniority, salary ≥ 25k … 125k.
    for (const token of ['zzremote', 'zzetfulltime', 'zzetcontractor', 'zzsvsenior', 'zzsal1', 'zzsal5']) {
      expect(fromColumns).toContain(`'${token}'`)
    }
    expect(fromColumns).not.toContain("'zzsal6'")
    // The location's trigrams, lower-cased, as hex: 'ber' … ', d' … ' de'.
    for (const trigram of ['ber', 'lin', 'n, ', ', d', ' de']) {
      expect(fromColumns).toContain(`'zzloc${Buffer.from(trigram).toString('hex')}'`)
    }
    await refreshSearchVectors(db, sql`${jobs.id} = ${row.id}`)
    expect(await read()).toEqual({ s: fromColumns, r: rankFromColumns })
  })

  it('parses searches with the database’s stemmer; stop words alone are no search', async () => {
    const { db } = await createTestApp()
    expect(await parseSearch(db, 'Engineering managers')).toBe("'engin' & 'manag':* | 'engin' & 'managers':*")
    // A half-typed word is also tried unstemmed: 'company' stems to 'compani', which misses 'companycam'.
    expect(await parseSearch(db, 'company')).toBe("'compani':* | 'company':*")
    expect(await parseSearch(db, 'the')).toBeNull()
    expect(await parseSearch(db, undefined)).toBeNull()
  })

  it('a last word typed up to its doubled consonant also accepts the stem of the word it is becoming', async () => {
    const { db } = await createTestApp()
    expect(await parseSearch(db, 'runn')).toBe("'runn':* | 'run' | 'runn':*")
    expect(await parseSearch(db, 'coach runnin')).toBe(
      "'coach' & ( 'runnin':* | 'run' ) | 'coach' & 'runnin':*",
    )
    // The alert worker's path: the parsed query finds the job by its stemmed word.
    const { user } = await createUser(db, { role: Role.Employer })
    const company = await insertCompany(db, user.id, { name: 'Typeahead Works' })
    const job = await insertJob(db, company, {
      title: 'Shopping Assistant',
      description: 'Staffing our stores.',
    })
    const found = async (search: string) =>
      (
        await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(sql`${jobs.id} = ${job.id} and ${jobs.search} @@ ${await parseSearch(db, search)}::tsquery`)
      ).length === 1
    expect(await found('shopp')).toBe(true)
    expect(await found('assistant shoppi')).toBe(true)
    expect(await found('staff')).toBe(true)
    expect(await found('shop')).toBe(true)
    expect(await found('shoe')).toBe(false)
  })
})
