import { and, count, eq, gt, isNull, like, or } from 'drizzle-orm'
import { INDUSTRIES, type Industry } from '@/api/companies/company-industries'
import type { CompanySize } from '@/api/companies/company-sizes'
import { Role, roleToCode } from '@/api/roles'
import type { Db } from '../db/client'
import { applications } from '../db/schema/applications'
import { companies } from '../db/schema/companies'
import { jobs } from '../db/schema/jobs'
import { users } from '../db/schema/users'
import { applicationKey, coverLetter } from './application-texts'
import { companyTexts } from './company-texts'
import { jobDescription } from './job-description'
import { familyOfTitle } from './job-family-of-title'
import { personTexts } from './person-texts'
import { SAMPLE_PEOPLE_EMAILS } from './sample-identities'

/** Test helpers of the seed tests (not used by the app): what the sample data says and how it is sized. */

const isIndustry = (value: string | null): value is Industry =>
  value !== null && (INDUSTRIES as readonly string[]).includes(value)

/** Every text of the sample data that a person reads, with where it is from. */
export async function sampleTexts(db: Db): Promise<{ where: string; text: string | null }[]> {
  const texts: { where: string; text: string | null }[] = []
  for (const row of await db.select().from(companies)) {
    texts.push({ where: `tagline of ${row.name}`, text: row.tagline })
    texts.push({ where: `description of ${row.name}`, text: row.description })
    texts.push({ where: `mission of ${row.name}`, text: row.profile.mission ?? null })
  }
  for (const row of await db.select({ title: jobs.title, description: jobs.description }).from(jobs)) {
    texts.push({ where: `description of ${row.title}`, text: row.description })
  }
  for (const row of await db.select().from(users).where(like(users.email, SAMPLE_PEOPLE_EMAILS))) {
    texts.push({ where: `headline of ${row.email}`, text: row.headline })
    texts.push({ where: `summary of ${row.email}`, text: row.summary })
    texts.push({ where: `employer of ${row.email}`, text: row.currentCompany })
  }
  for (const row of await db.select().from(applications)) {
    texts.push({ where: `cover letter ${row.id}`, text: row.coverLetter })
    for (const answer of row.answers) texts.push({ where: `answer ${row.id}`, text: answer.answer })
  }
  return texts
}

/** The sample rows whose texts differ from what the project's templates give them. */
export async function textsNotFromTemplates(db: Db): Promise<string[]> {
  const wrong: string[] = []
  for (const row of await db.select().from(companies)) {
    if (!isIndustry(row.industry)) {
      if (row.tagline !== null) wrong.push(`tagline of draft ${row.name}`)
      continue
    }
    const expected = companyTexts(row.id, {
      name: row.name,
      industry: row.industry,
      size: row.size as CompanySize | null,
      founded: row.founded,
      city: row.profile.headquarters?.city ?? null,
    })
    const same =
      row.tagline === expected.tagline &&
      row.description === expected.description &&
      row.profile.mission === expected.mission &&
      JSON.stringify(row.profile.values) === JSON.stringify(expected.values)
    if (!same) wrong.push(`company ${row.name}`)
  }
  const jobRows = await db
    .select({ job: jobs, companyName: companies.name, industry: companies.industry })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
  for (const { job, companyName, industry } of jobRows) {
    const family = familyOfTitle(job.title)
    const expected = family && jobDescription(job.id, { ...job, family, companyName, industry })
    if (job.description !== expected) wrong.push(`job ${job.title} ${job.id}`)
  }
  for (const person of await db.select().from(users).where(like(users.email, SAMPLE_PEOPLE_EMAILS))) {
    const expected = personTexts(person.id, person.roleCode === roleToCode(Role.Recruiter))
    const actual = {
      headline: person.headline,
      summary: person.summary,
      location: person.location,
      currentRole: person.currentRole,
      currentCompany: person.currentCompany,
      skills: person.skills,
    }
    if (JSON.stringify(actual) !== JSON.stringify(expected)) wrong.push(`person ${person.email}`)
  }
  const letters = await db
    .select({ application: applications, title: jobs.title, company: companies.name })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
  for (const { application, title, company } of letters) {
    const key = applicationKey(application.jobId, application.applicantUserId)
    if (application.coverLetter !== coverLetter(key, title, company))
      wrong.push(`application ${application.id}`)
  }
  return wrong
}

/** Per company with a size: its open jobs (active, not deleted, not expired). */
export async function openJobsBySize(db: Db) {
  const open = and(
    eq(jobs.status, 'active'),
    isNull(jobs.deletedAt),
    or(isNull(jobs.expiryDate), gt(jobs.expiryDate, new Date())),
  )
  const rows = await db
    .select({ name: companies.name, size: companies.size, open: count(jobs.id) })
    .from(companies)
    .leftJoin(jobs, and(eq(jobs.companyId, companies.id), open))
    .groupBy(companies.id, companies.name, companies.size)
  return rows
    .filter((row): row is typeof row & { size: CompanySize } => row.size !== null)
    .map((row) => ({ ...row, open: Number(row.open) }))
}
