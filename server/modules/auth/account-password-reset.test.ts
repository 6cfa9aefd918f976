import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { TwoFactorChallengeSchema } from '@/api/auth'
import { RESET_LINK_INVALID, RESET_REQUESTED } from './password-reset'
import {
  bearer,
  body,
  createUser,
  linkParams,
  mailTo,
  PASSWORD,
  signIn,
  uniqueEmail,
  type Failure,
} from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

type Data<T = Record<string, unknown>> = { data: T }
const NEW_PASSWORD = 'Brand!New9'

async function requestReset(t: Awaited<ReturnType<typeof createTestApp>>, email: string) {
  const res = await t.app.request('/api/account/reset-password', jsonRequest({ email }))
  expect(res.status).toBe(200)
  const [mail] = (await mailTo(t.db, t.mailer, email)).filter((m) => m.kind === 'password-reset')
  const params = linkParams(mail!.text, '/reset-password')
  return { userId: params.get('userId')!, token: params.get('token')! }
}

const confirm = (t: Awaited<ReturnType<typeof createTestApp>>, input: Record<string, string>) =>
  t.app.request('/api/account/confirm-password-reset', jsonRequest({ newPassword: NEW_PASSWORD, ...input }))

describe('POST /api/account/reset-password', () => {
  it('answers the same for an unknown and an existing address; only the owner gets a mail', async () => {
    const t = await createTestApp()
    const { email } = await createUser(t.db)
    const ghost = uniqueEmail('ghost')
    const strip = (b: { timestamp?: string }) => ({ ...b, timestamp: undefined })
    const known = await t.app.request('/api/account/reset-password', jsonRequest({ email }))
    const unknown = await t.app.request('/api/account/reset-password', jsonRequest({ email: ghost }))
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const knownBody = strip(await body<{ timestamp?: string }>(known))
    expect(knownBody).toEqual(strip(await body<{ timestamp?: string }>(unknown)))
    expect(knownBody).toMatchObject({ message: RESET_REQUESTED, data: { requested: true } })
    expect(await mailTo(t.db, t.mailer, ghost)).toEqual([])
    const [mail] = await mailTo(t.db, t.mailer, email)
    expect(mail?.kind).toBe('password-reset')
    expect(mail?.text).toMatch(/http:\/\/localhost:8080\/reset-password\?userId=[\w-]+&token=[\w-]{43}/)
  })

  it('refuses a malformed email with a validation error', async () => {
    const t = await createTestApp()
    expect((await t.app.request('/api/account/reset-password', jsonRequest({ email: 'nope' }))).status).toBe(
      400,
    )
  })

  it('is rate-limited per address', async () => {
    const t = await createTestApp()
    const email = uniqueEmail('spam')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await t.app.request('/api/account/reset-password', jsonRequest({ email }))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('POST /api/account/confirm-password-reset', () => {
  it('sets the password, signs every session out, mails the owner, and works once', async () => {
    const t = await createTestApp()
    const { email } = await createUser(t.db)
    const session = await signIn(t.app, email)
    const link = await requestReset(t, email)
    const res = await confirm(t, link)
    expect(res.status).toBe(200)
    expect((await t.app.request('/api/Users/me', bearer(session.token))).status).toBe(401)
    expect((await mailTo(t.db, t.mailer, email))[0]?.kind).toBe('password-changed')
    await signIn(t.app, email, NEW_PASSWORD)
    const old = await t.app.request('/api/Auth/login', jsonRequest({ email, password: PASSWORD }))
    expect(old.status).toBe(401)

    const reused = await confirm(t, { ...link, newPassword: 'Other!Pass3' })
    expect(reused.status).toBe(400)
    expect((await body<Failure>(reused)).error.message).toBe(RESET_LINK_INVALID)
  })

  it("refuses an expired link, another user's link and a made-up token", async () => {
    let now = new Date('2025-05-01T08:00:00Z')
    const t = await createTestApp({ deps: { now: () => now } })
    const alice = await createUser(t.db)
    const bob = await createUser(t.db)
    const aliceLink = await requestReset(t, alice.email)
    const bobLink = await requestReset(t, bob.email)
    for (const input of [
      { userId: bob.user.id, token: aliceLink.token },
      { userId: alice.user.id, token: 'made-up' },
      { userId: 'not-a-uuid', token: aliceLink.token },
    ]) {
      const res = await confirm(t, input)
      expect(res.status).toBe(400)
      expect((await body<Failure>(res)).error.message).toBe(RESET_LINK_INVALID)
    }
    now = new Date('2025-05-02T08:00:01Z')
    const expired = await confirm(t, bobLink)
    expect((await body<Failure>(expired)).error.message).toBe(RESET_LINK_INVALID)
    now = new Date('2025-05-01T09:00:00Z')
    expect((await confirm(t, aliceLink)).status).toBe(200)
  })

  it('needs a strong password', async () => {
    const t = await createTestApp()
    const { email } = await createUser(t.db)
    const link = await requestReset(t, email)
    const res = await confirm(t, { ...link, newPassword: 'alllowercase' })
    expect(res.status).toBe(400)
    const { error } = await body<Failure>(res)
    expect(error.message).toContain('Password must contain at least one uppercase letter')
    expect(error.message).toContain('Password must contain at least one number')
    expect((await confirm(t, link)).status).toBe(200)
  })

  it('never bypasses two-factor: the next sign-in still asks for the code', async () => {
    const t = await createTestApp()
    const { email } = await createUser(t.db, { twoFactor: 'email' })
    await confirm(t, await requestReset(t, email))
    const res = await t.app.request('/api/Auth/login', jsonRequest({ email, password: NEW_PASSWORD }))
    expect(v.parse(TwoFactorChallengeSchema, (await body<Data>(res)).data).requiresTwoFactor).toBe(true)
  })
})
