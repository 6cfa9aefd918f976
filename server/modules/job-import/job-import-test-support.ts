import * as v from 'valibot'
import { expect } from 'vitest'
import { EmailVerificationRequiredSchema, LoginSuccessSchema } from '@/api/auth'
import { JobDraftSchema, type JobDraft } from '@/api/job-import'
import type { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import { createUser, PASSWORD, signIn, withBearer, type Failure } from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

export type App = Awaited<ReturnType<typeof createTestApp>>['app']

/** A session token of a new user of `role`; an unverified user's token only reaches the verify gate. */
export async function tokenFor(app: App, db: Db, role: Role, verified = true) {
  const { email } = await createUser(db, { role, verified })
  if (verified) return (await signIn(app, email)).token
  // An unverified account signs in with a session that only reaches the email verification gate.
  const login = await app.request('/api/Auth/login', jsonRequest({ email, password: PASSWORD }))
  const { session } = v.parse(
    EmailVerificationRequiredSchema,
    ((await login.json()) as { data: unknown }).data,
  )
  return v.parse(LoginSuccessSchema, session).token
}

/** The request of POST /api/Job/Extract for `url`. */
export const extract = (token: string, url: string) => withBearer(token, jsonRequest({ url }))

/** The draft of a 200 answer (the test fails on any other status, showing the body). */
export async function draftOf(res: Response): Promise<JobDraft> {
  const json = (await res.json()) as { success: boolean; data: unknown }
  expect(res.status, JSON.stringify(json)).toBe(200)
  return v.parse(JobDraftSchema, json.data)
}

/** The status and error envelope of a failed answer. */
export async function failureOf(res: Response) {
  return { status: res.status, ...((await res.json()) as Failure).error }
}
