import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Candidate } from '@/api/outreach/outreach'
import type { EnrolInput } from '@/api/outreach/outreach-inputs'
import { canOnJob } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { applications } from '../../db/schema/applications'
import { jobs } from '../../db/schema/jobs'
import { users, type UserRow } from '../../db/schema/users'
import { roleOf } from '../auth/user-records'
import { canStartConversation } from '../messaging/messaging-policy'
import { containing, foldSql, foldText } from '../people/accent-fold'
import { statesWith } from '../people/connection-records'
import { visiblePersonCondition } from '../people/people-visibility'
import { listPoolMembersForEnrolment } from '../talent-pools/talent-pool-enrolment'
import { personName } from './outreach-dto'

/** Someone a source offers for enrolment; only these may be enrolled. */
export type Recipient = { userId: string }

/**
 * Where enrolled people come from. Each source answers only people the caller may contact — the messaging
 * policy's rule (a job seeker or a connection, never across a block) plus the source's own: applicants of a
 * job the caller may "contact candidates" on, people they can see, members of a pool they may work on.
 */
export type EnrolmentSourceReader = (
  ctx: ServiceContext,
  viewer: SignedInViewer,
  input: EnrolInput,
) => Promise<Recipient[]>

const LIST_MAX = 100

/** The ones among these people the caller may message (visible, not blocked either way, policy allows). */
async function contactable(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  rows: readonly UserRow[],
): Promise<UserRow[]> {
  const states = await statesWith(
    ctx.db,
    viewer.userId,
    rows.map((row) => row.id),
  )
  return rows.filter((row) =>
    canStartConversation(viewer, {
      userId: row.id,
      role: roleOf(row),
      connection: states.get(row.id) ?? 'none',
      blocked: false,
    }),
  )
}

/** The caller's own and current account's jobs on which they may contact candidates. */
async function contactJobs(ctx: ServiceContext, viewer: SignedInViewer) {
  const mine = viewer.accountId
    ? or(eq(jobs.createdBy, viewer.userId), eq(jobs.accountId, viewer.accountId))
    : eq(jobs.createdBy, viewer.userId)
  const rows = await ctx.db
    .select({ id: jobs.id, title: jobs.title, createdBy: jobs.createdBy, accountId: jobs.accountId })
    .from(jobs)
    .where(and(mine, isNull(jobs.deletedAt)))
  return rows.filter((job) =>
    canOnJob(viewer, 'contactCandidates', {
      ownerUserId: job.createdBy,
      accountId: job.accountId,
      isPublic: false,
    }),
  )
}

/** Applicants of those jobs (optionally only these people), newest application first, with the job's title. */
async function applicants(ctx: ServiceContext, viewer: SignedInViewer, only?: readonly string[]) {
  const jobList = await contactJobs(ctx, viewer)
  if (jobList.length === 0) return []
  const title = new Map(jobList.map((job) => [job.id, job.title]))
  const rows = await ctx.db
    .select({ person: users, jobId: applications.jobId })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantUserId))
    .where(
      and(
        inArray(applications.jobId, [...title.keys()]),
        visiblePersonCondition(viewer),
        only ? inArray(users.id, [...only]) : undefined,
      ),
    )
    .orderBy(desc(applications.createdAt))
    .limit(only ? only.length * 20 : 500)
  const allowed = new Set(
    (
      await contactable(
        ctx,
        viewer,
        rows.map((row) => row.person),
      )
    ).map((row) => row.id),
  )
  const seen = new Set<string>()
  return rows.flatMap((row) => {
    if (!allowed.has(row.person.id) || seen.has(row.person.id)) return []
    seen.add(row.person.id)
    return [{ person: row.person, context: title.get(row.jobId) ?? null }]
  })
}

async function people(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  search: { q?: string; only?: readonly string[] },
) {
  const terms = foldText(search.q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
  const name = sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.headline}, '')`
  const rows = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        visiblePersonCondition(viewer),
        search.only ? inArray(users.id, [...search.only]) : sql`not ${users.isDemo}`,
        ...terms.map((term) => sql`${foldSql(name)} like ${containing(term)}`),
      ),
    )
    .orderBy(asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(search.only ? search.only.length : 300)
  return contactable(ctx, viewer, rows)
}

/** The enrolment sources by name; a pool comes from the talent pools module's own policy-checked reader. */
export const ENROLMENT_SOURCES: Record<EnrolInput['source'], EnrolmentSourceReader> = {
  applicants: async (ctx, viewer, input) =>
    input.source === 'pool'
      ? []
      : (await applicants(ctx, viewer, input.userIds)).map((row) => ({ userId: row.person.id })),
  people: async (ctx, viewer, input) =>
    input.source === 'pool'
      ? []
      : (await people(ctx, viewer, { only: input.userIds })).map((row) => ({ userId: row.id })),
  pool: async (ctx, viewer, input) =>
    input.source === 'pool'
      ? (await listPoolMembersForEnrolment(ctx, viewer, input.poolId)).map((row) => ({ userId: row.userId }))
      : [],
}

/** GET /api/Outreach/candidates: people the caller may enrol from applicants or a people search. */
export async function listCandidates(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  source: 'applicants' | 'people',
  q: string,
): Promise<Candidate[]> {
  if (source === 'applicants') {
    const rows = await applicants(ctx, viewer)
    const terms = foldText(q).split(/\s+/).filter(Boolean)
    return rows
      .filter((row) =>
        terms.every((term) => foldText(`${personName(row.person)} ${row.context ?? ''}`).includes(term)),
      )
      .slice(0, LIST_MAX)
      .map((row) => ({
        id: row.person.id,
        name: personName(row.person),
        headline: row.person.headline,
        context: row.context,
      }))
  }
  const rows = await people(ctx, viewer, { q })
  return rows
    .slice(0, LIST_MAX)
    .map((row) => ({ id: row.id, name: personName(row), headline: row.headline, context: row.currentRole }))
}
