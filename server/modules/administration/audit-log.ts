import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { AdminAction, AuditEntry, AuditLogPage, AuditLogQuery } from '@/api/administration/admin-audit'
import { paged, pageWindow } from '@/api/pagination'
import type { Db } from '../../db/client'
import { adminAuditLog } from '../../db/schema/administration'

/** The admin who acts: their id and (copied into the log) their email at the time. */
export type AdminActor = { id: string; email: string }

export type AuditTarget = { kind: string; id: string | null }

/**
 * Writes one audit entry (issue 18). Call it with the transaction of the action itself, so an action is
 * never done without its entry nor logged without being done. Exported for every module with admin actions.
 */
export async function recordAdminAction(
  db: Db,
  actor: AdminActor,
  action: AdminAction | (string & {}),
  target: AuditTarget,
  details: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetKind: target.kind,
    targetId: target.id,
    details,
    createdAt: now,
  })
}

const toEntry = (row: typeof adminAuditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  targetKind: row.targetKind,
  targetId: row.targetId,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
})

/** GET /api/admin/audit-log: newest first (ties by id, so pages never overlap). */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const conditions: SQL[] = []
  if (query.action) conditions.push(eq(adminAuditLog.action, query.action))
  if (query.targetId) conditions.push(eq(adminAuditLog.targetId, query.targetId))
  const where = conditions.length ? and(...conditions) : undefined
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ])
  return paged(rows.map(toEntry), total?.n ?? 0, query.page, query.limit)
}
