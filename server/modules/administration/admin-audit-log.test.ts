// The audit log: paged, and append-only down to the database (a trigger refuses UPDATE and DELETE).
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog } from '../../db/schema/administration'
import { call, type Person, type TestApp } from '../people/people-test-support'
import type { AuditLogPage } from '@/api/administration/admin-audit'
import { adminCast } from './admin-test-support'

let t: TestApp
let admin: Person

beforeAll(async () => {
  ;({ t, admin } = await adminCast())
  // Three logged actions, so the log has more than one page of two.
  for (const enabled of [true, false, true]) {
    const res = await call(t.app, 'PUT', '/api/admin/feature-flags/ANALYTICS', admin.token, { enabled })
    expect(res.status).toBe(200)
  }
})

describe('the audit log', () => {
  it('is paged, and nobody can change it: no endpoint, and the database refuses UPDATE and DELETE', async () => {
    const page = await call<AuditLogPage>(t.app, 'GET', '/api/admin/audit-log?limit=2', admin.token)
    expect(page.status).toBe(200)
    expect(page.body.data.items).toHaveLength(2)
    expect(page.body.data.hasNext).toBe(true)
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await call(t.app, method, '/api/admin/audit-log', admin.token, {})
      expect([404, 405], method).toContain(res.status)
    }
    const [entry] = await t.db.select().from(adminAuditLog).limit(1)
    await expect(
      t.db.update(adminAuditLog).set({ action: 'forged' }).where(eq(adminAuditLog.id, entry!.id)),
    ).rejects.toThrow()
    await expect(t.db.delete(adminAuditLog).where(eq(adminAuditLog.id, entry!.id))).rejects.toThrow()
    await expect(t.db.execute(sql`truncate admin_audit_log`)).rejects.toThrow()
    const [still] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.id, entry!.id))
    expect(still?.action).toBe(entry!.action)
  })
})
