import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/users'
import { CONFIRMATION_FAILED, CONFIRMATION_INVALID } from './email-verification'
import { body, linkParams, mailTo, uniqueEmail, type Failure } from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

const START = new Date('2025-05-01T08:00:00Z')

async function registered(now: () => Date = () => START) {
  const t = await createTestApp({ deps: { now } })
  const email = uniqueEmail('confirm')
  const password = 'long enough'
  await t.app.request(
    '/api/Auth/register',
    jsonRequest({ email, password, confirmPassword: password, firstName: 'Grace', lastName: 'Hopper' }),
  )
  const [mail] = await mailTo(t.db, t.mailer, email)
  const params = linkParams(mail!.text, '/confirm-email')
  return { ...t, email, userId: params.get('userId')!, code: params.get('code')! }
}

const confirm = (
  app: { request: (p: string) => Response | Promise<Response> },
  userId: string,
  code: string,
) => app.request(`/api/account/ConfirmEmail?${new URLSearchParams({ userId, code })}`)

describe('GET /api/account/ConfirmEmail', () => {
  it('confirms the address once and sends the welcome mail', async () => {
    const { app, db, mailer, email, userId, code } = await registered()
    const res = await confirm(app, userId, code)
    expect(res.status).toBe(200)
    expect((await body<{ data: unknown }>(res)).data).toEqual({ confirmed: true })
    const [user] = await db.select().from(users).where(eq(users.id, userId))
    expect(user?.emailVerifiedAt).toEqual(START)
    expect((await mailTo(db, mailer, email)).map((m) => m.kind)).toEqual(['welcome', 'confirm-email'])

    const again = await confirm(app, userId, code)
    expect(again.status).toBe(400)
    expect((await body<Failure>(again)).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: CONFIRMATION_FAILED,
    })
  })

  it('refuses a link older than 24 hours', async () => {
    let now = START
    const { app, db, userId, code } = await registered(() => now)
    now = new Date(START.getTime() + 24 * 60 * 60_000 + 1000)
    const res = await confirm(app, userId, code)
    expect(res.status).toBe(400)
    expect((await body<Failure>(res)).error.message).toBe(CONFIRMATION_FAILED)
    const [user] = await db.select().from(users).where(eq(users.id, userId))
    expect(user?.emailVerifiedAt).toBeNull()
  })

  it("refuses another user's code, an unknown code, a malformed id and a missing part", async () => {
    const first = await registered()
    const second = await registered()
    for (const [userId, code] of [
      [second.userId, first.code],
      [first.userId, 'not-a-real-code'],
      ['../../etc', first.code],
    ] as const) {
      const res = await confirm(first.app, userId, code)
      expect(res.status).toBe(400)
      expect((await body<Failure>(res)).error.message).toBe(CONFIRMATION_INVALID)
    }
    const missing = await first.app.request(`/api/account/ConfirmEmail?userId=${first.userId}`)
    expect(missing.status).toBe(400)
    expect((await body<Failure>(missing)).error.message).toBe(CONFIRMATION_INVALID)
    // The mismatched attempt did not burn the real owner's link.
    expect((await confirm(first.app, first.userId, first.code)).status).toBe(200)
  })
})
