import { describe, expect, it } from 'vitest'
import type { Resume, ResumeSaveResult } from '@/api/resumes/resume-record'
import { createTestApp } from '../../test/test-app'
import { call, createResume, person, sampleResume } from './resumes-test-support'

/** The builder's autosave relies on these: each save names its base version, and a stale one never lands. */
describe('POST /api/Resume/Save with baseVersion (the builder autosave)', () => {
  it('of two saves based on the same version at once, exactly one lands; the other gets 409 and the winner stays', async () => {
    const t = await createTestApp()
    const owner = await person(t)
    const created = await createResume(t, owner)
    const save = (label: string) =>
      call<ResumeSaveResult>(t.app, 'POST', '/api/Resume/Save', owner.token, {
        id: created.id,
        baseVersion: created.version,
        resume: { ...sampleResume(), basics: { name: 'Ana Silva', label } },
      })
    const answers = await Promise.all([save('From the laptop'), save('From the phone')])
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([200, 409])
    const won = answers.find((a) => a.status === 200)!
    const lost = answers.find((a) => a.status === 409)!
    expect(lost.body.error.code).toBe('VERSION_CONFLICT')
    expect(lost.body.error.details).toEqual({ version: created.version + 1 })
    const now = await call<Resume>(t.app, 'GET', `/api/Resume/${created.id}`, owner.token)
    expect(now.body.data.version).toBe(created.version + 1)
    expect(now.body.data.resume.basics?.label).toBe(won.body.data.resume.resume.basics?.label)
  })

  it('a save based on the version the last save answered lands, and reorders entries as sent', async () => {
    const t = await createTestApp()
    const owner = await person(t)
    const created = await createResume(t, owner)
    const work = [{ name: 'Acme', position: 'Developer', highlights: ['Shipped', 'Led'] }, { name: 'Beta' }]
    const first = await call<ResumeSaveResult>(t.app, 'POST', '/api/Resume/Save', owner.token, {
      id: created.id,
      baseVersion: created.version,
      resume: { work },
    })
    expect(first.status).toBe(200)
    const second = await call<ResumeSaveResult>(t.app, 'POST', '/api/Resume/Save', owner.token, {
      id: created.id,
      baseVersion: first.body.data.resume.version,
      resume: { work: [work[1], work[0]] },
    })
    expect(second.status).toBe(200)
    expect(second.body.data.resume.version).toBe(created.version + 2)
    expect(second.body.data.resume.resume.work).toEqual([work[1], work[0]])
  })
})
