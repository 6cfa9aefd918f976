// Admins find users and suspend, restore, re-role them, reset two-factor and resend the confirmation; all logged.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminUserDetail, AdminUserList } from '@/api/administration/admin-users'
import { Role } from '@/api/roles'
import { users } from '../../db/schema/users'
import { PASSWORD, signIn } from '../../test/identity'
import { jsonRequest } from '../../test/test-app'
import { call, person, type Person, type TestApp } from '../people/people-test-support'
import { adminCast, auditOf, type AdminCast } from './admin-test-support'

let cast: AdminCast
let t: TestApp
let admin: Person
let superAdmin: Person

beforeAll(async () => {
  cast = await adminCast()
  ;({ t, admin, superAdmin } = cast)
})

const audit = (targetId: string) => auditOf(cast, targetId)

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
