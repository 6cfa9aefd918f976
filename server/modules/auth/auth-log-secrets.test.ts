import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LoginSuccessSchema, TotpSetupResultSchema, TwoFactorChallengeSchema } from '@/api/auth'
import { body, latestCode, linkParams, mailTo, uniqueEmail, withBearer } from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

type Data = { data: unknown }
type TestApp = Awaited<ReturnType<typeof createTestApp>>

const FIRST_PASSWORD = 'Logged!Never1'
const SECOND_PASSWORD = 'Changed!Never2'
const THIRD_PASSWORD = 'Reset!Never3'
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/

async function post(t: TestApp, path: string, input: unknown, token?: string) {
  const init = jsonRequest(input)
  return t.app.request(path, token ? withBearer(token, init) : init)
}

async function session(res: Response) {
  expect(res.status).toBe(200)
  return v.parse(LoginSuccessSchema, (await body<Data>(res)).data)
}

/**
 * Issue 11: the server log never carries a password, a password hash, a token, a code, a reset or
 * confirmation link, or a failed query's parameters — whatever the auth flow and however it fails.
 */
describe('auth flows leave no secrets in the log', () => {
  it('register, confirm, sign in, refresh, change and reset the password, two-factor by email', async () => {
    const t = await createTestApp()
    const issued: string[] = [FIRST_PASSWORD, SECOND_PASSWORD, THIRD_PASSWORD]
    const email = uniqueEmail('logs')
    const signup = (address: string, firstName: string) => ({
      email: address,
      password: FIRST_PASSWORD,
      confirmPassword: FIRST_PASSWORD,
      firstName,
      lastName: 'Lovelace',
    })

    // A NUL byte: before validation refused it, the insert failed and its log line held the hash (the
    // logger's own test covers such a failed query; here it must not get that far).
    const nul = await post(t, '/api/Auth/register', signup(uniqueEmail('nul'), 'A\u0000da'))
    expect(nul.status).toBe(400)

    expect((await post(t, '/api/Auth/register', signup(email, 'Ada'))).status).toBe(201)
    const [confirmation] = await mailTo(t.db, t.mailer, email)
    const confirmParams = linkParams(confirmation!.text, '/confirm-email')
    issued.push(confirmParams.get('code')!)
    const confirmed = await t.app.request(`/api/account/ConfirmEmail?${confirmParams.toString()}`)
    expect(confirmed.status).toBe(200)

    expect((await post(t, '/api/Auth/login', { email, password: 'Wrong!Pass9' })).status).toBe(401)
    const first = await session(await post(t, '/api/Auth/login', { email, password: FIRST_PASSWORD }))
    issued.push(first.token, first.refreshToken!)
    const refreshed = await session(await post(t, '/api/Auth/refresh', { refreshToken: first.refreshToken }))
    issued.push(refreshed.token, refreshed.refreshToken!)

    const totp = await t.app.request(
      '/api/Auth/two-factor/totp/setup',
      withBearer(refreshed.token, { method: 'POST' }),
    )
    expect(totp.status).toBe(200)
    issued.push(v.parse(TotpSetupResultSchema, (await body<Data>(totp)).data).secret)

    const change = { currentPassword: FIRST_PASSWORD, newPassword: SECOND_PASSWORD }
    expect((await post(t, '/api/Auth/change-password', change, refreshed.token)).status).toBe(200)

    expect((await post(t, '/api/account/reset-password', { email })).status).toBe(200)
    const [reset] = (await mailTo(t.db, t.mailer, email)).filter((m) => m.kind === 'password-reset')
    const resetParams = linkParams(reset!.text, '/reset-password')
    issued.push(resetParams.get('token')!)
    const confirmReset = {
      userId: resetParams.get('userId'),
      token: resetParams.get('token'),
      newPassword: THIRD_PASSWORD,
    }
    expect((await post(t, '/api/account/confirm-password-reset', confirmReset)).status).toBe(200)

    const third = await session(await post(t, '/api/Auth/login', { email, password: THIRD_PASSWORD }))
    issued.push(third.token, third.refreshToken!)
    const enable = { password: THIRD_PASSWORD }
    expect((await post(t, '/api/Auth/two-factor/email/enable', enable, third.token)).status).toBe(200)
    const challenge = await post(t, '/api/Auth/login', { email, password: THIRD_PASSWORD })
    expect(challenge.status).toBe(200)
    const { tempAuthToken } = v.parse(TwoFactorChallengeSchema, (await body<Data>(challenge)).data)
    const code = await latestCode(t.db, t.mailer, email)
    issued.push(tempAuthToken, code)
    const verified = await session(
      await post(t, '/api/Auth/verify-2fa', { tempAuthToken, verificationCode: code }),
    )
    issued.push(verified.token, verified.refreshToken!)
    await t.mailer.idle()

    const lines = t.logs.map((line) => JSON.stringify(line))
    expect(lines.length).toBeGreaterThan(10)
    const leaks = lines.flatMap((line) => {
      const found: string[] = []
      for (const secret of issued) if (new RegExp(`\\b${escape(secret)}\\b`).test(line)) found.push(secret)
      if (line.includes('$argon2')) found.push('$argon2')
      if (JWT.test(line)) found.push('a JWT')
      if (line.includes('params:')) found.push('params:')
      return found.length > 0 ? [`${found.join(', ')} in ${line.slice(0, 300)}`] : []
    })
    expect(leaks).toEqual([])
  })
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
