import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { createTestApp } from '../../test/test-app'
import { call, createResume, person, sampleResume } from './resumes-test-support'
import type { Resume, ResumeSaveResult } from '@/api/resumes/resume-record'

describe('POST /api/Resume/Save', () => {
  it('creates a draft master from plain JSON; the first resume is master and active', async () => {
    const t = await createTestApp()
    const owner = await person(t)
    const res = await call<ResumeSaveResult>(t.app, 'POST', '/api/Resume/Save', owner.token, {
      name: 'Backend resume',
      resume: sampleResume(),
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Resume saved')
    const { id, success, created, resume } = res.body.data
    expect(success).toBe(true)
    expect(created).toBe(true)
    expect(resume.id).toBe(id)
    expect(resume).toMatchObject({
      name: 'Backend resume',
      slug: 'backend-resume',
      privacy: 'draft',
      privacy_ShowResume: 4,
      isMaster: true,
      isPrimaryDefault: true,
      isActive: true,
      parentId: null,
      userId: owner.id,
      isOwner: true,
      canEdit: true,
      version: 1,
    })
    expect(JSON.parse(resume.resumeSerialized)).toEqual(resume.resume)
    const second = await createResume(t, owner, { name: 'Backend resume' })
    expect(second).toMatchObject({ slug: 'backend-resume-2', isMaster: false, isActive: false })
  })

  it('accepts the double-encoded body and { resumeJson }', async () => {
    const t = await createTestApp()
    const owner = await person(t)
    const inner = JSON.stringify({ name: 'Encoded', privacy: 'public', resume: sampleResume('Zoë Ødegaard') })
    const res = await t.app.request('/api/Resume/Save', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(inner),
    })
    expect(res.status).toBe(200)
    const saved = ((await res.json()) as { data: ResumeSaveResult }).data.resume
    expect(saved).toMatchObject({ name: 'Encoded', privacy: 'public', privacy_ShowResume: 0 })
    expect(saved.resume.basics?.name).toBe('Zoë Ødegaard')
    const wrapped = await call<ResumeSaveResult>(t.app, 'POST', '/api/Resume/Save', owner.token, {
      resumeJson: JSON.stringify({ id: saved.id, description: 'Updated through resumeJson' }),
    })
    expect(wrapped.status).toBe(200)
    expect(wrapped.body.data).toMatchObject({ id: saved.id, created: false })
    expect(wrapped.body.data.resume).toMatchObject({ description: 'Updated through resumeJson', version: 2 })
  })

  it('fills basics from the create form and needs a name', async () => {
    const t = await createTestApp()
    const owner = await person(t)
    const res = await call<ResumeSaveResult>(t.app, 'POST', '/api/Resume/Save', owner.token, {
      title: 'Product resume',
      firstName: 'Maria',
      lastName: 'Lopes',
      email: 'maria@example.com',
      privacy_ShowResume: 1,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.resume).toMatchObject({ name: 'Product resume', privacy: 'recruiter_only' })
    expect(res.body.data.resume.resume.basics).toMatchObject({
      name: 'Maria Lopes',
      email: 'maria@example.com',
    })
    const nameless = await call(t.app, 'POST', '/api/Resume/Save', owner.token, { resume: {} })
    expect(nameless.status).toBe(400)
    expect(nameless.body.error.code).toBe('VALIDATION_ERROR')
  })

  it('only job seekers create; others get 403', async () => {
    const t = await createTestApp()
    for (const role of [Role.Recruiter, Role.Employer, Role.Admin]) {
      const other = await person(t, role)
      const res = await call(t.app, 'POST', '/api/Resume/Save', other.token, { name: 'Mine' })
      expect(res.status).toBe(403)
      expect(res.body.error.message).toBe('Only job seekers can create resumes.')
    }
    const visitor = await call(t.app, 'POST', '/api/Resume/Save', null, { name: 'Mine' })
    expect(visitor.status).toBe(401)
  })

  it('refuses a stale baseVersion with VERSION_CONFLICT and keeps the newer text', async () => {
    const t = await createTestApp()
    const owner = await person(t)
    const created = await createResume(t, owner)
    const first = await call<ResumeSaveResult>(t.app, 'POST', '/api/Resume/Save', owner.token, {
      id: created.id,
      baseVersion: 1,
      description: 'From the laptop',
    })
    expect(first.status).toBe(200)
    const stale = await call(t.app, 'POST', '/api/Resume/Save', owner.token, {
      id: created.id,
      baseVersion: 1,
      description: 'From the phone, offline',
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('VERSION_CONFLICT')
    expect(stale.body.error.details).toEqual({ version: 2 })
    const now = await call<Resume>(t.app, 'GET', `/api/Resume/${created.id}`, owner.token)
    expect(now.body.data.description).toBe('From the laptop')
  })

  it('lets only the owner update; others see 404 for a hidden one and 403 for a visible one', async () => {
    const t = await createTestApp()
    const owner = await person(t)
    const other = await person(t)
    const hidden = await createResume(t, owner, { privacy: 'private' })
    const shown = await createResume(t, owner, { privacy: 'public' })
    const a = await call(t.app, 'POST', '/api/Resume/Save', other.token, { id: hidden.id, name: 'Hijack' })
    expect(a.status).toBe(404)
    const b = await call(t.app, 'POST', '/api/Resume/Save', other.token, { id: shown.id, name: 'Hijack' })
    expect(b.status).toBe(403)
  })
})
