import { Faker, base, en } from '@faker-js/faker'
import { and, count, eq, inArray, isNull, like, ne, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CompanyStatusCode } from '@/api/companies/company-status'
import type { Db } from '../db/client'
import { applications } from '../db/schema/applications'
import { companies } from '../db/schema/companies'
import { jobSaves, jobs } from '../db/schema/jobs'
import { seedRuns } from '../db/schema/seed-runs'
import { users } from '../db/schema/users'
import { createTestApp, createTestServiceContext } from '../test/test-app'
import { MAX_OPEN_JOBS } from './company-size'
import { findGeneratedFiller } from './generated-filler'
import { SEEDERS } from './registry'
import { openJobsBySize, sampleTexts, textsNotFromTemplates } from './sample-checks'
import { SAMPLE_APPLICATION_NOTE } from './application-texts'
import { SAMPLE_EMPLOYER_EMAIL, SAMPLE_PEOPLE_EMAILS } from './sample-identities'
import { runSeeders } from './seeder'

const faker = new Faker({ locale: [en, base], seed: 7 })

const rowCounts = async (db: Db) => ({
  companies: Number((await db.select({ n: count() }).from(companies))[0]!.n),
  jobs: Number((await db.select({ n: count() }).from(jobs))[0]!.n),
  users: Number((await db.select({ n: count() }).from(users))[0]!.n),
  applications: Number((await db.select({ n: count() }).from(applications))[0]!.n),
  saves: Number((await db.select({ n: count() }).from(jobSaves))[0]!.n),
})

/** What version 1 of the seeders left behind: generated filler, random sizes, saves counted without rows. */
async function makeItLookSeededByVersion1(db: Db) {
  const sampleOwners = db.select({ id: users.id }).from(users).where(like(users.email, SAMPLE_PEOPLE_EMAILS))
  const sized = (await openJobsBySize(db)).sort((a, b) => b.open - a.open)
  const busiest = sized[0]!
  await db.update(companies).set({ size: '1-10' }).where(eq(companies.name, busiest.name))
  for (const company of await db
    .select()
    .from(companies)
    .where(inArray(companies.ownerUserId, sampleOwners))) {
    await db
      .update(companies)
      .set({
        tagline: faker.company.catchPhrase(),
        description: company.description && `${company.name} is here. ${faker.company.catchPhrase()}.`,
        // Drafts had no profile yet.
        profile: company.profile.mission
          ? { ...company.profile, mission: `To help our customers ${faker.company.buzzPhrase()}.` }
          : company.profile,
      })
      .where(eq(companies.id, company.id))
  }
  const [employer] = await db.select().from(users).where(eq(users.email, SAMPLE_EMPLOYER_EMAIL))
  for (const company of await db.select().from(companies).where(eq(companies.ownerUserId, employer!.id))) {
    await db
      .update(companies)
      .set({
        tagline: faker.company.catchPhrase(),
        profile: { ...company.profile, mission: `To help our customers ${faker.company.buzzPhrase()}.` },
      })
      .where(eq(companies.id, company.id))
  }
  for (const job of await db.select().from(jobs).orderBy(jobs.id).limit(200)) {
    const [first, , ...rest] = job.description.split('\n\n')
    const filler = `${faker.company.catchPhrase()}. We ${faker.company.buzzPhrase()}, and we are growing the team that makes it happen.`
    await db
      .update(jobs)
      .set({ description: [first, filler, ...rest].join('\n\n') })
      .where(eq(jobs.id, job.id))
  }
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, SAMPLE_PEOPLE_EMAILS))
    .orderBy(users.id)
    .limit(50)
  for (const person of people) {
    await db
      .update(users)
      .set({
        headline: `${faker.person.jobTitle()} · ${faker.person.jobArea()}`,
        summary: faker.person.bio(),
      })
      .where(eq(users.id, person.id))
  }
  for (const application of await db.select().from(applications)) {
    await db
      .update(applications)
      .set({ coverLetter: `${faker.lorem.paragraph()}\n\n${SAMPLE_APPLICATION_NOTE}` })
      .where(eq(applications.id, application.id))
  }
  // Version 1 seeded no saves by the sample people, only the job seeker's.
  await db.delete(jobSaves).where(inArray(jobSaves.userId, sampleOwners))
  await db.execute(
    sql`update ${jobs} set save_count = (select count(*) from ${jobSaves} where ${jobSaves.jobId} = ${jobs.id})`,
  )
  await db.update(seedRuns).set({ version: 1 }).where(ne(seedRuns.name, 'identity-accounts'))
  return busiest
}

describe('sample data seeded by version 1', () => {
  it('is rewritten in place by the current seeders: same rows, no filler, sizes that hold the jobs', async () => {
    const { db } = await createTestApp()
    await runSeeders(await createTestServiceContext({ db }), SEEDERS)
    const fresh = await rowCounts(db)
    const busiest = await makeItLookSeededByVersion1(db)
    expect((await sampleTexts(db)).some(({ text }) => findGeneratedFiller(text) !== null)).toBe(true)

    const outcomes = await runSeeders(await createTestServiceContext({ db }), SEEDERS)
    expect(outcomes.map((outcome) => `${outcome.name} ${outcome.status}`)).toEqual([
      'identity-accounts skipped',
      'sample-people ran',
      'companies ran',
      'jobs ran',
      'applications ran',
      // Version 1 of the sample resumes and of their videos is the current one.
      'sample-resumes skipped',
      'sample-resume-videos skipped',
      // Version 1 of these is the first there ever was.
      'sample-tasks skipped',
      'connections skipped',
      'sample-conversations skipped',
      'sample-talent-pools skipped',
      'sample-affiliates skipped',
    ])
    // The same rows (none added beside the old ones), and the sample people's saves again.
    expect(await rowCounts(db)).toEqual(fresh)
    const filler = (await sampleTexts(db)).filter(({ text }) => findGeneratedFiller(text) !== null)
    expect(filler).toEqual([])
    expect(await textsNotFromTemplates(db)).toEqual([])
    const sized = await openJobsBySize(db)
    expect(sized.filter((row) => row.open > MAX_OPEN_JOBS[row.size])).toEqual([])
    expect(sized.find((row) => row.name === busiest.name)!.size).not.toBe('1-10')
    const drafts = await db
      .select({ tagline: companies.tagline })
      .from(companies)
      .where(and(eq(companies.statusCode, CompanyStatusCode.draft), isNull(companies.industry)))
    expect(drafts.every((row) => row.tagline === null)).toBe(true)

    // Once is enough.
    expect(
      (await runSeeders(await createTestServiceContext({ db }), SEEDERS)).every(
        (outcome) => outcome.status === 'skipped',
      ),
    ).toBe(true)
  }, 300_000)
})
