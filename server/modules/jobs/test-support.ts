import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import { jobs, type JobInsert, type JobRow } from '../../db/schema/jobs'
import { jobSlug } from './job-write'
import { refreshSearchVectors } from './search-vector'

/** Test helpers of the job API tests (not used by the app). */

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** Lower-case letters only, so the text search treats it as one plain word found nowhere else. */
export function nonce(prefix = 'zq'): string {
  let word = prefix
  for (let i = 0; i < 10; i++) word += String.fromCharCode(97 + Math.floor(Math.random() * 26))
  return word
}

export type TestJob = Partial<JobInsert> & { title?: string }

/**
 * Inserts a job straight into the table (with its search vector): an active, public job posted an hour ago
 * that expires in 30 days, unless `overrides` say otherwise.
 */
export async function insertJob(db: Db, company: CompanyRow, overrides: TestJob = {}): Promise<JobRow> {
  const id = overrides.id ?? randomUUID()
  const title = overrides.title ?? 'Software Engineer'
  const now = Date.now()
  const [row] = await db
    .insert(jobs)
    .values({
      id,
      slug: jobSlug(title, id),
      title,
      description: 'Build things with us.',
      companyId: company.id,
      accountId: company.accountId,
      createdBy: company.ownerUserId,
      status: 'active',
      isPublic: true,
      postedDate: new Date(now - HOUR_MS),
      expiryDate: new Date(now + 30 * DAY_MS),
      createdAt: new Date(now - HOUR_MS),
      updatedAt: new Date(now - HOUR_MS),
      ...overrides,
      skillKeys: (overrides.skills ?? []).map((skill) => skill.toLowerCase()),
    })
    .returning()
  if (!row) throw new Error('job insert returned no row')
  await refreshSearchVectors(db, sql`${jobs.id} = ${id}`)
  return row
}

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS)
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS)
