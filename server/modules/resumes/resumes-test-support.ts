import { Role } from '@/api/roles'
import type { JsonResume } from '@/api/resumes/json-resume'
import type { Resume } from '@/api/resumes/resume-record'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { call } from '../companies/test-support'

/** Test helpers of the resume API tests (not used by the app). */

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

export type Person = { id: string; email: string; token: string }

/** A verified user of `role`, signed in. */
export async function person(t: TestApp, role: Role = Role.JobSeeker, label = 'p'): Promise<Person> {
  const { user, email } = await createUser(t.db, { role, firstName: label, lastName: 'Tester' })
  const { token } = await signIn(t.app, email)
  return { id: user.id, email, token }
}

export const sampleResume = (name = 'Ana Silva'): JsonResume => ({
  basics: {
    name,
    label: 'Backend Engineer',
    email: 'ana@example.com',
    phone: '+351 912 345 678',
    summary: 'Builds reliable services.',
    location: { city: 'Lisbon', region: 'Lisboa', countryCode: 'PT' },
  },
  work: [{ name: 'Acme', position: 'Engineer', startDate: '2020-01', highlights: ['Shipped things'] }],
  skills: [{ name: 'TypeScript', keywords: ['Node'] }],
})

/** Saves (creates) a resume as `owner` with the given fields on top; returns the record. */
export async function createResume(
  t: TestApp,
  owner: Person,
  fields: Record<string, unknown> = {},
): Promise<Resume> {
  const res = await call<{ resume: Resume }>(t.app, 'POST', '/api/Resume/Save', owner.token, {
    name: 'My resume',
    resume: sampleResume(),
    ...fields,
  })
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data.resume
}

export { call }
