import type { AuditEntry, AuditLogPage } from '@/api/administration/admin-audit'
import { Role } from '@/api/roles'
import { createTestApp } from '../../test/test-app'
import { call, person, type Person, type TestApp } from '../people/people-test-support'

/** The admin API tests' cast, in a fresh database of the calling test file: an admin, a super admin, and one user
 * of every other role (who must all be refused). */
export type AdminCast = {
  t: TestApp
  admin: Person
  superAdmin: Person
  others: Record<'jobSeeker' | 'recruiter' | 'employer' | 'affiliate', Person>
}

export async function adminCast(): Promise<AdminCast> {
  const t = await createTestApp()
  return {
    t,
    admin: await person(t, { role: Role.Admin, firstName: 'Ada' }),
    superAdmin: await person(t, { role: Role.SuperAdmin, firstName: 'Sue' }),
    others: {
      jobSeeker: await person(t, { role: Role.JobSeeker }),
      recruiter: await person(t, { role: Role.Recruiter }),
      employer: await person(t, { role: Role.Employer }),
      affiliate: await person(t, { role: Role.Affiliate }),
    },
  }
}

/** The audit log's entries about one target, newest first, as an admin reads them. */
export async function auditOf({ t, admin }: AdminCast, targetId: string): Promise<AuditEntry[]> {
  return (await call<AuditLogPage>(t.app, 'GET', `/api/admin/audit-log?targetId=${targetId}`, admin.token))
    .body.data.items
}
