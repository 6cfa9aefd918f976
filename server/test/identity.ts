import { desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { expect } from 'vitest'
import { LoginSuccessSchema, type LoginSuccess } from '@/api/auth'
import { Role } from '@/api/roles'
import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema/mail-outbox'
import { hashPassword } from '../modules/auth/passwords'
import { insertUserWithAccounts } from '../modules/auth/user-records'
import type { Mailer } from '../mail/mailer'
import { jsonRequest } from './test-app'

/** A password that satisfies every rule; its hash is computed once per test file. */
export const PASSWORD = 'Sturdy!Pass1'
const hashes = new Map<string, Promise<string>>()
const hashOnce = (password: string) => {
  let hash = hashes.get(password)
  if (!hash) hashes.set(password, (hash = hashPassword(password)))
  return hash
}

let counter = 0
/** A unique address per call, so tests sharing a file's database never collide. */
export const uniqueEmail = (label = 'user') => `${label}-${Date.now().toString(36)}-${++counter}@example.com`

export type UserOptions = {
  email?: string
  password?: string
  role?: Role
  verified?: boolean
  twoFactor?: 'email' | null
  firstName?: string
  lastName?: string
}

/** Inserts a user directly (no sign-up mail), verified by default. */
export async function createUser(db: Db, options: UserOptions = {}) {
  const email = options.email ?? uniqueEmail()
  const password = options.password ?? PASSWORD
  const user = await db.transaction((tx) =>
    hashOnce(password).then((passwordHash) =>
      insertUserWithAccounts(tx, {
        email,
        passwordHash,
        firstName: options.firstName ?? 'Test',
        lastName: options.lastName ?? 'User',
        role: options.role ?? Role.JobSeeker,
        emailVerifiedAt: options.verified === false ? null : new Date(),
        twoFactorMethod: options.twoFactor ?? null,
      }),
    ),
  )
  return { user, email, password }
}

type AppLike = { request: (path: string, init?: RequestInit) => Response | Promise<Response> }

export async function body<T = unknown>(res: Response): Promise<T> {
  return (await res.json()) as T
}

export type Failure = {
  success: false
  error: { code: string; message: string; details?: Record<string, unknown> }
}

/** Signs in (no two-factor) and returns the token pair. */
export async function signIn(
  app: AppLike,
  email: string,
  password = PASSWORD,
  rememberMe = false,
): Promise<LoginSuccess> {
  const res = await app.request('/api/Auth/login', jsonRequest({ email, password, rememberMe }))
  expect(res.status).toBe(200)
  return v.parse(LoginSuccessSchema, (await body<{ data: unknown }>(res)).data)
}

export const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } })

export function withBearer(token: string, init: RequestInit): RequestInit {
  return {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  }
}

/** The outbox for one address, newest first, after every pending mail is delivered. */
export async function mailTo(db: Db, mailer: Mailer, to: string) {
  await mailer.idle()
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
}

/** The query parameters of the first link in a mail's text pointing at `path`. */
export function linkParams(text: string, path: string): URLSearchParams {
  const match = text.match(new RegExp(`https?://[^\\s]+${path}\\?[^\\s]+`))
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`)
  return new URL(match[0]).searchParams
}

/** The 6-digit code of the newest two-factor mail to `to`. */
export async function latestCode(db: Db, mailer: Mailer, to: string): Promise<string> {
  const [mail] = (await mailTo(db, mailer, to)).filter((m) => m.kind === 'two-factor-code')
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no two-factor code mailed to ${to}`)
  return code
}
