import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, gt, isNull, like, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { ApplicationAnswer } from '@/api/applications/application-views'
import type { ApplicationStage } from '@/api/applications/application-stages'
import type { ScreeningQuestion } from '@/api/applications/screening-questions'
import type { JobAlertFrequency, JobAlertStatus } from '@/api/job-alerts/job-alert-settings'
import type { JobAlertQuery } from '@/api/job-alerts/job-alert-query'
import { Role, roleToCode } from '@/api/roles'
import { findUserByEmail } from '../modules/auth/user-records'
import { applicationEvents, applicationNotes, applications } from '../db/schema/applications'
import { companies } from '../db/schema/companies'
import { jobAlerts } from '../db/schema/job-alerts'
import { jobQuestions } from '../db/schema/job-questions'
import { jobDailyStats, jobs } from '../db/schema/jobs'
import { users } from '../db/schema/users'
import { applicationKey, coverLetter, whyAnswer } from './application-texts'
import { rewriteApplicationTexts } from './rewrite-sample-texts'
import { SAMPLE_PEOPLE_EMAILS } from './sample-identities'
import type { Seeder } from './seeder'

const DAY_MS = 86_400_000

/** The path each seeded application took: the stages entered and how many days ago each was. */
type Path = { stages: ApplicationStage[]; daysAgo: number[] }

/** The sample job seeker's applications: one per stage kind, one of them stale (no change for 20 days). */
const SEEKER_PATHS: Path[] = [
  { stages: ['applied', 'screening', 'interview'], daysAgo: [12, 8, 2] },
  { stages: ['applied'], daysAgo: [20] },
  { stages: ['applied', 'screening'], daysAgo: [9, 5] },
  { stages: ['applied', 'screening', 'rejected'], daysAgo: [25, 18, 10] },
]

/** Other sample people's applications to the employer's jobs, so the review board has a pipeline. */
const OTHER_PATHS: Path[] = [
  { stages: ['applied'], daysAgo: [1] },
  { stages: ['applied'], daysAgo: [3] },
  { stages: ['applied'], daysAgo: [16] },
  { stages: ['applied', 'screening'], daysAgo: [7, 4] },
  { stages: ['applied', 'screening', 'interview'], daysAgo: [14, 10, 6] },
  { stages: ['applied', 'screening', 'interview', 'offer'], daysAgo: [30, 24, 15, 3] },
  { stages: ['applied', 'screening', 'interview', 'offer', 'hired'], daysAgo: [40, 35, 28, 20, 12] },
  { stages: ['applied', 'rejected'], daysAgo: [11, 9] },
]

const QUESTIONS: ScreeningQuestion[] = [
  { id: 'seed-why', question: 'Why do you want to work with us?', required: true },
  { id: 'seed-start', question: 'When could you start?', required: false },
]

const NOTES = [
  'Strong portfolio; schedule a technical interview.',
  'Great communication in the screening call.',
  'Check references before the offer.',
  'Salary expectations fit the range.',
]

const ALERTS: { name: string; query: JobAlertQuery; frequency: JobAlertFrequency; status: JobAlertStatus }[] =
  [
    {
      name: 'Remote engineering roles',
      query: { search: 'engineer', isRemote: true },
      frequency: 'daily',
      status: 'active',
    },
    {
      name: 'Senior design in Berlin',
      query: { search: 'designer', location: 'Berlin', experienceLevel: ['senior'] },
      frequency: 'weekly',
      status: 'paused',
    },
  ]

const utcDay = (date: Date) => date.toISOString().slice(0, 10)

/** A job applied to, with what the cover letter names. */
type Target = { id: string; title: string; company: string }

/**
 * Sample applications and alerts (issue 5): jobseeker@reelhire.dev applies to four jobs (two of the sample
 * employer's, where recruiter@ left notes; one interview, one stale, one screening, one rejected), a few
 * sample people apply to the employer's jobs across every stage, one employer job asks screening
 * questions, and the job seeker keeps two alerts (daily active, weekly paused). Seeded applications carry
 * no CV file (the seeder has no upload directory); their cover letters (application-texts.ts) say so. Runs
 * after the jobs seeder; rows that exist are skipped.
 */
export const applicationsSeeder: Seeder = {
  name: 'applications',
  version: 2,
  async run({ db, log }, { faker, previousVersion }) {
    if (previousVersion !== null && previousVersion < 2) {
      // Version 1's applications keep their rows; their lorem-ipsum letters and answers are rewritten.
      log.info({ applications: await rewriteApplicationTexts(db) }, 'sample applications rewritten in place')
      return
    }
    const seeker = await findUserByEmail(db, 'jobseeker@reelhire.dev')
    const employer = await findUserByEmail(db, 'employer@reelhire.dev')
    const recruiter = await findUserByEmail(db, 'recruiter@reelhire.dev')
    if (!seeker || !employer) {
      log.warn('applications seeder: the sample accounts are missing; nothing seeded')
      return
    }
    const now = new Date()
    const listed = and(
      eq(jobs.status, 'active'),
      eq(jobs.isPublic, true),
      isNull(jobs.deletedAt),
      or(isNull(jobs.expiryDate), gt(jobs.expiryDate, now)),
    )
    // Jobs posted before the oldest seeded application (45 days), so no one applied before a job existed.
    const old = lte(jobs.postedDate, new Date(now.getTime() - 45 * DAY_MS))
    const authors = recruiter ? [employer.id, recruiter.id] : [employer.id]
    const pick = (where: SQL, limit: number) =>
      db
        .select({ id: jobs.id, title: jobs.title, company: companies.name })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(where)
        .orderBy(desc(jobs.postedDate), asc(jobs.id))
        .limit(limit)
    // The employer's own jobs: their pipeline (in any account) shows these, whoever else is in the account.
    const mine = and(listed, eq(jobs.createdBy, employer.id))!
    const notMine = and(listed, notInArray(jobs.createdBy, authors))!
    let employerJobs = await pick(and(mine, old)!, 4)
    if (employerJobs.length < 2) employerJobs = await pick(mine, 4)
    let otherJobs = await pick(and(notMine, old)!, 40)
    if (otherJobs.length < 2) otherJobs = await pick(notMine, 40)
    if (employerJobs.length < 2 || otherJobs.length < 2) {
      log.warn('applications seeder: not enough listed jobs; run the jobs seeder first')
      return
    }
    const [questionJob, secondJob] = employerJobs as [Target, Target]
    await db
      .insert(jobQuestions)
      .values({ jobId: questionJob.id, questions: QUESTIONS, updatedBy: employer.id, updatedAt: now })
      .onConflictDoNothing()

    const others = faker.helpers.arrayElements(otherJobs, 2)
    const seekerTargets = [questionJob, secondJob, ...others]
    const reviewerOf = (jobId: string) =>
      employerJobs.some((job) => job.id === jobId) ? (recruiter?.id ?? employer.id) : null

    let created = 0
    const insert = async (job: Target, applicantId: string, path: Path, answers: ApplicationAnswer[]) => {
      const jobId = job.id
      const at = (daysAgo: number) =>
        new Date(now.getTime() - daysAgo * DAY_MS - faker.number.int({ min: 0, max: 3_600_000 }))
      const times = path.daysAgo.map(at)
      const stage = path.stages[path.stages.length - 1]!
      const [row] = await db
        .insert(applications)
        .values({
          jobId,
          applicantUserId: applicantId,
          stage,
          stageChangedAt: times[times.length - 1]!,
          coverLetter: coverLetter(applicationKey(jobId, applicantId), job.title, job.company),
          answers,
          createdAt: times[0]!,
          updatedAt: times[times.length - 1]!,
        })
        .onConflictDoNothing()
        .returning({ id: applications.id })
      if (!row) return
      created++
      const reviewer = reviewerOf(jobId)
      await db.insert(applicationEvents).values(
        path.stages.map((entered, index) => ({
          applicationId: row.id,
          stage: entered,
          actorUserId: index === 0 ? applicantId : reviewer,
          createdAt: times[index]!,
        })),
      )
      if (reviewer && path.stages.length > 1) {
        await db.insert(applicationNotes).values({
          applicationId: row.id,
          authorUserId: reviewer,
          text: faker.helpers.arrayElement(NOTES),
          createdAt: times[1]!,
        })
      }
      await db
        .update(jobs)
        .set({ applicationCount: sql`${jobs.applicationCount} + 1` })
        .where(eq(jobs.id, jobId))
      await db
        .insert(jobDailyStats)
        .values({ jobId, day: utcDay(times[0]!), applications: 1 })
        .onConflictDoUpdate({
          target: [jobDailyStats.jobId, jobDailyStats.day],
          set: { applications: sql`${jobDailyStats.applications} + 1` },
        })
    }

    for (const [index, target] of seekerTargets.entries()) {
      const answers: ApplicationAnswer[] =
        target.id === questionJob.id
          ? [
              {
                questionId: 'seed-why',
                question: QUESTIONS[0]!.question,
                answer: 'Your product helps people find work they love.',
              },
              { questionId: 'seed-start', question: QUESTIONS[1]!.question, answer: 'In four weeks.' },
            ]
          : []
      await insert(target, seeker.id, SEEKER_PATHS[index]!, answers)
    }

    const people = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          like(users.email, SAMPLE_PEOPLE_EMAILS),
          eq(users.roleCode, roleToCode(Role.JobSeeker)),
          ne(users.id, seeker.id),
        ),
      )
      .orderBy(asc(users.email))
      .limit(60)
    const applicants = faker.helpers.arrayElements(people, Math.min(people.length, OTHER_PATHS.length * 2))
    for (const [index, person] of applicants.entries()) {
      const job = employerJobs[index % employerJobs.length]!
      const answers: ApplicationAnswer[] =
        job.id === questionJob.id
          ? [
              {
                questionId: 'seed-why',
                question: QUESTIONS[0]!.question,
                answer: whyAnswer(applicationKey(job.id, person.id)),
              },
            ]
          : []
      await insert(job, person.id, OTHER_PATHS[index % OTHER_PATHS.length]!, answers)
    }

    const existing = await db
      .select({ name: jobAlerts.name })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, seeker.id))
    for (const alert of ALERTS) {
      if (existing.some((row) => row.name === alert.name)) continue
      await db.insert(jobAlerts).values({
        userId: seeker.id,
        ...alert,
        nextRunAt: alert.status === 'active' ? new Date(now.getTime() + DAY_MS) : null,
        lastRunAt: now,
        lastSentAt: alert.status === 'paused' ? new Date(now.getTime() - 9 * DAY_MS) : null,
        unsubscribeSalt: randomBytes(16).toString('base64url'),
        createdAt: new Date(now.getTime() - 14 * DAY_MS),
        updatedAt: now,
      })
    }
    log.info({ applications: created }, 'sample applications and alerts ready')
  },
}
