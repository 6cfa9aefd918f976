import { eq } from 'drizzle-orm'
import { Role } from '@/api/roles'
import type { ConnectionResult } from '@/api/people/person-card'
import { users } from '../../db/schema/users'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { call } from '../companies/test-support'

/** Test helpers of the people API tests (not used by the app). */

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
export type Person = { id: string; slug: string; email: string; token: string }

let sequence = 0

/** A verified, signed-in user with these names (each call gets a unique last-name suffix unless given). */
export async function person(
  t: TestApp,
  {
    firstName = 'Pat',
    lastName,
    role = Role.JobSeeker,
  }: { firstName?: string; lastName?: string; role?: Role } = {},
): Promise<Person> {
  const { user, email } = await createUser(t.db, {
    role,
    firstName,
    lastName: lastName ?? `Person${++sequence}`,
  })
  const { token } = await signIn(t.app, email)
  return { id: user.id, slug: user.slug, email, token }
}

export async function markDemo(t: TestApp, userId: string) {
  await t.db.update(users).set({ isDemo: true }).where(eq(users.id, userId))
}

/** POST /api/People/{id}/{action} as `actor`. */
export const act = (t: TestApp, actor: Person, action: string, target: { id: string }) =>
  call<ConnectionResult>(t.app, 'POST', `/api/People/${target.id}/${action}`, actor.token)

export { call }

type Party = { id: string; token: string }
type AppLike = TestApp['app']

/** `a` asks `b` and `b` accepts: an accepted connection (for other modules' privacy tests). */
export async function connectPeople(app: AppLike, a: Party, b: Party) {
  for (const [actor, target, action] of [
    [a, b, 'connect'],
    [b, a, 'accept'],
  ] as const) {
    const res = await call(app, 'POST', `/api/People/${target.id}/${action}`, actor.token)
    if (res.status !== 200) throw new Error(`${action} failed: ${res.status}`)
  }
}

/** `a` asks `b`, who has not answered: still pending. */
export async function requestConnection(app: AppLike, a: Party, b: Party) {
  const res = await call(app, 'POST', `/api/People/${b.id}/connect`, a.token)
  if (res.status !== 200) throw new Error(`connect failed: ${res.status}`)
}

/** Connected, then `a` blocks `b`: the block removes the connection. */
export async function connectThenBlock(app: AppLike, a: Party, b: Party) {
  await connectPeople(app, a, b)
  const res = await call(app, 'POST', `/api/People/${b.id}/block`, a.token)
  if (res.status !== 200) throw new Error(`block failed: ${res.status}`)
}
