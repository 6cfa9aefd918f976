// The admin API refuses everyone but admins (decision 040).
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/users'
import { call, type TestApp } from '../people/people-test-support'
import { adminCast, type AdminCast } from './admin-test-support'

let t: TestApp
let others: AdminCast['others']

beforeAll(async () => {
  ;({ t, others } = await adminCast())
})

describe('who may call the admin API', () => {
  it('refuses every admin call to job seekers, recruiters, employers and affiliates (403) and visitors (401)', async () => {
    const target = others.jobSeeker.id
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/users?q=a'],
      ['GET', `/api/admin/users/${target}`],
      ['POST', `/api/admin/users/${target}/suspend`, { reason: 'x' }],
      ['POST', `/api/admin/users/${target}/restore`],
      ['PUT', `/api/admin/users/${target}/role`, { role: 'Recruiter' }],
      ['POST', `/api/admin/users/${target}/reset-two-factor`],
      ['POST', `/api/admin/users/${target}/resend-verification`],
      ['GET', '/api/admin/reports'],
      ['POST', `/api/admin/reports/person/${crypto.randomUUID()}/review`, { outcome: 'dismissed' }],
      ['PUT', `/api/admin/content/job/${crypto.randomUUID()}/hidden`, { hidden: true }],
      ['GET', '/api/admin/audit-log'],
      ['PUT', '/api/admin/feature-flags/AI_CHAT', { enabled: false }],
    ]
    for (const [method, path, input] of calls) {
      for (const [role, caller] of Object.entries(others)) {
        const res = await call(t.app, method, path, caller.token, input)
        expect(res.status, `${role} ${method} ${path}`).toBe(403)
        expect(res.body.error.code).toBe('AUTHORIZATION_ERROR')
      }
      expect((await call(t.app, method, path, null, input)).status, `visitor ${method} ${path}`).toBe(401)
    }
    // Nothing was done on the refused calls.
    const [row] = await t.db.select().from(users).where(eq(users.id, target))
    expect(row?.suspendedAt).toBeNull()
  })
})
