import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  APPLICATION_STAGES,
  APPLICATION_STALE_DAYS,
  canMoveStage,
  type ApplicationStage,
} from '@/api/applications/application-stages'
import {
  ApplicationNoteSchema,
  ApplicationViewSchema,
  ReviewerApplicationSchema,
} from '@/api/applications/application-views'
import {
  JobApplicationListSchema,
  MyApplicationListSchema,
  ReviewerPipelineSchema,
} from '@/api/applications/application-lists'
import type { Db } from '../../db/client'
import { applications } from '../../db/schema/applications'
import type { CompanyRow } from '../../db/schema/companies'
import type { JobRow } from '../../db/schema/jobs'
import type { Mailer } from '../../mail/mailer'
import { call } from '../companies/test-support'
import { insertJob } from '../jobs/test-support'
import { mailTo } from '../../test/identity'
import {
  PDF,
  createApplicationsWorld,
  file,
  type App,
  type ApplicationsWorld,
} from './applications-test-support'

let app: App
let db: Db
let mailer: Mailer
let company: CompanyRow
let tok: ApplicationsWorld['tok']
let email: ApplicationsWorld['email']
let applicantId: string
let apply: ApplicationsWorld['apply']

beforeAll(async () => {
  ;({ app, db, mailer, company, tok, email, applicantId, apply } = await createApplicationsWorld())
})

describe('reviewing', () => {
  let reviewJob: JobRow
  let applicationId: string

  beforeAll(async () => {
    reviewJob = await insertJob(db, company, { title: 'Review job' })
    const res = await apply(reviewJob.id, tok.applicant, { cv: file(PDF(), 'cv.pdf'), coverLetter: 'Hello' })
    expect(res.status).toBe(201)
    applicationId = res.body.data.id
  })

  type Actor = keyof typeof tok | 'anonymous'
  // actor → [list job applications, read application, stage call, add note, download CV]
  // The stage call asks for the current stage: reviewers pass the permission check and get 409 (not a move).
  const TABLE: [Actor, number, number | 'reviewer' | 'applicant', number, number, number][] = [
    ['owner', 200, 'reviewer', 409, 201, 200],
    ['recruiter', 200, 'reviewer', 409, 201, 200],
    ['admin', 200, 'reviewer', 409, 201, 200],
    ['otherRecruiter', 403, 404, 404, 404, 404],
    ['seeker2', 403, 404, 404, 404, 404],
    ['applicant', 403, 'applicant', 403, 403, 200],
    ['anonymous', 401, 401, 401, 401, 401],
  ]

  it.each(TABLE)(
    '%s: list %s, read %s, stage %s, note %s, cv %s',
    async (actor, list, read, stage, note, cv) => {
      const token = actor === 'anonymous' ? null : tok[actor]
      expect((await call(app, 'GET', `/api/Job/${reviewJob.id}/applications`, token)).status).toBe(list)
      const got = await call(app, 'GET', `/api/Applications/${applicationId}`, token)
      if (typeof read === 'number') expect(got.status).toBe(read)
      else {
        expect(got.status).toBe(200)
        expect(v.parse(ApplicationViewSchema, got.body.data).view).toBe(read)
      }
      expect(
        (await call(app, 'POST', `/api/Applications/${applicationId}/stage`, token, { stage: 'applied' }))
          .status,
      ).toBe(stage)
      expect(
        (
          await call(app, 'POST', `/api/Applications/${applicationId}/notes`, token, {
            text: `note by ${actor}`,
          })
        ).status,
      ).toBe(note)
      const res = await app.request(`/api/Applications/${applicationId}/cv`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      expect(res.status).toBe(cv)
    },
  )

  it('the CV download: bytes, attachment, no-store, nosniff', async () => {
    const res = await app.request(`/api/Applications/${applicationId}/cv`, {
      headers: { authorization: `Bearer ${tok.owner}` },
    })
    expect(res.status).toBe(200)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF())
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cv\.pdf"/)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('notes are never visible to the applicant', async () => {
    const secret = `secret-note-${crypto.randomUUID()}`
    const added = await call(app, 'POST', `/api/Applications/${applicationId}/notes`, tok.recruiter, {
      text: secret,
    })
    expect(added.status).toBe(201)
    expect(v.parse(ApplicationNoteSchema, added.body.data).text).toBe(secret)
    const mine = await app.request(`/api/Applications/${applicationId}`, {
      headers: { authorization: `Bearer ${tok.applicant}` },
    })
    const text = await mine.text()
    expect(text).not.toContain(secret)
    expect(text).not.toContain('"notes"')
    const list = await app.request('/api/Applications/me', {
      headers: { authorization: `Bearer ${tok.applicant}` },
    })
    expect(await list.text()).not.toContain(secret)

    const reviewer = await call(app, 'GET', `/api/Applications/${applicationId}`, tok.owner)
    const view = v.parse(ApplicationViewSchema, reviewer.body.data)
    if (view.view !== 'reviewer') throw new Error('expected the reviewer view')
    expect(view.application.notes.map((n) => n.text)).toContain(secret)
    expect(view.application.applicant).toMatchObject({
      id: applicantId,
      name: 'Jane Doe',
      email: email.applicant,
    })
  })

  it('an empty note is 400', async () => {
    const res = await call(app, 'POST', `/api/Applications/${applicationId}/notes`, tok.owner, {
      text: '   ',
    })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toContain('Note is required')
  })
})

describe('stage moves', () => {
  it('the table: forward (skipping), back one step, rejected from non-final; final stages are final', () => {
    expect(canMoveStage('applied', 'interview')).toBe(true)
    expect(canMoveStage('interview', 'screening')).toBe(true)
    expect(canMoveStage('interview', 'applied')).toBe(false)
    expect(canMoveStage('offer', 'rejected')).toBe(true)
    for (const to of APPLICATION_STAGES) {
      expect(canMoveStage('hired', to)).toBe(false)
      expect(canMoveStage('rejected', to)).toBe(false)
      expect(canMoveStage(to, to)).toBe(false)
    }
  })

  it('allowed moves are recorded, mailed and change stageChangedAt; refused ones are 409', async () => {
    const target = await insertJob(db, company, { title: 'Stage job' })
    const created = await apply(target.id, tok.applicant, { cv: file(PDF(), 'cv.pdf') })
    const id = created.body.data.id as string
    const move = (stage: ApplicationStage, token = tok.recruiter, note?: string) =>
      call(app, 'POST', `/api/Applications/${id}/stage`, token, note ? { stage, note } : { stage })

    const interview = await move('interview', tok.recruiter, 'Strong portfolio')
    expect(interview.status).toBe(200)
    expect(interview.body.message).toBe('Moved to Interview')
    const reviewed = v.parse(ReviewerApplicationSchema, interview.body.data)
    expect(reviewed.stage).toBe('interview')
    expect(reviewed.history.map((event) => event.stage)).toEqual(['applied', 'interview'])
    expect(reviewed.history[1]).toMatchObject({ note: 'Strong portfolio' })
    expect(reviewed.history[1]!.by?.id).toBeTruthy()
    expect(reviewed.notes.map((n) => n.text)).toContain('Strong portfolio')

    const mails = await mailTo(db, mailer, email.applicant)
    const stageMail = mails.find((mail) => mail.kind === 'application-stage')
    expect(stageMail?.subject).toBe('Your application for Stage job moved to Interview')
    expect(stageMail?.text).not.toContain('Strong portfolio')

    const refused = await move('applied')
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({
      code: 'CONFLICT_ERROR',
      message: 'This stage change is not allowed',
    })
    expect(refused.body.error.details).toMatchObject({ from: 'interview', to: 'applied' })

    expect((await move('screening')).status).toBe(200)
    expect((await move('rejected')).status).toBe(200)
    expect((await move('offer')).status).toBe(409)
    const rejectedMail = (await mailTo(db, mailer, email.applicant)).find(
      (mail) => mail.kind === 'application-stage' && mail.subject.startsWith('Update on'),
    )
    expect(rejectedMail?.subject).toBe('Update on your application for Stage job')

    const invalid = await call(app, 'POST', `/api/Applications/${id}/stage`, tok.recruiter, {
      stage: 'ghosted',
    })
    expect(invalid.status).toBe(400)

    const mine = await call(app, 'GET', `/api/Applications/${id}`, tok.applicant)
    expect(mine.body.data).toMatchObject({
      view: 'applicant',
      application: { stage: 'rejected', isStale: false },
    })
  })
})

describe('lists', () => {
  let listJob: JobRow
  let staleId: string

  beforeAll(async () => {
    listJob = await insertJob(db, company, { title: 'List job' })
    const a = await apply(listJob.id, tok.seeker3, { cv: file(PDF(), 'cv.pdf') })
    const b = await apply(listJob.id, tok.applicant, { cv: file(PDF(), 'cv.pdf') })
    staleId = b.body.data.id
    await call(app, 'POST', `/api/Applications/${a.body.data.id}/stage`, tok.owner, { stage: 'screening' })
    const old = new Date(Date.now() - 20 * 86_400_000)
    await db
      .update(applications)
      .set({ stageChangedAt: old, createdAt: old })
      .where(eq(applications.id, staleId))
  })

  it("GET /api/Applications/me: the applicant's own, newest first, with age and staleness", async () => {
    const res = await call(app, 'GET', '/api/Applications/me?limit=100', tok.applicant)
    expect(res.status).toBe(200)
    const list = v.parse(MyApplicationListSchema, res.body.data)
    expect(list.total).toBe(list.items.length)
    const created = list.items.map((item) => item.createdAt)
    expect([...created].sort().reverse()).toEqual(created)
    const stale = list.items.find((item) => item.id === staleId)
    expect(stale).toMatchObject({ isStale: true, ageDays: 20, stage: 'applied' })
    expect(20).toBeGreaterThanOrEqual(APPLICATION_STALE_DAYS)
    expect(list.items.every((item) => !('applicant' in item))).toBe(true)

    const filtered = await call(app, 'GET', '/api/Applications/me?stage=rejected', tok.applicant)
    expect(
      v.parse(MyApplicationListSchema, filtered.body.data).items.every((i) => i.stage === 'rejected'),
    ).toBe(true)
    expect((await call(app, 'GET', '/api/Applications/me?stage=nope', tok.applicant)).status).toBe(400)
    expect((await call(app, 'GET', '/api/Applications/me', null)).status).toBe(401)
  })

  it('GET /api/Job/{id}/applications: the page, counts per stage of all, stale count, stage filter', async () => {
    const res = await call(app, 'GET', `/api/Job/${listJob.id}/applications`, tok.recruiter)
    expect(res.status).toBe(200)
    const list = v.parse(JobApplicationListSchema, res.body.data)
    expect(list.total).toBe(2)
    expect(list.counts).toEqual({ applied: 1, screening: 1, interview: 0, offer: 0, hired: 0, rejected: 0 })
    expect(list.staleCount).toBe(1)
    expect(list.items[0]!.applicant.email).toBeTruthy()

    const screening = await call(
      app,
      'GET',
      `/api/Job/${listJob.id}/applications?stage=screening`,
      tok.recruiter,
    )
    const filtered = v.parse(JobApplicationListSchema, screening.body.data)
    expect(filtered.total).toBe(1)
    expect(filtered.items.map((item) => item.stage)).toEqual(['screening'])
    expect(filtered.counts.applied).toBe(1)
  })

  it('GET /api/Applications/pipeline: counts per stage per job for reviewers; nothing for a job seeker', async () => {
    const res = await call(app, 'GET', '/api/Applications/pipeline', tok.owner)
    expect(res.status).toBe(200)
    const pipeline = v.parse(ReviewerPipelineSchema, res.body.data)
    const entry = pipeline.jobs.find((item) => item.jobId === listJob.id)
    expect(entry).toMatchObject({ title: 'List job', total: 2, staleCount: 1 })
    expect(entry!.counts.screening).toBe(1)
    expect(pipeline.total).toBe(pipeline.jobs.reduce((sum, item) => sum + item.total, 0))

    const recruiter = v.parse(
      ReviewerPipelineSchema,
      (await call(app, 'GET', '/api/Applications/pipeline', tok.recruiter)).body.data,
    )
    expect(recruiter.jobs.some((item) => item.jobId === listJob.id)).toBe(true)

    const seeker = v.parse(
      ReviewerPipelineSchema,
      (await call(app, 'GET', '/api/Applications/pipeline', tok.applicant)).body.data,
    )
    expect(seeker).toMatchObject({ jobs: [], total: 0 })
  })
})
