import { eq, inArray, sql } from 'drizzle-orm'
import {
  REPORT_TEXTS,
  type AdminReport,
  type AdminReportPage,
  type ReportKind,
  type ReportListQuery,
  type ReviewReportInput,
} from '@/api/administration/admin-reports'
import { ErrorCode } from '@/api/errors'
import { paged, pageWindow } from '@/api/pagination'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import type { Db } from '../../db/client'
import { messageReports, reportReviews } from '../../db/schema/administration'
import { userReports } from '../../db/schema/connections'
import { messages } from '../../db/schema/messaging'
import { users } from '../../db/schema/users'
import { fullName } from '../auth/user-records'
import { recordAdminAction, type AdminActor } from './audit-log'

/**
 * The moderation queue (issue 18): reports of people (people module, `user_reports`) and of messages
 * (`message_reports`) in one list, open = without a review. One union orders and pages the ids; the rows
 * are then read by id with their people and messages.
 */
const reportIds = sql`(
  select 'person' as kind, r.id, r.created_at from ${userReports} r
  union all
  select 'message' as kind, m.id, m.created_at from ${messageReports} m
) as reports`

function statusCondition(status: ReportListQuery['status']) {
  const reviewed = sql`exists (select 1 from ${reportReviews} rv where rv.report_kind = reports.kind and rv.report_id = reports.id)`
  return status === 'open' ? sql`not ${reviewed}` : reviewed
}

type IdRow = { kind: ReportKind; id: string }

export async function listReports(db: Db, query: ReportListQuery): Promise<AdminReportPage> {
  const { limit, offset } = pageWindow(query)
  const where = statusCondition(query.status)
  // Both drivers (PGlite, node-postgres) answer execute() with a result carrying `rows`.
  const page = (await db.execute(
    sql`select reports.kind, reports.id from ${reportIds} where ${where}
        order by reports.created_at desc, reports.id desc limit ${limit} offset ${offset}`,
  )) as unknown as { rows: IdRow[] }
  const totals = (await db.execute(
    sql`select count(*)::int as n from ${reportIds} where ${where}`,
  )) as unknown as {
    rows: { n: number }[]
  }
  const items = await loadReports(db, page.rows)
  return paged(items, Number(totals.rows[0]?.n ?? 0), query.page, query.limit)
}

async function loadReports(db: Db, ids: readonly IdRow[]): Promise<AdminReport[]> {
  const personIds = ids.filter((row) => row.kind === 'person').map((row) => row.id)
  const messageIds = ids.filter((row) => row.kind === 'message').map((row) => row.id)
  const [people, messageRows, reviews] = await Promise.all([
    personIds.length ? db.select().from(userReports).where(inArray(userReports.id, personIds)) : [],
    messageIds.length
      ? db
          .select({ report: messageReports, message: messages })
          .from(messageReports)
          .innerJoin(messages, eq(messages.id, messageReports.messageId))
          .where(inArray(messageReports.id, messageIds))
      : [],
    ids.length
      ? db
          .select()
          .from(reportReviews)
          .where(
            inArray(
              reportReviews.reportId,
              ids.map((row) => row.id),
            ),
          )
      : [],
  ])
  const userIds = new Set<string>()
  for (const row of people) userIds.add(row.reporterId).add(row.reportedId)
  for (const row of messageRows) userIds.add(row.report.reporterId).add(row.message.senderId)
  const userRows = userIds.size
    ? await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, [...userIds]))
    : []
  const personRef = (id: string) => {
    const user = userRows.find((row) => row.id === id)
    return { id, name: user ? fullName(user) : 'Deleted user', email: user?.email ?? '' }
  }
  const reviewOf = (kind: ReportKind, id: string) => {
    const review = reviews.find((row) => row.reportKind === kind && row.reportId === id)
    return review ? { outcome: review.outcome, reviewedAt: review.reviewedAt.toISOString() } : null
  }
  const byId = new Map<string, AdminReport>()
  for (const row of people) {
    byId.set(`person:${row.id}`, {
      kind: 'person',
      id: row.id,
      reason: row.reason,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
      reporter: personRef(row.reporterId),
      reported: personRef(row.reportedId),
      message: null,
      review: reviewOf('person', row.id),
    })
  }
  for (const { report, message } of messageRows) {
    byId.set(`message:${report.id}`, {
      kind: 'message',
      id: report.id,
      reason: report.reason,
      details: report.details,
      createdAt: report.createdAt.toISOString(),
      reporter: personRef(report.reporterId),
      reported: personRef(message.senderId),
      message: { id: message.id, body: message.body, hidden: message.hiddenAt !== null },
      review: reviewOf('message', report.id),
    })
  }
  return ids.flatMap((row) => byId.get(`${row.kind}:${row.id}`) ?? [])
}

const reportNotFound = () => new AppError(ErrorCode.NOT_FOUND_ERROR, { message: REPORT_TEXTS.notFound })

/** POST /api/admin/reports/{kind}/{id}/review: dismissed or actioned; a later review replaces the outcome. */
export async function reviewReport(
  ctx: ServiceContext,
  actor: AdminActor,
  kind: ReportKind,
  id: string,
  input: ReviewReportInput,
): Promise<AdminReport> {
  if (!isUuid(id)) throw reportNotFound()
  const table = kind === 'person' ? userReports : messageReports
  const [exists] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id))
  if (!exists) throw reportNotFound()
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(reportReviews)
      .values({
        reportKind: kind,
        reportId: id,
        outcome: input.outcome,
        reviewedBy: actor.id,
        reviewedAt: now,
      })
      .onConflictDoUpdate({
        target: [reportReviews.reportKind, reportReviews.reportId],
        set: { outcome: input.outcome, reviewedBy: actor.id, reviewedAt: now },
      })
    await recordAdminAction(
      tx,
      actor,
      'report.review',
      { kind: `${kind}-report`, id },
      { outcome: input.outcome },
      now,
    )
  })
  const [report] = await loadReports(ctx.db, [{ kind, id }])
  if (!report) throw reportNotFound()
  return report
}
