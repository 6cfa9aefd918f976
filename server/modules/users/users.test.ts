import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AvailableAccountListSchema, SwitchAccountResultSchema } from '@/api/accounts'
import { Role } from '@/api/roles'
import { PublicUserSchema, UserSchema } from '@/api/users'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { bearer, body, createUser, signIn, withBearer, type Failure } from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

type Data<T = Record<string, unknown>> = { data: T }
const put = (token: string, path: string, input: unknown) =>
  withBearer(token, jsonRequest(input, { method: 'PUT' }))

describe('/api/Users/me', () => {
  it('reads and updates the profile fields PUT /api/Users/me allows, refusing anything else', async () => {
    const { app, db } = await createTestApp()
    const { email } = await createUser(db, { firstName: 'Mary', lastName: 'Jackson' })
    const { token } = await signIn(app, email)
    const me = v.parse(UserSchema, (await body<Data>(await app.request('/api/Users/me', bearer(token)))).data)
    expect(me).toMatchObject({
      email,
      name: 'Mary Jackson',
      role: 'JobSeeker',
      isEmailVerified: true,
      isPremium: false,
    })

    const res = await app.request(
      '/api/Users/me',
      put(token, '', { headline: ' Aerospace engineer ', location: 'Hampton, VA', website: '' }),
    )
    expect(res.status).toBe(200)
    expect(v.parse(UserSchema, (await body<Data>(res)).data).data).toMatchObject({
      headline: 'Aerospace engineer',
      location: 'Hampton, VA',
      website: null,
    })

    for (const key of ['role', 'isPremium', 'isEmailVerified', 'email']) {
      const refused = await app.request(
        '/api/Users/me',
        put(token, '', { [key]: key === 'role' ? 'Admin' : true }),
      )
      expect(refused.status, key).toBe(400)
    }
    const after = v.parse(
      UserSchema,
      (await body<Data>(await app.request('/api/Users/me', bearer(token)))).data,
    )
    expect(after).toMatchObject({ role: 'JobSeeker', isPremium: false })
    expect(
      (await app.request('/api/Users/me', put(token, '', { website: 'javascript:alert(1)' }))).status,
    ).toBe(400)
  })

  it('saves onboarding preferences', async () => {
    const { app, db } = await createTestApp()
    const { email } = await createUser(db)
    const { token } = await signIn(app, email)
    const res = await app.request(
      '/api/Users/me/preferences',
      put(token, '', {
        skills: ['TypeScript', 'SQL'],
        openToWork: true,
        openToRemote: true,
        onboardingComplete: true,
      }),
    )
    expect(v.parse(UserSchema, (await body<Data>(res)).data)).toMatchObject({
      skills: ['TypeScript', 'SQL'],
      openToWork: true,
      openToRemote: true,
      onboardingComplete: true,
    })
  })

  it('changes the role to a self-service one; choosing Employer adds a company account', async () => {
    const { app, db } = await createTestApp()
    const { email, user } = await createUser(db, { firstName: 'Dorothy', lastName: 'Vaughan' })
    const { token } = await signIn(app, email)
    expect((await app.request('/api/Users/me/role', put(token, '', { role: 'Admin' }))).status).toBe(400)
    const res = await app.request('/api/Users/me/role', put(token, '', { role: 'Employer' }))
    expect((await body<Data>(res)).data).toMatchObject({ role: 'Employer' })
    await app.request('/api/Users/me/role', put(token, '', { role: 'Employer' }))
    const owned = await db.select().from(accounts)
    expect(owned.filter((a) => a.ownerUserId === user.id && a.kind === 'company')).toHaveLength(1)
  })

  it('does not let an admin change their own role', async () => {
    const { app, db, mailer } = await createTestApp()
    const { email } = await createUser(db, { role: Role.SuperAdmin })
    const { token } = await signIn(app, email)
    expect((await app.request('/api/Users/me/role', put(token, '', { role: 'JobSeeker' }))).status).toBe(403)
    await mailer.idle()
  })

  it('needs a session', async () => {
    const { app } = await createTestApp()
    expect((await app.request('/api/Users/me')).status).toBe(401)
  })
})

describe('GET /api/Users/{id}', () => {
  it('finds a verified user by slug or id and shows public fields only', async () => {
    const { app, db } = await createTestApp()
    const { user } = await createUser(db, { firstName: 'Katherine', lastName: 'Goble' })
    for (const key of [user.slug, user.id]) {
      const res = await app.request(`/api/Users/${key}`)
      expect(res.status).toBe(200)
      const data = (await body<Data>(res)).data
      expect(v.parse(PublicUserSchema, data)).toMatchObject({ id: user.id, name: 'Katherine Goble' })
      for (const secret of ['email', 'phone', 'referralCode', 'isEmailVerified', 'passwordHash'])
        expect(data).not.toHaveProperty(secret)
    }
  })

  it('answers 404 for unknown ids and unverified users', async () => {
    const { app, db } = await createTestApp()
    const { user } = await createUser(db, { verified: false })
    for (const key of [user.slug, user.id, 'nobody-here', '00000000-0000-4000-8000-000000000000']) {
      const res = await app.request(`/api/Users/${key}`)
      expect(res.status).toBe(404)
      expect((await body<Failure>(res)).error.code).toBe('NOT_FOUND_ERROR')
    }
  })
})

describe('accounts', () => {
  it('lists memberships and switches to one of them with a fresh token', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer, firstName: 'Ann', lastName: 'Owner' })
    const recruiter = await createUser(db, { role: Role.Recruiter })
    const company = (await db.select().from(accounts)).find(
      (a) => a.ownerUserId === employer.user.id && a.kind === 'company',
    )!
    await db
      .insert(accountMemberships)
      .values({ accountId: company.id, userId: recruiter.user.id, role: 'Recruiter' })

    const { token } = await signIn(app, recruiter.email)
    const list = v.parse(
      AvailableAccountListSchema,
      (await body<Data>(await app.request('/api/account/available', bearer(token)))).data,
    )
    expect(list.map((a) => [a.kind, a.role, a.isActive])).toEqual([
      ['personal', 'Admin', true],
      ['company', 'Recruiter', false],
    ])
    expect(list[1]?.name).toBe("Ann Owner's company")

    const res = await app.request(
      '/api/account/switch',
      withBearer(token, jsonRequest({ accountId: company.id })),
    )
    expect(res.status).toBe(200)
    const switched = v.parse(SwitchAccountResultSchema, (await body<Data>(res)).data)
    const claims = JSON.parse(Buffer.from(switched.token.split('.')[1]!, 'base64url').toString()) as {
      accountId: string
    }
    expect(claims.accountId).toBe(company.id)
    const after = v.parse(
      AvailableAccountListSchema,
      (await body<Data>(await app.request('/api/account/available', bearer(switched.token)))).data,
    )
    expect(after.find((a) => a.isActive)?.id).toBe(company.id)
    // The next sign-in starts in the account last switched to.
    const again = await signIn(app, recruiter.email)
    const againClaims = JSON.parse(Buffer.from(again.token.split('.')[1]!, 'base64url').toString()) as {
      accountId: string
    }
    expect(againClaims.accountId).toBe(company.id)
  })

  it('refuses switching to an account the caller does not belong to', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer })
    const outsider = await createUser(db)
    const company = (await db.select().from(accounts)).find(
      (a) => a.ownerUserId === employer.user.id && a.kind === 'company',
    )!
    const { token } = await signIn(app, outsider.email)
    const res = await app.request(
      '/api/account/switch',
      withBearer(token, jsonRequest({ accountId: company.id })),
    )
    expect(res.status).toBe(403)
    expect(
      (await app.request('/api/account/switch', withBearer(token, jsonRequest({ accountId: 'nope' }))))
        .status,
    ).toBe(400)
  })
})
