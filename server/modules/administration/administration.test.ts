import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminReportPage } from '@/api/administration/admin-reports'
import { HIDDEN_MESSAGE_TEXT } from '@/api/administration/admin-reports'
import type { AuditLogPage } from '@/api/administration/admin-audit'
import type { AdminUserDetail, AdminUserList } from '@/api/administration/admin-users'
import type { FeatureFlags } from '@/api/feature-flags'
import { Role } from '@/api/roles'
import { adminAuditLog } from '../../db/schema/administration'
import { users } from '../../db/schema/users'
import { PASSWORD, signIn } from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'
import { insertCompany, insertJob } from '../companies/test-support'
import { conversationWith, messagesOf, send } from '../messaging/messaging-test-support'
import { call, person, type Person, type TestApp } from '../people/people-test-support'

let t: TestApp
let admin: Person
let superAdmin: Person
let others: Record<'jobSeeker' | 'recruiter' | 'employer' | 'affiliate', Person>

beforeAll(async () => {
  t = await createTestApp()
  admin = await person(t, { role: Role.Admin, firstName: 'Ada' })
  superAdmin = await person(t, { role: Role.SuperAdmin, firstName: 'Sue' })
  others = {
    jobSeeker: await person(t, { role: Role.JobSeeker }),
    recruiter: await person(t, { role: Role.Recruiter }),
    employer: await person(t, { role: Role.Employer }),
    affiliate: await person(t, { role: Role.Affiliate }),
  }
})

const audit = async (targetId: string) =>
  (await call<AuditLogPage>(t.app, 'GET', `/api/admin/audit-log?targetId=${targetId}`, admin.token)).body.data
    .items

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

describe('finding and managing users', () => {
  it('finds a user by part of their email or name and shows their account', async () => {
    const found = await person(t, { firstName: 'Zephyrine', lastName: 'Quillfeather' })
    for (const q of ['zephyr', 'QUILLFEATHER', 'zephyrine quill', found.email.slice(0, 12)]) {
      const res = await call<AdminUserList>(
        t.app,
        'GET',
        `/api/admin/users?q=${encodeURIComponent(q)}`,
        admin.token,
      )
      expect(res.status).toBe(200)
      expect(
        res.body.data.items.map((u) => u.id),
        q,
      ).toContain(found.id)
    }
    const wildcard = await call<AdminUserList>(
      t.app,
      'GET',
      '/api/admin/users?q=%25%25%25nobody',
      admin.token,
    )
    expect(wildcard.body.data.items).toEqual([])
    const detail = await call<AdminUserDetail>(t.app, 'GET', `/api/admin/users/${found.id}`, admin.token)
    expect(detail.body.data).toMatchObject({
      id: found.id,
      role: 'JobSeeker',
      emailVerified: true,
      suspendedAt: null,
      activeSessions: 1,
    })
    expect((await call(t.app, 'GET', '/api/admin/users/not-a-uuid', admin.token)).status).toBe(404)
  })

  it('suspends a user: signed out at once, refresh and sign-in refused, until restored; both logged', async () => {
    const user = await person(t, { role: Role.Recruiter })
    const second = await signIn(t.app, user.email)
    const res = await call<AdminUserDetail>(
      t.app,
      'POST',
      `/api/admin/users/${user.id}/suspend`,
      admin.token,
      {
        reason: '  Spam messages  ',
      },
    )
    expect(res.status).toBe(200)
    expect(res.body.data.suspendedAt).not.toBeNull()
    expect(res.body.data.activeSessions).toBe(0)

    const me = await call(t.app, 'GET', '/api/Users/me', user.token)
    expect(me.status).toBe(401)
    expect(me.body.error.code).toBe('ACCOUNT_SUSPENDED')
    const refresh = await t.app.request(
      '/api/Auth/refresh',
      jsonRequest({ refreshToken: second.refreshToken }),
    )
    expect(refresh.status).toBe(401)
    expect(((await refresh.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_SUSPENDED')
    const login = await call(t.app, 'POST', '/api/Auth/login', null, {
      email: user.email,
      password: PASSWORD,
    })
    expect(login.status).toBe(401)
    expect(login.body.error.code).toBe('ACCOUNT_SUSPENDED')
    // A wrong password still says only "invalid credentials": suspension is not told to strangers.
    const wrong = await call(t.app, 'POST', '/api/Auth/login', null, {
      email: user.email,
      password: 'Wrong!Pass1',
    })
    expect(wrong.body.error.code).toBe('AUTHENTICATION_ERROR')

    const again = await call(t.app, 'POST', `/api/admin/users/${user.id}/suspend`, admin.token, {
      reason: 'x',
    })
    expect(again.status).toBe(409)

    const restored = await call<AdminUserDetail>(
      t.app,
      'POST',
      `/api/admin/users/${user.id}/restore`,
      admin.token,
    )
    expect(restored.status).toBe(200)
    expect(restored.body.data.suspendedAt).toBeNull()
    await signIn(t.app, user.email)

    const entries = await audit(user.id)
    expect(entries.map((e) => e.action)).toEqual(['user.restore', 'user.suspend'])
    expect(entries[1]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetKind: 'user',
      details: { reason: 'Spam messages', sessionsEnded: 2 },
    })
  })

  it('changes a role, never to super admin, never of a super admin nor of oneself', async () => {
    const user = await person(t, { role: Role.JobSeeker })
    const toSuper = await call(t.app, 'PUT', `/api/admin/users/${user.id}/role`, admin.token, {
      role: 'SuperAdmin',
    })
    expect(toSuper.status).toBe(400)
    const toSuperCode = await call(t.app, 'PUT', `/api/admin/users/${user.id}/role`, admin.token, {
      role: -1,
    })
    expect(toSuperCode.status).toBe(400)
    const unknown = await call(t.app, 'PUT', `/api/admin/users/${user.id}/role`, admin.token, { role: '<b>' })
    expect(unknown.status).toBe(400)

    const changed = await call<AdminUserDetail>(
      t.app,
      'PUT',
      `/api/admin/users/${user.id}/role`,
      admin.token,
      {
        role: 'Recruiter',
      },
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data.role).toBe('Recruiter')
    // Applies to the user's very next request (the role is read live).
    const me = await call<{ role: string }>(t.app, 'GET', '/api/Users/me', user.token)
    expect(me.body.data.role).toBe('Recruiter')
    expect((await audit(user.id))[0]).toMatchObject({
      action: 'user.change-role',
      details: { from: 'JobSeeker', to: 'Recruiter' },
    })

    for (const [actor, target] of [
      [admin, superAdmin],
      [superAdmin, superAdmin],
      [admin, admin],
    ] as const) {
      const res = await call(t.app, 'PUT', `/api/admin/users/${target.id}/role`, actor.token, {
        role: 'JobSeeker',
      })
      expect(res.status).toBe(403)
      const suspend = await call(t.app, 'POST', `/api/admin/users/${target.id}/suspend`, actor.token, {
        reason: 'x',
      })
      expect(suspend.status).toBe(403)
    }
    // A super admin may change an admin's role (and demoted, that admin loses the admin calls at once).
    const demoteTarget = await person(t, { role: Role.Admin })
    const demoted = await call(t.app, 'PUT', `/api/admin/users/${demoteTarget.id}/role`, superAdmin.token, {
      role: 'Employer',
    })
    expect(demoted.status).toBe(200)
    expect((await call(t.app, 'GET', '/api/admin/users', demoteTarget.token)).status).toBe(403)
  })

  it('resets two-factor and resends the confirmation link, each logged', async () => {
    const user = await person(t)
    await t.db.update(users).set({ twoFactorMethod: 'email' }).where(eq(users.id, user.id))
    const reset = await call<AdminUserDetail>(
      t.app,
      'POST',
      `/api/admin/users/${user.id}/reset-two-factor`,
      admin.token,
    )
    expect(reset.status).toBe(200)
    expect(reset.body.data.twoFactorMethod).toBeNull()
    expect(
      (await call(t.app, 'POST', `/api/admin/users/${user.id}/reset-two-factor`, admin.token)).status,
    ).toBe(409)

    expect(
      (await call(t.app, 'POST', `/api/admin/users/${user.id}/resend-verification`, admin.token)).status,
    ).toBe(409)
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id))
    const resend = await call(t.app, 'POST', `/api/admin/users/${user.id}/resend-verification`, admin.token)
    expect(resend.status).toBe(200)
    expect((await audit(user.id)).map((e) => e.action)).toEqual([
      'user.resend-verification',
      'user.reset-two-factor',
    ])
  })
})

describe('reports and hidden content', () => {
  it('lists reports of people and messages, hides a reported message from its participants, closes the report', async () => {
    const seeker = await person(t)
    const recruiter = await person(t, { role: Role.Recruiter })
    const conversation = await conversationWith(t.app, recruiter, seeker)
    const sent = await send(t.app, recruiter, conversation, 'Send me your bank details')
    const messageId = sent.body.data.id

    expect(
      (await call(t.app, 'POST', `/api/Messages/${messageId}/report`, recruiter.token, { reason: 'spam' }))
        .status,
    ).toBe(400)
    const outsider = await person(t)
    expect(
      (await call(t.app, 'POST', `/api/Messages/${messageId}/report`, outsider.token, { reason: 'spam' }))
        .status,
    ).toBe(404)
    const reported = await call(t.app, 'POST', `/api/Messages/${messageId}/report`, seeker.token, {
      reason: 'spam',
      details: 'Phishing',
    })
    expect(reported.status).toBe(200)
    expect(
      (
        await call(t.app, 'POST', `/api/People/${recruiter.id}/report`, seeker.token, {
          reason: 'harassment',
        })
      ).status,
    ).toBe(200)

    const open = await call<AdminReportPage>(
      t.app,
      'GET',
      '/api/admin/reports?status=open&limit=100',
      admin.token,
    )
    const mine = open.body.data.items.filter((r) => r.reporter.id === seeker.id)
    expect(mine.map((r) => r.kind).sort()).toEqual(['message', 'person'])
    const messageReport = mine.find((r) => r.kind === 'message')!
    expect(messageReport).toMatchObject({
      reason: 'spam',
      details: 'Phishing',
      reported: { id: recruiter.id },
      message: { id: messageId, body: 'Send me your bank details', hidden: false },
      review: null,
    })

    const hide = await call(t.app, 'PUT', `/api/admin/content/message/${messageId}/hidden`, admin.token, {
      hidden: true,
      reason: 'phishing',
    })
    expect(hide.status).toBe(200)
    for (const participant of [seeker, recruiter]) {
      const items = (await messagesOf(t.app, participant, conversation)).body.data.items
      expect(items.find((m) => m.id === messageId)?.body).toBe(HIDDEN_MESSAGE_TEXT)
    }
    const review = await call(
      t.app,
      'POST',
      `/api/admin/reports/message/${messageReport.id}/review`,
      admin.token,
      {
        outcome: 'actioned',
      },
    )
    expect(review.status).toBe(200)
    expect(review.body.data).toMatchObject({ message: { hidden: true }, review: { outcome: 'actioned' } })
    const stillOpen = await call<AdminReportPage>(t.app, 'GET', '/api/admin/reports?limit=100', admin.token)
    expect(stillOpen.body.data.items.map((r) => r.id)).not.toContain(messageReport.id)
    const reviewed = await call<AdminReportPage>(
      t.app,
      'GET',
      '/api/admin/reports?status=reviewed&limit=100',
      admin.token,
    )
    expect(reviewed.body.data.items.map((r) => r.id)).toContain(messageReport.id)

    expect((await audit(messageId)).map((e) => e.action)).toEqual(['content.hide'])
    expect((await audit(messageReport.id)).map((e) => e.action)).toEqual(['report.review'])
    expect(
      (
        await call(t.app, 'POST', `/api/admin/reports/other/${messageReport.id}/review`, admin.token, {
          outcome: 'actioned',
        })
      ).status,
    ).toBe(404)
  })

  it('hides a job and a company from everyone but admins and the owner side, and shows them again', async () => {
    const owner = await person(t, { role: Role.Employer })
    const company = await insertCompany(t.db, owner.id)
    const job = await insertJob(t.db, company)
    const visitorSees = async () =>
      (await call(t.app, 'GET', `/api/Job/${job.id}`, others.jobSeeker.token)).status
    expect(await visitorSees()).toBe(200)

    expect(
      (await call(t.app, 'PUT', `/api/admin/content/job/${job.id}/hidden`, admin.token, { hidden: true }))
        .status,
    ).toBe(200)
    expect(await visitorSees()).toBe(404)
    expect((await call(t.app, 'GET', `/api/Job/${job.id}`, owner.token)).status).toBe(200)
    expect((await call(t.app, 'GET', `/api/Job/${job.id}`, admin.token)).status).toBe(200)
    expect(
      (await call(t.app, 'PUT', `/api/admin/content/job/${job.id}/hidden`, admin.token, { hidden: false }))
        .status,
    ).toBe(200)
    expect(await visitorSees()).toBe(200)

    expect((await call(t.app, 'GET', `/api/Companies/${company.id}`, others.jobSeeker.token)).status).toBe(
      200,
    )
    await call(t.app, 'PUT', `/api/admin/content/company/${company.id}/hidden`, admin.token, { hidden: true })
    expect((await call(t.app, 'GET', `/api/Companies/${company.id}`, others.jobSeeker.token)).status).toBe(
      404,
    )
    expect(await visitorSees()).toBe(404)

    expect((await audit(job.id)).map((e) => e.action)).toEqual(['content.unhide', 'content.hide'])
    expect(
      (
        await call(t.app, 'PUT', `/api/admin/content/job/${crypto.randomUUID()}/hidden`, admin.token, {
          hidden: true,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(t.app, 'PUT', `/api/admin/content/page/${job.id}/hidden`, admin.token, { hidden: true }))
        .status,
    ).toBe(404)
  })
})

describe('feature flags', () => {
  it('reads the defaults, lets admins set a flag (logged), and the server honours it', async () => {
    const read = await call<FeatureFlags>(t.app, 'GET', '/api/FeatureFlags')
    expect(read.body.data).toEqual({
      AI_CHAT: true,
      VIDEO_RESUMES: true,
      NOTIFICATIONS: true,
      ANALYTICS: false,
    })

    const off = await call<FeatureFlags>(t.app, 'PUT', '/api/admin/feature-flags/AI_CHAT', admin.token, {
      enabled: false,
    })
    expect(off.status).toBe(200)
    expect(off.body.data.AI_CHAT).toBe(false)
    const chat = await call(t.app, 'POST', '/api/chat/message', others.jobSeeker.token, { message: 'Hello' })
    expect(chat.status).toBe(403)
    expect(chat.body.error.code).toBe('FEATURE_DISABLED')
    const upload = await call(t.app, 'POST', '/api/uploads/video', others.jobSeeker.token)
    expect(upload.status).not.toBe(403)

    await call(t.app, 'PUT', '/api/admin/feature-flags/VIDEO_RESUMES', admin.token, { enabled: false })
    const videoOff = await call(t.app, 'POST', '/api/uploads/video', others.jobSeeker.token)
    expect(videoOff.body.error.code).toBe('FEATURE_DISABLED')

    for (const key of ['AI_CHAT', 'VIDEO_RESUMES']) {
      await call(t.app, 'PUT', `/api/admin/feature-flags/${key}`, admin.token, { enabled: true })
    }
    expect(
      (await call(t.app, 'POST', '/api/chat/message', others.jobSeeker.token, { message: 'Hello' })).status,
    ).not.toBe(403)
    expect(
      (await call(t.app, 'PUT', '/api/admin/feature-flags/NOPE', admin.token, { enabled: true })).status,
    ).toBe(404)
    expect(
      (await call(t.app, 'PUT', '/api/admin/feature-flags/ANALYTICS', admin.token, { enabled: 'yes' }))
        .status,
    ).toBe(400)
    expect((await audit('AI_CHAT')).map((e) => [e.action, e.details])).toEqual([
      ['feature-flag.set', { from: false, to: true }],
      ['feature-flag.set', { from: true, to: false }],
    ])
  })
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
