import { and, eq, gt, inArray, isNull, like, notLike, or, sql } from 'drizzle-orm'
import { INDUSTRIES, type Industry } from '@/api/companies/company-industries'
import { parseCompanySize } from '@/api/companies/company-sizes'
import type { ApplicationAnswer } from '@/api/applications/application-views'
import { Role, roleToCode } from '@/api/roles'
import { refreshSearchVectors, textArray } from '../modules/jobs/search-vector'
import type { Db } from '../db/client'
import { applications } from '../db/schema/applications'
import { companies } from '../db/schema/companies'
import { jobs } from '../db/schema/jobs'
import { users } from '../db/schema/users'
import { SAMPLE_APPLICATION_NOTE, applicationKey, coverLetter, whyAnswer } from './application-texts'
import { MAX_OPEN_JOBS, sizeForOpenJobs } from './company-size'
import { companyTexts } from './company-texts'
import { jobDescription } from './job-description'
import { familyOfTitle } from './job-family-of-title'
import { personTexts } from './person-texts'
import { DEMO_OWNER_EMAIL, SAMPLE_EMPLOYER_EMAIL, SAMPLE_PEOPLE_EMAILS } from './sample-identities'

/**
 * Version 1 of the seeders wrote generated filler (faker's catch phrases, buzzwords, bios and lorem ipsum)
 * and sized companies at random, whatever their number of jobs. Their rows cannot be matched to the ones
 * the current version would generate (the ids came from the same random stream as the texts), so on a
 * database seeded by version 1 the seeders rewrite those rows in place with the current texts, seeded by
 * each row's id (the same texts a fresh seed would give that row), instead of adding a second set.
 */

/** Version 1's job descriptions all carried this generated sentence ending. */
const V1_JOB_FILLER = '%, and we are growing the team that makes it happen.%'
/** Version 1's company missions were "To help our customers <buzz phrase>." */
const V1_MISSION = 'To help our customers %'
/** Rows per UPDATE statement. */
const BATCH = 200
/** Benchmark jobs (seedBenchmarkJobs, throwaway databases) are left as they are. */
const BENCHMARK_IDS = 'b0000000-0000-4000-8000-%'

const isIndustry = (value: string | null): value is Industry =>
  value !== null && (INDUSTRIES as readonly string[]).includes(value)

/**
 * The sample companies (owned by sample people or the demo owner, whom nobody signs in as, or the sample
 * employer's with version 1's mission): tagline, description, mission and values from the industry's texts,
 * and a size that holds the company's open jobs (active, not expired). Returns how many were rewritten.
 */
export async function rewriteCompanyTexts(db: Db, now: Date): Promise<number> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      industry: companies.industry,
      size: companies.size,
      founded: companies.founded,
      profile: companies.profile,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(
      or(
        like(users.email, SAMPLE_PEOPLE_EMAILS),
        eq(users.email, DEMO_OWNER_EMAIL),
        and(eq(users.email, SAMPLE_EMPLOYER_EMAIL), sql`${companies.profile}->>'mission' like ${V1_MISSION}`),
      ),
    )
  const openRows = await db
    .select({ companyId: jobs.companyId, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'active'),
        isNull(jobs.deletedAt),
        or(isNull(jobs.expiryDate), gt(jobs.expiryDate, now)),
      ),
    )
    .groupBy(jobs.companyId)
  const open = new Map(openRows.map((row) => [row.companyId, Number(row.n)]))
  for (const row of rows) {
    const current = row.size === null ? null : parseCompanySize(row.size)
    const openJobs = open.get(row.id) ?? 0
    const size = current !== null && openJobs > MAX_OPEN_JOBS[current] ? sizeForOpenJobs(openJobs) : current
    if (!isIndustry(row.industry)) {
      // A draft without an industry has no texts yet.
      await db
        .update(companies)
        .set({ tagline: null, size: size ?? row.size })
        .where(eq(companies.id, row.id))
      continue
    }
    const texts = companyTexts(row.id, {
      name: row.name,
      industry: row.industry,
      size,
      founded: row.founded,
      city: row.profile.headquarters?.city ?? null,
    })
    await db
      .update(companies)
      .set({
        size: size ?? row.size,
        tagline: texts.tagline,
        description: texts.description,
        profile: { ...row.profile, mission: texts.mission, values: texts.values },
      })
      .where(eq(companies.id, row.id))
  }
  return rows.length
}

/** The sample people's headline, summary, role, employer, city and skills. Returns how many. */
export async function rewritePeopleTexts(db: Db): Promise<number> {
  const people = await db
    .select({ id: users.id, roleCode: users.roleCode })
    .from(users)
    .where(like(users.email, SAMPLE_PEOPLE_EMAILS))
  for (let i = 0; i < people.length; i += BATCH) {
    const values = sql.join(
      people.slice(i, i + BATCH).map((person) => {
        const texts = personTexts(person.id, person.roleCode === roleToCode(Role.Recruiter))
        return sql`(${person.id}::uuid, ${texts.headline}::text, ${texts.summary}::text, ${texts.location}::text,
          ${texts.currentRole}::text, ${texts.currentCompany}::text, ${textArray(texts.skills)})`
      }),
      sql`, `,
    )
    await db.execute(sql`update ${users} set headline = texts.headline, summary = texts.summary,
        location = texts.location, "current_role" = texts."current_role", current_company = texts.current_company,
        skills = texts.skills
      from (values ${values}) as texts(id, headline, summary, location, "current_role", current_company, skills)
      where ${users.id} = texts.id`)
  }
  return people.length
}

/**
 * The sample jobs with version 1's generated sentence: the description from the current templates (its
 * facts read from the row), then the search documents. Returns how many were rewritten.
 */
export async function rewriteJobTexts(db: Db): Promise<number> {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      workSetting: jobs.workSetting,
      location: jobs.location,
      responsibilities: jobs.responsibilities,
      skills: jobs.skills,
      companyName: companies.name,
      industry: companies.industry,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(like(jobs.description, V1_JOB_FILLER), notLike(sql`${jobs.id}::text`, BENCHMARK_IDS)))
  const rewritten = rows.flatMap((row) => {
    const family = familyOfTitle(row.title)
    return family ? [{ id: row.id, description: jobDescription(row.id, { ...row, family }) }] : []
  })
  // In batches, one statement each (a row at a time takes seconds for the sample's 1,600 jobs).
  for (let i = 0; i < rewritten.length; i += BATCH) {
    const batch = rewritten.slice(i, i + BATCH)
    const values = sql.join(
      batch.map((row) => sql`(${row.id}::uuid, ${row.description}::text)`),
      sql`, `,
    )
    await db.execute(sql`update ${jobs} set description = rewritten.description
      from (values ${values}) as rewritten(id, description) where ${jobs.id} = rewritten.id`)
    await refreshSearchVectors(
      db,
      inArray(
        jobs.id,
        batch.map((row) => row.id),
      ),
    )
  }
  return rewritten.length
}

/** The seeded applications' cover letters, and the sample people's answers, from templates. */
export async function rewriteApplicationTexts(db: Db): Promise<number> {
  const rows = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      applicantId: applications.applicantUserId,
      answers: applications.answers,
      title: jobs.title,
      company: companies.name,
      applicantEmail: users.email,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, applications.applicantUserId))
    .where(like(applications.coverLetter, `%${SAMPLE_APPLICATION_NOTE}`))
  for (const row of rows) {
    const key = applicationKey(row.jobId, row.applicantId)
    const samplePerson = row.applicantEmail.endsWith(SAMPLE_PEOPLE_EMAILS.slice(1))
    const answers: ApplicationAnswer[] = row.answers.map((answer) =>
      samplePerson && answer.questionId === 'seed-why' ? { ...answer, answer: whyAnswer(key) } : answer,
    )
    await db
      .update(applications)
      .set({ coverLetter: coverLetter(key, row.title, row.company), answers })
      .where(eq(applications.id, row.id))
  }
  return rows.length
}
