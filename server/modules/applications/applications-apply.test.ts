import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApplicantApplicationSchema } from '@/api/applications/application-views'
import { ScreeningQuestionListSchema } from '@/api/applications/screening-questions'
import { toApplyFormData } from '@/api/applications/apply-input'
import { UPLOAD_MAX_BYTES } from '@/api/uploads'
import type { Db } from '../../db/client'
import { applications } from '../../db/schema/applications'
import type { CompanyRow } from '../../db/schema/companies'
import { storedFiles } from '../../db/schema/files'
import { jobDailyStats, jobs, type JobRow } from '../../db/schema/jobs'
import type { Env } from '../../env'
import type { Mailer } from '../../mail/mailer'
import { call } from '../companies/test-support'
import { uploadsDir } from '../files/file-store'
import { hoursAgo, insertJob } from '../jobs/test-support'
import { mailTo } from '../../test/identity'
import { docx, fakeExecutable } from '../../test/job-import-files'
import {
  PDF,
  createApplicationsWorld,
  file,
  legacyDoc,
  type App,
  type ApplicationsWorld,
} from './applications-test-support'

let app: App
let db: Db
let env: Env
let mailer: Mailer
let company: CompanyRow
let job: JobRow
let tok: ApplicationsWorld['tok']
let email: ApplicationsWorld['email']
let applicantId: string
let apply: ApplicationsWorld['apply']

beforeAll(async () => {
  ;({ app, db, env, mailer, company, job, tok, email, applicantId, apply } = await createApplicationsWorld())
})

describe('POST /api/Job/{id}/apply', () => {
  it('applies with a PDF: 201, stored by content, counters, mails to both sides', async () => {
    const before = (await db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.applicationCount
    const res = await apply(job.id, tok.applicant, {
      cv: file(PDF(), '../../etc/My CV.pdf'),
      coverLetter: '  I would love to join.  ',
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Application sent')
    const application = v.parse(ApplicantApplicationSchema, res.body.data)
    expect(application).toMatchObject({
      stage: 'applied',
      coverLetter: 'I would love to join.',
      isStale: false,
      ageDays: 0,
      job: { id: job.id, title: 'Platform Engineer', company: 'Applyco', status: 'active', isDeleted: false },
      cv: { name: 'My CV.pdf', mime: 'application/pdf', size: PDF().byteLength },
    })
    expect(application.cv?.url).toBe(`/api/Applications/${application.id}/cv`)
    expect(res.body.data).not.toHaveProperty('notes')

    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id))
    expect(row!.applicationCount).toBe(before + 1)
    const stats = await db.select().from(jobDailyStats).where(eq(jobDailyStats.jobId, job.id))
    expect(stats.reduce((sum, day) => sum + day.applications, 0)).toBe(1)

    const [stored] = await db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, applicantId))
    expect(stored).toMatchObject({ purpose: 'application-cv', mime: 'application/pdf' })
    expect(stored!.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(existsSync(join(uploadsDir(env.DATA_DIR), stored!.storageKey))).toBe(true)

    const toApplicant = await mailTo(db, mailer, email.applicant)
    expect(toApplicant.map((mail) => mail.kind)).toContain('application-submitted')
    const toOwner = (await mailTo(db, mailer, email.owner)).find(
      (mail) => mail.kind === 'application-received',
    )
    expect(toOwner?.text).toContain('Jane Doe applied for Platform Engineer')
  })

  it('a second application to the same job is 409 CONFLICT_ERROR', async () => {
    const res = await apply(job.id, tok.applicant, { cv: file(PDF(), 'cv.pdf') })
    expect(res.status).toBe(409)
    expect(res.body.error).toMatchObject({
      code: 'CONFLICT_ERROR',
      message: 'You have already applied to this job',
    })
  })

  it('refuses a renamed executable by content (400), storing nothing', async () => {
    const other = await insertJob(db, company, { title: 'Exe target' })
    const files = async () => (await db.select().from(storedFiles)).length
    const count = await files()
    const res = await apply(other.id, tok.seeker2, { cv: file(fakeExecutable(), 'resume.pdf') })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION_ERROR')
    expect(res.body.error.message).toContain('PDF, DOC or DOCX')
    expect(await files()).toBe(count)
    const rows = await db.select().from(applications).where(eq(applications.jobId, other.id))
    expect(rows).toHaveLength(0)
  })

  it('refuses plain text and an unrelated zip named .docx', async () => {
    const other = await insertJob(db, company)
    const text = new TextEncoder().encode('Just my CV as text')
    expect((await apply(other.id, tok.seeker2, { cv: file(text, 'cv.pdf') })).status).toBe(400)
    const { zipSync, strToU8 } = await import('fflate')
    const zip = zipSync({ 'hello.txt': strToU8('hi') })
    expect((await apply(other.id, tok.seeker2, { cv: file(zip, 'cv.docx') })).status).toBe(400)
  })

  it('accepts DOCX and DOC by content, whatever their names', async () => {
    const a = await insertJob(db, company)
    const b = await insertJob(db, company)
    const first = await apply(a.id, tok.seeker2, {
      cv: file(docx(['Jane Doe']), 'cv.bin', 'application/octet-stream'),
    })
    expect(first.status).toBe(201)
    expect(first.body.data.cv).toMatchObject({
      name: 'cv.docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    const second = await apply(b.id, tok.seeker2, { cv: file(legacyDoc(), 'old.doc', 'application/msword') })
    expect(second.status).toBe(201)
    expect(second.body.data.cv).toMatchObject({ name: 'old.doc', mime: 'application/msword' })
  })

  it('a file over 10 MiB is 413 with the envelope; a body over the upload limit too (before idempotency)', async () => {
    const other = await insertJob(db, company)
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1)
    big.set(new TextEncoder().encode('%PDF-1.4\n'))
    const res = await apply(other.id, tok.seeker2, { cv: file(big, 'big.pdf') })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } })

    const huge = new Uint8Array(UPLOAD_MAX_BYTES + 200 * 1024)
    huge.set(new TextEncoder().encode('%PDF-1.4\n'))
    const res2 = await apply(
      other.id,
      tok.seeker2,
      { cv: file(huge, 'huge.pdf') },
      { 'Idempotency-Key': crypto.randomUUID() },
    )
    expect(res2.status).toBe(413)
    expect(res2.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } })
    expect(await db.select().from(applications).where(eq(applications.jobId, other.id))).toHaveLength(0)
  })

  it('a 2 MiB CV passes the 1 MiB API body limit (the apply path has the upload limit)', async () => {
    const other = await insertJob(db, company)
    const pdf = new Uint8Array(2 * 1024 * 1024)
    pdf.set(new TextEncoder().encode('%PDF-1.7\n'))
    const res = await apply(other.id, tok.seeker3, { cv: file(pdf, 'long.pdf') })
    expect(res.status).toBe(201)
  })

  it('a draft, paused, closed, expired, private or unknown job is 404', async () => {
    const hidden = await Promise.all([
      insertJob(db, company, { status: 'draft', postedDate: null }),
      insertJob(db, company, { status: 'paused' }),
      insertJob(db, company, { status: 'closed' }),
      insertJob(db, company, { expiryDate: hoursAgo(1) }),
      insertJob(db, company, { isPublic: false }),
    ])
    for (const target of [...hidden.map((row) => row.id), crypto.randomUUID(), 'not-a-uuid']) {
      const res = await apply(target, tok.seeker2, { cv: file(PDF(), 'cv.pdf') })
      expect(res.status, target).toBe(404)
      expect(res.body.error.code).toBe('NOT_FOUND_ERROR')
    }
  })

  it('signed out: 401; unverified: 400 ACCOUNT_UNVERIFIED; the job owner and its account: 403', async () => {
    expect((await apply(job.id, null, { cv: file(PDF(), 'cv.pdf') })).status).toBe(401)
    const unverified = await apply(job.id, tok.unverified, { cv: file(PDF(), 'cv.pdf') })
    expect(unverified.status).toBe(400)
    expect(unverified.body.error.code).toBe('ACCOUNT_UNVERIFIED')
    for (const token of [tok.owner, tok.recruiter]) {
      const res = await apply(job.id, token, { cv: file(PDF(), 'cv.pdf') })
      expect(res.status).toBe(403)
      expect(res.body.error.message).toBe('You cannot apply to a job of your own company')
    }
  })

  it('needs a CV or a resume reference; a resume reference alone is enough', async () => {
    const other = await insertJob(db, company)
    const none = await apply(other.id, tok.seeker3, { coverLetter: 'Hi' })
    expect(none.status).toBe(400)
    expect(none.body.error.details.issues[0]).toMatchObject({ path: 'cv', message: 'Please attach your CV' })
    const withResume = await apply(other.id, tok.seeker3, { resumeId: 'resume-123' })
    expect(withResume.status).toBe(201)
    expect(withResume.body.data).toMatchObject({ cv: null, resumeId: 'resume-123' })
  })

  it('validates the text fields: cover letter length, unknown fields, malformed answers, non-multipart', async () => {
    const other = await insertJob(db, company)
    const long = await apply(other.id, tok.seeker3, { resumeId: 'r', coverLetter: 'x'.repeat(5001) })
    expect(long.status).toBe(400)
    expect(long.body.error.message).toContain('Cover letter must be at most 5000 characters')

    const form = toApplyFormData({ resumeId: 'r' })
    form.append('salary', '1')
    const unknown = await app.request(`/api/Job/${other.id}/apply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tok.seeker3}` },
      body: form,
    })
    expect(unknown.status).toBe(400)

    const badAnswers = toApplyFormData({ resumeId: 'r' })
    badAnswers.append('answers', '{not json')
    const res = await app.request(`/api/Job/${other.id}/apply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tok.seeker3}` },
      body: badAnswers,
    })
    expect(res.status).toBe(400)

    const json = await call(app, 'POST', `/api/Job/${other.id}/apply`, tok.seeker3, { resumeId: 'r' })
    expect(json.status).toBe(415)
  })
})

describe('screening questions', () => {
  let qJob: JobRow
  let questionIds: string[]

  beforeAll(async () => {
    qJob = await insertJob(db, company, { title: 'Question job' })
  })

  it('the owner sets them; anyone who may view the job reads them; others may not set them', async () => {
    const put = await call(app, 'PUT', `/api/Job/${qJob.id}/questions`, tok.owner, {
      questions: [{ question: 'Why us?', required: true }, { question: 'Notice period?' }],
    })
    expect(put.status).toBe(200)
    const list = v.parse(ScreeningQuestionListSchema, put.body.data)
    expect(list.items.map((q) => [q.question, q.required])).toEqual([
      ['Why us?', true],
      ['Notice period?', false],
    ])
    questionIds = list.items.map((q) => q.id)

    const read = await call(app, 'GET', `/api/Job/${qJob.id}/questions`, null)
    expect(read.status).toBe(200)
    expect(v.parse(ScreeningQuestionListSchema, read.body.data).items.map((q) => q.id)).toEqual(questionIds)

    expect(
      (await call(app, 'PUT', `/api/Job/${qJob.id}/questions`, tok.seeker2, { questions: [] })).status,
    ).toBe(403)
    expect((await call(app, 'PUT', `/api/Job/${qJob.id}/questions`, null, { questions: [] })).status).toBe(
      401,
    )
    const tooMany = Array.from({ length: 11 }, (_, i) => ({ question: `Q${i}` }))
    expect(
      (await call(app, 'PUT', `/api/Job/${qJob.id}/questions`, tok.owner, { questions: tooMany })).status,
    ).toBe(400)
  })

  it('a kept id keeps its question; a new item gets a new id', async () => {
    const put = await call(app, 'PUT', `/api/Job/${qJob.id}/questions`, tok.owner, {
      questions: [
        { id: questionIds[0], question: 'Why us?', required: true },
        { id: 'made-up', question: 'Notice period?' },
      ],
    })
    const items = v.parse(ScreeningQuestionListSchema, put.body.data).items
    expect(items[0]!.id).toBe(questionIds[0])
    expect(items[1]!.id).not.toBe('made-up')
    questionIds = items.map((q) => q.id)
  })

  it('a required question must be answered; unknown questions are refused; answers keep the question text', async () => {
    const missing = await apply(qJob.id, tok.seeker2, { cv: file(PDF(), 'cv.pdf') })
    expect(missing.status).toBe(400)
    expect(missing.body.error.message).toContain('Please answer every required question')

    const unknown = await apply(qJob.id, tok.seeker2, {
      cv: file(PDF(), 'cv.pdf'),
      answers: [{ questionId: 'nope', answer: 'x' }],
    })
    expect(unknown.status).toBe(400)

    const ok = await apply(qJob.id, tok.seeker2, {
      cv: file(PDF(), 'cv.pdf'),
      answers: [{ questionId: questionIds[0]!, answer: 'Your mission' }],
    })
    expect(ok.status).toBe(201)
    expect(ok.body.data.answers).toEqual([
      { questionId: questionIds[0], question: 'Why us?', answer: 'Your mission' },
    ])
  })
})
