// Feature flags: defaults, set by admins (logged), honoured by the server (requireFeature).
import { beforeAll, describe, expect, it } from 'vitest'
import type { FeatureFlags } from '@/api/feature-flags'
import { call, type Person, type TestApp } from '../people/people-test-support'
import { adminCast, auditOf, type AdminCast } from './admin-test-support'

let cast: AdminCast
let t: TestApp
let admin: Person
let others: AdminCast['others']

beforeAll(async () => {
  cast = await adminCast()
  ;({ t, admin, others } = cast)
})

const audit = (targetId: string) => auditOf(cast, targetId)

describe('feature flags', () => {
  it('reads the defaults, lets admins set a flag (logged), and the server honours it', async () => {
    const read = await call<FeatureFlags>(t.app, 'GET', '/api/FeatureFlags')
    expect(read.body.data).toEqual({
      AI_CHAT: true,
      VIDEO_RESUMES: true,
      NOTIFICATIONS: true,
      ANALYTICS: false,
    })

    const off = await call<FeatureFlags>(t.app, 'PUT', '/api/admin/feature-flags/AI_CHAT', admin.token, {
      enabled: false,
    })
    expect(off.status).toBe(200)
    expect(off.body.data.AI_CHAT).toBe(false)
    const chat = await call(t.app, 'POST', '/api/chat/message', others.jobSeeker.token, { message: 'Hello' })
    expect(chat.status).toBe(403)
    expect(chat.body.error.code).toBe('FEATURE_DISABLED')
    const upload = await call(t.app, 'POST', '/api/uploads/video', others.jobSeeker.token)
    expect(upload.status).not.toBe(403)

    await call(t.app, 'PUT', '/api/admin/feature-flags/VIDEO_RESUMES', admin.token, { enabled: false })
    const videoOff = await call(t.app, 'POST', '/api/uploads/video', others.jobSeeker.token)
    expect(videoOff.body.error.code).toBe('FEATURE_DISABLED')

    for (const key of ['AI_CHAT', 'VIDEO_RESUMES']) {
      await call(t.app, 'PUT', `/api/admin/feature-flags/${key}`, admin.token, { enabled: true })
    }
    expect(
      (await call(t.app, 'POST', '/api/chat/message', others.jobSeeker.token, { message: 'Hello' })).status,
    ).not.toBe(403)
    expect(
      (await call(t.app, 'PUT', '/api/admin/feature-flags/NOPE', admin.token, { enabled: true })).status,
    ).toBe(404)
    expect(
      (await call(t.app, 'PUT', '/api/admin/feature-flags/ANALYTICS', admin.token, { enabled: 'yes' }))
        .status,
    ).toBe(400)
    expect((await audit('AI_CHAT')).map((e) => [e.action, e.details])).toEqual([
      ['feature-flag.set', { from: false, to: true }],
      ['feature-flag.set', { from: true, to: false }],
    ])
  })
})
