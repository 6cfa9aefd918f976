import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { CartSchema, type CartLineInput } from '@/api/cart'
import type { Db } from '../db/client'
import { contactMessages } from '../db/schema/contact-messages'
import { idempotencyKeys } from '../db/schema/idempotency-keys'
import { bearer, body, createUser, signIn, withBearer } from '../test/identity'
import { createTestApp, jsonRequest } from '../test/test-app'

/**
 * Helpers of the Idempotency-Key tests, which go through real endpoints: the cart (authenticated and
 * versioned, so a second run of a request is visible) and the contact form (anonymous; its awaited
 * `notifyContact` hook lets a test hold a request open).
 */

export type Data = { data: unknown }
export const CART = '/api/Billing/cart'
export const REPLAYED = 'Idempotent-Replayed'
export const newKey = () => `test-${crypto.randomUUID()}`
export const line = (overrides: Partial<CartLineInput> = {}): CartLineInput => ({
  id: 'premium-seats',
  quantity: 1,
  users: 1,
  billingCycle: 'monthly',
  ...overrides,
})

export const keyed = (key: string | undefined, init: RequestInit): RequestInit =>
  key === undefined ? init : { ...init, headers: { ...(init.headers as object), 'Idempotency-Key': key } }
export const putCart = (token: string, input: unknown, key?: string) =>
  withBearer(token, keyed(key, jsonRequest(input, { method: 'PUT' })))
export const mergeCart = (token: string, input: unknown, key?: string) =>
  withBearer(token, keyed(key, jsonRequest(input)))
export const contact = (email: string, key?: string, subject = 'Hello') =>
  keyed(key, jsonRequest({ name: 'Katherine', email, subject, message: 'A message of some length.' }))

export async function cartOf(
  app: { request: (p: string, i?: RequestInit) => Response | Promise<Response> },
  token: string,
) {
  return v.parse(CartSchema, (await body<Data>(await app.request(CART, bearer(token)))).data)
}

export async function storedKey(db: Db, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  return row
}

export async function contactCount(db: Db, email: string) {
  return (await db.select().from(contactMessages).where(eq(contactMessages.email, email))).length
}

/** A promise to wait on and the function that settles it. */
export function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

export async function cartUser() {
  const { app, db } = await createTestApp()
  const { email, user } = await createUser(db)
  const { token } = await signIn(app, email)
  return { app, db, token, user, email }
}
