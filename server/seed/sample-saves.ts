import { and, asc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm'
import { Role, roleToCode } from '@/api/roles'
import type { Db } from '../db/client'
import { companies } from '../db/schema/companies'
import { jobSaves, jobs } from '../db/schema/jobs'
import { users } from '../db/schema/users'
import { findUserByEmail } from '../modules/auth/user-records'
import { rowRandom } from './row-random'
import { SAMPLE_EMPLOYER_EMAIL, SAMPLE_PEOPLE_EMAILS } from './sample-identities'

const MINUTE_MS = 60_000
const BATCH = 500
/** At most this many sample people save one job. */
const MAX_SAVES_PER_JOB = 12

/**
 * Saves of the sample employer's published jobs by sample job seekers, at times between a job's posting and
 * the seeding day (or its expiry): its analytics then show saves that are real rows, in the last 30 days and
 * before (the analytics read saves from job_saves only). Who saves and when are seeded by the job's id, so a
 * second run adds nothing. Afterwards every job's save counter is set to its number of saves. Returns how
 * many saves were added.
 */
export async function seedSampleSaves(db: Db, anchor: Date): Promise<number> {
  const employer = await findUserByEmail(db, SAMPLE_EMPLOYER_EMAIL)
  if (!employer) return 0
  const seekers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(like(users.email, SAMPLE_PEOPLE_EMAILS), eq(users.roleCode, roleToCode(Role.JobSeeker))))
    .orderBy(asc(users.email))
  const published = await db
    .select({ id: jobs.id, postedDate: jobs.postedDate, expiryDate: jobs.expiryDate })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(companies.ownerUserId, employer.id),
        eq(jobs.status, 'active'),
        isNotNull(jobs.postedDate),
        isNull(jobs.deletedAt),
      ),
    )
    .orderBy(asc(jobs.id))
  const rows: { userId: string; jobId: string; createdAt: Date }[] = []
  for (const job of published) {
    const random = rowRandom(`saves:${job.id}`)
    const from = job.postedDate!.getTime()
    const until = Math.min(anchor.getTime(), job.expiryDate?.getTime() ?? Infinity)
    const minutes = Math.max(0, Math.floor((until - from) / MINUTE_MS))
    for (const seeker of random.some(seekers, 0, MAX_SAVES_PER_JOB)) {
      rows.push({
        userId: seeker.id,
        jobId: job.id,
        createdAt: new Date(from + random.int(0, minutes) * MINUTE_MS),
      })
    }
  }
  let added = 0
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await db
      .insert(jobSaves)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing()
      .returning({ jobId: jobSaves.jobId })
    added += inserted.length
  }
  // The counter shown in lists and summaries agrees with the saves themselves.
  await db.execute(sql`update ${jobs} set save_count = saved.n
    from (select job_id, count(*)::int as n from ${jobSaves} group by job_id) saved
    where ${jobs.id} = saved.job_id and ${jobs.saveCount} <> saved.n`)
  return added
}
