import * as v from 'valibot'
import { PagedSchema, PageQuerySchema } from '../pagination'

/** What an admin did; every action of the admin calls writes one entry (issue 18). */
export const ADMIN_ACTIONS = [
  'user.resend-verification',
  'user.reset-two-factor',
  'user.suspend',
  'user.restore',
  'user.change-role',
  'report.review',
  'content.hide',
  'content.unhide',
  'feature-flag.set',
] as const
export type AdminAction = (typeof ADMIN_ACTIONS)[number]

/** GET /api/admin/audit-log: newest first; filter by action or target id. */
export const AuditLogQuerySchema = v.object({
  action: v.optional(v.picklist(ADMIN_ACTIONS, 'Unknown action')),
  targetId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  ...PageQuerySchema.entries,
})
export type AuditLogQuery = v.InferOutput<typeof AuditLogQuerySchema>

export const AuditEntrySchema = v.object({
  id: v.string(),
  actorId: v.nullable(v.string()),
  actorEmail: v.string(),
  action: v.string(),
  targetKind: v.string(),
  targetId: v.nullable(v.string()),
  details: v.record(v.string(), v.unknown()),
  createdAt: v.string(),
})
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>

export const AuditLogPageSchema = PagedSchema(AuditEntrySchema)
export type AuditLogPage = v.InferOutput<typeof AuditLogPageSchema>
