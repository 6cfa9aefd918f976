import { Faker, base, en } from '@faker-js/faker'
import { and, asc, between, count, eq, sql, type SQL } from 'drizzle-orm'
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import type { JobStatus } from '@/api/jobs/job-statuses'
import type { ServiceContext } from '../core/service-context'
import { findUserByEmail } from '../modules/auth/user-records'
import { jobSlug, salaryColumns } from '../modules/jobs/job-write'
import { searchDocumentOf } from '../modules/jobs/search-vector'
import type { Db } from '../db/client'
import { accountMemberships } from '../db/schema/accounts'
import { companies } from '../db/schema/companies'
import { jobDailyStats, jobSaves, jobs, type JobInsert } from '../db/schema/jobs'
import { maxOpenJobs } from './company-size'
import { generateJobContent, type CompanyForJobs } from './job-content'
import { rewriteJobTexts } from './rewrite-sample-texts'
import { seedSampleSaves } from './sample-saves'
import { SEED, SEED_REF_DATE, type Seeder } from './seeder'

/** Sample jobs spread over the seeded companies (plus the sample employer's own set). */
export const SAMPLE_JOB_COUNT = 1_600
/** The sample employer's jobs: every status, for the dashboard, owner actions and analytics. */
export const EMPLOYER_JOB_PLANS: readonly Plan[] = [
  ...Array<Plan>(15).fill({ status: 'active' }),
  { status: 'active', expired: true },
  { status: 'draft' },
  { status: 'draft' },
  { status: 'draft' },
  { status: 'paused' },
  { status: 'paused' },
  { status: 'closed' },
  { status: 'closed' },
  { status: 'hired' },
]

const DAY_MS = 86_400_000
const BATCH = 400

export type Plan = { status: JobStatus; expired?: boolean; private?: boolean }

type SeedCompany = CompanyForJobs & {
  accountId: string | null
  ownerUserId: string
  size: string | null
  listed: boolean
}

function planFor(faker: Faker): Plan {
  return faker.helpers.weightedArrayElement<Plan>([
    { weight: 80, value: { status: 'active' } },
    { weight: 4, value: { status: 'active', expired: true } },
    { weight: 2, value: { status: 'active', private: true } },
    { weight: 5, value: { status: 'draft' } },
    { weight: 4, value: { status: 'paused' } },
    { weight: 4, value: { status: 'closed' } },
    { weight: 1, value: { status: 'hired' } },
  ])
}

/**
 * Dates relative to `anchor` (the seeding day, UTC midnight): a job board's jobs are recent, and live ones
 * expire months later, so the sample stays usable long after it was seeded. Expired ones ended 1–30 days
 * before the anchor.
 */
function datesFor(faker: Faker, plan: Plan, anchor: Date) {
  const daysAgo = (min: number, max: number) =>
    new Date(anchor.getTime() - faker.number.float({ min, max }) * DAY_MS)
  const later = (from: Date, min: number, max: number) =>
    new Date(from.getTime() + faker.number.int({ min, max }) * DAY_MS)
  if (plan.status === 'draft') {
    const createdAt = daysAgo(0, 20)
    return { createdAt, updatedAt: createdAt, postedDate: null, expiryDate: null }
  }
  const old = plan.expired || plan.status === 'closed' || plan.status === 'hired'
  const postedDate = old ? daysAgo(60, 150) : daysAgo(0, 75)
  const createdAt = new Date(postedDate.getTime() - faker.number.float({ min: 0, max: 3 }) * DAY_MS)
  let expiryDate: Date | null
  if (plan.expired) expiryDate = daysAgo(1, 30)
  else if (faker.datatype.boolean({ probability: 0.1 })) expiryDate = null
  else expiryDate = later(anchor, 150, 420)
  const updatedAt = new Date(
    Math.min(anchor.getTime(), postedDate.getTime() + faker.number.float({ min: 0, max: 20 }) * DAY_MS),
  )
  return { createdAt, updatedAt, postedDate, expiryDate }
}

/** A job row whose search vector is computed by the INSERT itself. */
type SeedJob = Omit<JobInsert, 'search' | 'searchRank'> & { search: SQL; searchRank: SQL }

function buildJob(
  faker: Faker,
  id: string,
  company: SeedCompany,
  plan: Plan,
  createdBy: string,
  anchor: Date,
): SeedJob {
  const content = generateJobContent(faker, company, id)
  const dates = datesFor(faker, plan, anchor)
  const views = plan.status === 'draft' ? 0 : Math.round(faker.number.float() ** 3 * 6_000)
  const row = {
    id,
    slug: jobSlug(content.title, id),
    title: content.title,
    description: content.description,
    responsibilities: content.responsibilities,
    requirements: content.requirements,
    skills: content.skills,
    skillKeys: content.skills.map((skill) => skill.toLowerCase()),
    companyId: company.id,
    accountId: company.accountId,
    createdBy,
    location: content.location,
    employmentTypes: content.employmentTypes,
    seniority: content.seniority,
    workSetting: content.workSetting,
    isRemote: content.workSetting === 'Remote',
    isPublic: !plan.private,
    ...salaryColumns(content.salary),
    status: plan.status,
    ...dates,
    viewCount: views,
    saveCount: 0,
    applicationCount: 0,
  } satisfies Omit<JobInsert, 'search' | 'searchRank'>
  return { ...row, ...searchDocumentOf(row, company.name) }
}

async function seedCompanies(db: Db): Promise<SeedCompany[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      industry: companies.industry,
      location: companies.location,
      size: companies.size,
      accountId: companies.accountId,
      ownerUserId: companies.ownerUserId,
      statusCode: companies.statusCode,
      visibilityCode: companies.visibilityCode,
      isDemo: companies.isDemo,
    })
    .from(companies)
    .orderBy(asc(companies.slug), asc(companies.id))
  return rows.map((row) => ({
    ...row,
    listed:
      row.statusCode === CompanyStatusCode.active &&
      row.visibilityCode === CompanyVisibilityCode.public &&
      !row.isDemo,
  }))
}

/** The seeding day, UTC midnight: runs on the same day produce the same dates. */
const anchorDay = () => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS)

async function insertJobs(db: Db, rows: readonly SeedJob[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(jobs)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing()
  }
}

/**
 * The last 30 days of views of the employer's live jobs, summing to their counters (their saves are real
 * saves: sample-saves.ts).
 */
function dailyStatsFor(faker: Faker, job: SeedJob, anchor: Date) {
  if (!job.postedDate || job.status === 'draft') return []
  const rows: { jobId: string; day: string; views: number }[] = []
  let total = 0
  for (let d = 29; d >= 0; d--) {
    const day = new Date(anchor.getTime() - d * DAY_MS)
    if (day < job.postedDate) continue
    const views = faker.number.int({ min: 0, max: 60 })
    total += views
    rows.push({
      jobId: job.id!,
      day: day.toISOString().slice(0, 10),
      views,
    })
  }
  job.viewCount = total
  return rows
}

/**
 * Which company posts each of `count` sample jobs: every company one first (each of them is hiring), then
 * the rest drawn in proportion to the room each has left, so no company gets more jobs (of any status) than
 * its size allows (company-size.ts) and the large ones post most of them.
 */
function assignCompanies(faker: Faker, pool: readonly SeedCompany[], count: number): SeedCompany[] {
  const room = pool.map((company) => maxOpenJobs(company.size))
  const assigned: SeedCompany[] = []
  for (let i = 0; i < count; i++) {
    const candidates = pool.flatMap((_, index) =>
      room[index]! > 0 ? [{ weight: room[index]!, value: index }] : [],
    )
    if (candidates.length === 0) throw new Error(`the sample companies have room for ${i} jobs, not ${count}`)
    const index = i < pool.length && room[i]! > 0 ? i : faker.helpers.weightedArrayElement(candidates)
    room[index]! -= 1
    assigned.push(pool[index]!)
  }
  return assigned
}

export const jobsSeeder: Seeder = {
  name: 'jobs',
  version: 2,
  async run({ db, log }, { faker, previousVersion }) {
    const anchor = anchorDay()
    if (previousVersion !== null && previousVersion < 2) {
      // Version 1 wrote a generated buzzword sentence into every description and saves without save rows
      // into the daily series; its jobs keep their ids and get the current wording and real saves.
      const rewritten = await rewriteJobTexts(db)
      const saves = await seedSampleSaves(db, anchor)
      await db.execute(sql`analyze jobs`)
      log.info({ rewritten, saves }, 'sample jobs rewritten in place')
      return
    }
    const all = await seedCompanies(db)
    if (all.length === 0) {
      log.warn('no companies to post jobs for; jobs not seeded')
      return
    }
    const employer = await findUserByEmail(db, 'employer@reelhire.dev')
    const recruiter = await findUserByEmail(db, 'recruiter@reelhire.dev')
    const seeker = await findUserByEmail(db, 'jobseeker@reelhire.dev')
    const employerCompanies = employer ? all.filter((company) => company.ownerUserId === employer.id) : []
    const others = all.filter((company) => !employerCompanies.includes(company))
    const pool = others.length > 0 ? others : all

    // Drawn in a fixed order every run (the companies, then each job's id and content), so the same build
    // seeds the same jobs.
    const rows: SeedJob[] = []
    for (const company of assignCompanies(faker, pool, SAMPLE_JOB_COUNT)) {
      const id = faker.string.uuid()
      rows.push(buildJob(faker, id, company, planFor(faker), company.ownerUserId, anchor))
    }

    const stats: ReturnType<typeof dailyStatsFor> = []
    const employerCompany = employerCompanies.find((company) => company.listed) ?? employerCompanies[0]
    if (employer && employerCompany) {
      // The sample recruiter works in the employer's company account: some jobs are theirs.
      const recruiterIsMember =
        recruiter && employerCompany.accountId
          ? (
              await db
                .select({ userId: accountMemberships.userId })
                .from(accountMemberships)
                .where(
                  and(
                    eq(accountMemberships.accountId, employerCompany.accountId),
                    eq(accountMemberships.userId, recruiter.id),
                  ),
                )
            ).length > 0
          : false
      EMPLOYER_JOB_PLANS.forEach((plan, index) => {
        const id = faker.string.uuid()
        const author = recruiterIsMember && recruiter && index % 6 === 5 ? recruiter.id : employer.id
        const job = buildJob(faker, id, employerCompany, plan, author, anchor)
        stats.push(...dailyStatsFor(faker, job, anchor))
        rows.push(job)
      })
    }

    await insertJobs(db, rows)
    if (stats.length > 0) await db.insert(jobDailyStats).values(stats).onConflictDoNothing()

    if (seeker) await seedSaves(db, faker, seeker.id, rows, all, anchor)
    const saves = await seedSampleSaves(db, anchor)
    await db.execute(sql`analyze jobs, companies`)
    log.info({ jobs: rows.length, saves }, 'sample jobs ready')
  },
}

/** A few saves by the sample job seeker: live jobs, one closed and one expired (the Saved view marks them). */
async function seedSaves(
  db: Db,
  faker: Faker,
  userId: string,
  rows: readonly SeedJob[],
  all: readonly SeedCompany[],
  anchor: Date,
) {
  const listed = new Set(all.filter((company) => company.listed).map((company) => company.id))
  const live = rows.filter(
    (row) =>
      row.status === 'active' &&
      row.isPublic &&
      listed.has(row.companyId) &&
      (row.expiryDate === null || row.expiryDate! > anchor),
  )
  const closed = rows.find((row) => row.status === 'closed' && listed.has(row.companyId))
  const expired = rows.find((row) => row.status === 'active' && row.expiryDate && row.expiryDate < anchor)
  const chosen = [...faker.helpers.arrayElements(live, Math.min(6, live.length)), closed, expired].filter(
    (row): row is SeedJob => row !== undefined,
  )
  for (const [index, row] of chosen.entries()) {
    const inserted = await db
      .insert(jobSaves)
      .values({ userId, jobId: row.id!, createdAt: new Date(anchor.getTime() - (index + 1) * 3_600_000) })
      .onConflictDoNothing()
      .returning()
    if (inserted.length > 0) {
      await db
        .update(jobs)
        .set({ saveCount: sql`${jobs.saveCount} + 1` })
        .where(eq(jobs.id, row.id!))
    }
  }
}

const BENCH_BATCH = 1_000
const benchId = (index: number) => `b0000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`

/**
 * `npm run db:seed -- --jobs N`: tops the benchmark jobs up to N (ids b0000000-…-<index>, so running it
 * again adds only what is missing). Same generator as the sample jobs, over the seeded companies; each
 * batch has its own seeded faker, so the data is the same on every machine. Load data: spread evenly over
 * the companies, whatever their size (100,000 jobs do not fit the sample companies' sizes anyway).
 */
export async function seedBenchmarkJobs(ctx: ServiceContext, total: number): Promise<number> {
  const { db, log } = ctx
  const all = await seedCompanies(db)
  if (all.length === 0) throw new Error('seed the companies first (npm run db:seed)')
  const [existingRow] = await db
    .select({ n: count() })
    .from(jobs)
    .where(between(jobs.id, benchId(0), benchId(0xffffffffffff)))
  const existing = Number(existingRow?.n ?? 0)
  if (existing >= total) {
    log.info({ existing, total }, 'benchmark jobs already seeded')
    return 0
  }
  const anchor = anchorDay()
  const started = Date.now()
  for (let start = Math.floor(existing / BENCH_BATCH) * BENCH_BATCH; start < total; start += BENCH_BATCH) {
    const faker = new Faker({ locale: [en, base], seed: SEED + 7_919 * (start / BENCH_BATCH + 1) })
    faker.setDefaultRefDate(SEED_REF_DATE)
    const rows: SeedJob[] = []
    for (let i = start; i < Math.min(start + BENCH_BATCH, total); i++) {
      const company = faker.helpers.arrayElement(all)
      rows.push(buildJob(faker, benchId(i), company, planFor(faker), company.ownerUserId, anchor))
    }
    await db.insert(jobs).values(rows).onConflictDoNothing()
    if ((start / BENCH_BATCH) % 10 === 9) log.info({ seeded: start + rows.length, total }, 'benchmark jobs')
  }
  // After a bulk load: statistics for the planner, and the visibility map that lets the listing's count read
  // its index alone (jobs_listing_idx). PostgreSQL's autovacuum would get there eventually; PGlite has none.
  await db.execute(sql`vacuum (analyze) jobs, job_search_lexemes, companies`)
  const added = total - existing
  log.info({ added, total, seconds: Math.round((Date.now() - started) / 1000) }, 'benchmark jobs ready')
  return added
}
