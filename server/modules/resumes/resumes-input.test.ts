import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, PASSWORD } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { call, createResume, person, type Person, type TestApp } from './resumes-test-support'
import type { Resume } from '@/api/resumes/resume-record'

/** Malformed input of every kind is a 4xx with the envelope, never a 500 (decision 003). */

let t: TestApp
let owner: Person
let resume: Resume
beforeAll(async () => {
  t = await createTestApp()
  owner = await person(t)
  resume = await createResume(t, owner)
}, 60_000)

async function raw(method: string, path: string, body: string, contentType = 'application/json') {
  const res = await t.app.request(path, {
    method,
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
    body,
  })
  const json = (await res.json()) as { success: boolean; error?: { code: string; message: string } }
  return { status: res.status, json }
}

describe('bad Save bodies', () => {
  const bodies: [string, string][] = [
    ['not JSON at all', '{name:'],
    ['a number', '5'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['a string that is not JSON', JSON.stringify('{bad')],
    ['a string of a string of garbage', JSON.stringify(JSON.stringify('{bad'))],
    ['resumeJson that is not JSON', JSON.stringify({ resumeJson: '{oops' })],
    ['resume as text', JSON.stringify({ name: 'x', resume: 'text' })],
    ['a number for the name', JSON.stringify({ name: 5 })],
    ['a blank name', JSON.stringify({ name: '   ' })],
    ['a wrong id', JSON.stringify({ id: 'abc', name: 'x' })],
    ['an unknown privacy', JSON.stringify({ name: 'x', privacy: 'secret' })],
    ['a negative salary', JSON.stringify({ name: 'x', minimumSalary: -1 })],
    ['a salary as text', JSON.stringify({ name: 'x', minimumSalary: '100' })],
    ['employment type as a number', JSON.stringify({ name: 'x', employmentType: 5 })],
    ['a bad template name', JSON.stringify({ name: 'x', templateName: '../etc/passwd' })],
    [
      'a huge baseVersion',
      JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', baseVersion: 2147483648 }),
    ],
    ['a bad date in work', JSON.stringify({ name: 'x', resume: { work: [{ startDate: 'last year' }] } })],
    ['basics as a list', JSON.stringify({ name: 'x', resume: { basics: [] } })],
    [
      'too many skills',
      JSON.stringify({ name: 'x', resume: { skills: Array.from({ length: 101 }, () => ({ name: 's' })) } }),
    ],
    ['a NUL in the name', JSON.stringify({ name: 'a\u0000b' })],
    ['a NUL inside the double-encoded resume', JSON.stringify(JSON.stringify({ name: 'a\u0000b' }))],
    [
      'a lone surrogate inside the JSON Resume',
      JSON.stringify({ name: 'x', resume: { basics: { name: 'a\ud800' } } }),
    ],
    ['a slug of one character', JSON.stringify({ name: 'x', slug: '-' })],
  ]
  it.each(bodies)('%s → 400 VALIDATION_ERROR', async (_label, body) => {
    const res = await raw('POST', '/api/Resume/Save', body)
    expect(res.status).toBe(400)
    expect(res.json.success).toBe(false)
    expect(res.json.error?.code).toBe('VALIDATION_ERROR')
  })

  it('a body that is not JSON by type is 415', async () => {
    const res = await raw('POST', '/api/Resume/Save', 'name=x', 'application/x-www-form-urlencoded')
    expect(res.status).toBe(415)
  })

  it('a well-formed unknown id is 404', async () => {
    const res = await raw(
      'POST',
      '/api/Resume/Save',
      JSON.stringify({ id: '00000000-0000-4000-8000-000000000000' }),
    )
    expect(res.status).toBe(404)
    expect(res.json.error?.message).toBe('Resume not found.')
  })

  it('an unverified job seeker must confirm their address first', async () => {
    const { email } = await createUser(t.db, { verified: false })
    const login = await call<{ session: { token: string } }>(t.app, 'POST', '/api/Auth/login', null, {
      email,
      password: PASSWORD,
    })
    const token = login.body.data.session.token
    const res = await call(t.app, 'POST', '/api/Resume/Save', token, { name: 'x' })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('ACCOUNT_UNVERIFIED')
  })
})

describe('bad paths and other bodies', () => {
  it('ids that cannot exist are 404 on every route', async () => {
    const cases: [string, string, unknown?][] = [
      ['GET', '/api/Resume/no-such-slug'],
      ['GET', '/api/Resume/embedded/no-such-slug'],
      ['GET', '/api/Resume/no-such-slug/export'],
      ['DELETE', '/api/Resume/no-such-slug'],
      ['POST', '/api/Resume/no-such-slug/setMaster'],
      ['POST', '/api/Resume/no-such-slug/setActive'],
      ['POST', '/api/Resume/no-such-slug/promote'],
      ['POST', '/api/Resume/no-such-slug/clone'],
      ['POST', '/api/Resume/no-such-slug/setPrivacy', { privacy: 'public' }],
      ['POST', '/api/Resume/no-such-slug/createVariation', { name: 'x' }],
      ['PUT', '/api/Resume/no-such-slug', {}],
      ['PUT', '/api/Resume/no-such-slug/metadata', {}],
      ['POST', '/api/Resume/watch/no-such-slug'],
      ['POST', '/api/Resume/unwatch/no-such-slug'],
      ['GET', '/api/Resume/user/not-a-uuid'],
    ]
    for (const [method, path, input] of cases) {
      const res = await call(t.app, method, path, owner.token, input)
      expect([method, path, res.status, res.body.error.code]).toEqual([method, path, 404, 'NOT_FOUND_ERROR'])
    }
  })

  it('a NUL in the path is 400', async () => {
    const res = await call(t.app, 'GET', '/api/Resume/%00', owner.token)
    expect(res.status).toBe(400)
  })

  it('strict bodies refuse unknown keys and wrong types', async () => {
    const cases: [string, string, unknown][] = [
      ['PUT', `/api/Resume/${resume.id}/metadata`, { surprise: true }],
      ['PUT', `/api/Resume/${resume.id}/metadata`, { description: 5 }],
      ['PUT', `/api/Resume/${resume.id}/metadata`, { privacy_ShowContactDetails: 'yes' }],
      ['POST', `/api/Resume/${resume.id}/setPrivacy`, {}],
      ['POST', `/api/Resume/${resume.id}/setPrivacy`, { privacy: 'public', extra: 1 }],
      ['POST', `/api/Resume/${resume.id}/createVariation`, { name: 'x'.repeat(201) }],
      ['POST', `/api/Resume/${resume.id}/createVariation`, []],
    ]
    for (const [method, path, input] of cases) {
      const res = await call(t.app, method, path, owner.token, input)
      expect([path, JSON.stringify(input), res.status]).toEqual([path, JSON.stringify(input), 400])
    }
  })

  it('bad queries are 400', async () => {
    const paths = [
      `/api/Resume/${resume.id}/export?format=docx`,
      `/api/Resume/${resume.id}/export?template=..%2F..`,
      `/api/Resume/${resume.id}/export?format=json&x=1`,
      `/api/Resume/validateSlug?slug=${'a'.repeat(201)}`,
      '/api/Resume/validateSlug?slug=ok&resumeId=nope',
      '/api/Resume/public?limit=0',
    ]
    for (const path of paths) {
      const res = await call(t.app, 'GET', path, owner.token)
      expect([path, res.status]).toEqual([path, 400])
    }
  })
})
