import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  APPLICATION_STAGES,
  APPLICATION_STALE_DAYS,
  ApplicantApplicationSchema,
  ApplicationNoteSchema,
  ApplicationViewSchema,
  JobApplicationListSchema,
  MyApplicationListSchema,
  ReviewerApplicationSchema,
  ReviewerPipelineSchema,
  ScreeningQuestionListSchema,
  canMoveStage,
  toApplyFormData,
  type ApplicationStage,
  type ApplyInput,
} from '@/api/applications'
import { UPLOAD_MAX_BYTES } from '@/api/constants'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import { applications } from '../../db/schema/applications'
import type { CompanyRow } from '../../db/schema/companies'
import { storedFiles } from '../../db/schema/files'
import { jobDailyStats, jobs, type JobRow } from '../../db/schema/jobs'
import type { Env } from '../../env'
import type { Mailer } from '../../mail/mailer'
import { addMember, call, companyAccountOf, insertCompany, tokenIn } from '../companies/test-support'
import { uploadsDir } from '../files/file-store'
import { daysFromNow, hoursAgo, insertJob } from '../jobs/test-support'
import { PASSWORD, createUser, mailTo, signIn } from '../../test/identity'
import { docx, fakeExecutable, minimalPdf } from '../../test/job-import-files'
import { createTestApp } from '../../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

let app: App
let db: Db
let env: Env
let mailer: Mailer
let company: CompanyRow
let job: JobRow
const tok = {
  owner: '',
  recruiter: '',
  otherRecruiter: '',
  applicant: '',
  seeker2: '',
  seeker3: '',
  unverified: '',
  admin: '',
}
const email = { owner: '', applicant: '' }
let applicantId: string

const PDF = () => minimalPdf(['Jane Doe', 'Senior engineer'])

/** OLE2 header + padding: what a legacy .doc starts with. */
const legacyDoc = () => {
  const bytes = new Uint8Array(1024)
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  return bytes
}

const file = (bytes: Uint8Array, name: string, type = 'application/pdf') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type })

async function apply(
  jobId: string,
  token: string | null,
  input: ApplyInput,
  headers: Record<string, string> = {},
) {
  const res = await app.request(`/api/Job/${jobId}/apply`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: toApplyFormData(input),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
  env = test.env
  mailer = test.mailer
  const owner = await createUser(db, { role: Role.Employer, firstName: 'Olga' })
  const recruiter = await createUser(db, { role: Role.Recruiter })
  const otherRecruiter = await createUser(db, { role: Role.Recruiter })
  const applicant = await createUser(db, { role: Role.JobSeeker, firstName: 'Jane', lastName: 'Doe' })
  const seeker2 = await createUser(db, { role: Role.JobSeeker })
  const seeker3 = await createUser(db, { role: Role.JobSeeker })
  const unverified = await createUser(db, { role: Role.JobSeeker, verified: false })
  const admin = await createUser(db, { role: Role.Admin })
  applicantId = applicant.user.id
  email.owner = owner.email
  email.applicant = applicant.email
  const account = await companyAccountOf(db, owner.user.id)
  company = await insertCompany(db, owner.user.id, { accountId: account.id, name: 'Applyco' })
  await addMember(db, account.id, recruiter.user.id, 'Recruiter')
  job = await insertJob(db, company, { title: 'Platform Engineer' })
  tok.owner = await tokenIn(app, owner.email, account.id)
  tok.recruiter = await tokenIn(app, recruiter.email, account.id)
  tok.otherRecruiter = (await signIn(app, otherRecruiter.email)).token
  tok.applicant = (await signIn(app, applicant.email)).token
  tok.seeker2 = (await signIn(app, seeker2.email)).token
  tok.seeker3 = (await signIn(app, seeker3.email)).token
  // An unverified user's login answers a session too (with email-verification-required).
  const login = await call<{ session: { token: string } }>(app, 'POST', '/api/Auth/login', null, {
    email: unverified.email,
    password: PASSWORD,
  })
  tok.unverified = login.body.data.session.token
  tok.admin = (await signIn(app, admin.email)).token
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

describe('DELETE /api/Applications/{id} (withdraw)', () => {
  it('the applicant withdraws: gone, counter back, CV file deleted; may apply again', async () => {
    const target = await insertJob(db, company, { title: 'Withdraw job' })
    const created = await apply(target.id, tok.seeker3, { cv: file(PDF(), 'cv.pdf') })
    const id = created.body.data.id as string
    const [application] = await db.select().from(applications).where(eq(applications.id, id))
    const [stored] = await db.select().from(storedFiles).where(eq(storedFiles.id, application!.cvFileId!))
    const path = join(uploadsDir(env.DATA_DIR), stored!.storageKey)
    expect(existsSync(path)).toBe(true)

    expect((await call(app, 'DELETE', `/api/Applications/${id}`, tok.owner)).status).toBe(403)
    expect((await call(app, 'DELETE', `/api/Applications/${id}`, tok.seeker2)).status).toBe(404)
    expect((await call(app, 'DELETE', `/api/Applications/${id}`, null)).status).toBe(401)

    const res = await call(app, 'DELETE', `/api/Applications/${id}`, tok.seeker3)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ id, withdrawn: true })
    expect((await call(app, 'GET', `/api/Applications/${id}`, tok.seeker3)).status).toBe(404)
    expect(existsSync(path)).toBe(false)
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, stored!.id))).toHaveLength(0)
    const [row] = await db.select().from(jobs).where(eq(jobs.id, target.id))
    expect(row!.applicationCount).toBe(0)

    expect((await apply(target.id, tok.seeker3, { cv: file(PDF(), 'cv.pdf') })).status).toBe(201)
  })

  it('a hired or rejected application cannot be withdrawn (409)', async () => {
    const target = await insertJob(db, company)
    const created = await apply(target.id, tok.seeker3, { cv: file(PDF(), 'cv.pdf') })
    const id = created.body.data.id as string
    await call(app, 'POST', `/api/Applications/${id}/stage`, tok.owner, { stage: 'hired' })
    const res = await call(app, 'DELETE', `/api/Applications/${id}`, tok.seeker3)
    expect(res.status).toBe(409)
    const [still] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.stage, 'hired')))
    expect(still).toBeDefined()
  })
})

describe('a deleted job', () => {
  it('keeps the application readable (frozen) for the applicant; reviewers no longer see it', async () => {
    const target = await insertJob(db, company, { title: 'Soon deleted', expiryDate: daysFromNow(3) })
    const created = await apply(target.id, tok.seeker3, { cv: file(PDF(), 'cv.pdf') })
    const id = created.body.data.id as string
    await db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, target.id))
    const mine = await call(app, 'GET', `/api/Applications/${id}`, tok.seeker3)
    expect(mine.status).toBe(200)
    expect(mine.body.data).toMatchObject({ view: 'applicant', application: { job: { isDeleted: true } } })
    expect((await call(app, 'GET', `/api/Applications/${id}`, tok.owner)).status).toBe(404)
  })
})
