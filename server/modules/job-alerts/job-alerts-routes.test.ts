import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { JOB_ALERT_MAIL_MAX_JOBS, MAX_JOB_ALERTS } from '@/api/job-alerts/job-alert-settings'
import {
  JobAlertListSchema,
  JobAlertSchema,
  JobAlertUnsubscribeResultSchema,
  type JobAlert,
} from '@/api/job-alerts/job-alert'
import type { JobAlertInput } from '@/api/job-alerts/job-alert-input'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import { jobAlerts } from '../../db/schema/job-alerts'
import type { Env } from '../../env'
import { createLogger } from '../../logger'
import type { Mailer } from '../../mail/mailer'
import { call, insertCompany } from '../companies/test-support'
import { claimDueAlerts, runDueAlerts } from './alert-worker'
import { createServiceContext, type ServiceContext } from '../../core/service-context'
import { insertJob, nonce } from '../jobs/test-support'
import { createUser, linkParams, mailTo, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

let app: App
let db: Db
let env: Env
let mailer: Mailer
let company: CompanyRow

const SECOND = 1000
const DAY = 86_400_000

/**
 * The test's clock: the app (alert creation, tokens), the worker and the jobs' posting times all read it,
 * and only the test moves it. What counts as new for an alert is then decided by the steps of a test, never
 * by how much wall-clock time passed between them on a busy machine.
 */
let clockMs = Date.now()
const now = () => new Date(clockMs)

beforeAll(async () => {
  const test = await createTestApp({ deps: { now } })
  app = test.app
  db = test.db
  env = test.env
  mailer = test.mailer
  const employer = await createUser(db, { role: Role.Employer })
  company = await insertCompany(db, employer.user.id, { name: 'Alertco' })
})

async function seeker() {
  const user = await createUser(db, { role: Role.JobSeeker, firstName: 'Sam' })
  const { token } = await signIn(app, user.email)
  return { ...user, token }
}

async function createAlert(token: string, input: JobAlertInput): Promise<JobAlert> {
  const res = await call(app, 'POST', '/api/Job/alerts', token, input)
  expect(res.status).toBe(201)
  return v.parse(JobAlertSchema, res.body.data)
}

/** A worker context on the test's clock. */
const worker = (): ServiceContext =>
  createServiceContext({ db, env, mailer, logger: createLogger({ level: 'silent' }), now })

/** Moves the clock on by `ms`, then runs one worker tick to its end. */
async function runWorkerAfter(ms: number) {
  clockMs += ms
  return runDueAlerts(worker())
}

/** Mail is handed over without waiting for delivery: mailTo waits for the mailer to be idle first. */
const alertMails = async (to: string) =>
  (await mailTo(db, mailer, to)).filter((mail) => mail.kind === 'job-alert')

/** A listed job posted a second after the previous step (so after any alert created or run before it). */
const postJob = (title: string, overrides: Parameters<typeof insertJob>[2] = {}) => {
  clockMs += SECOND
  return insertJob(db, company, { title, postedDate: now(), ...overrides })
}

/** The one mail that lists `jobId`. */
const mailListing = (mails: { text: string }[], jobId: string) => {
  const listing = mails.filter((mail) => mail.text.includes(`/jobs/${jobId}`))
  expect(listing).toHaveLength(1)
  return listing[0]!
}

describe('alerts CRUD', () => {
  it('creates, lists (mine only), renames, pauses, resumes and deletes', async () => {
    const me = await seeker()
    const other = await seeker()
    const alert = await createAlert(me.token, {
      name: '  React in Berlin ',
      query: {
        search: 'react',
        location: 'Berlin',
        skills: ['React', ' ', 'react'],
        isRemote: null,
        salaryMin: 50_000,
      },
      frequency: 'daily',
    })
    expect(alert).toMatchObject({
      name: 'React in Berlin',
      query: { search: 'react', location: 'Berlin', skills: ['React', 'react'], salaryMin: 50_000 },
      frequency: 'daily',
      status: 'active',
      lastSentAt: null,
    })
    expect(alert.query).not.toHaveProperty('isRemote')
    expect(Date.parse(alert.nextRunAt!) - Date.parse(alert.createdAt)).toBe(DAY)
    await createAlert(other.token, { name: 'Theirs', query: { search: 'go' } })

    const list = v.parse(JobAlertListSchema, (await call(app, 'GET', '/api/Job/alerts', me.token)).body.data)
    expect(list.items.map((item) => item.id)).toEqual([alert.id])

    const renamed = await call(app, 'PUT', `/api/Job/alerts/${alert.id}`, me.token, {
      name: 'Frontend',
      frequency: 'weekly',
      query: { search: 'vue' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({
      name: 'Frontend',
      frequency: 'weekly',
      query: { search: 'vue' },
    })

    const paused = await call(app, 'PUT', `/api/Job/alerts/${alert.id}`, me.token, { status: 'paused' })
    expect(paused.body).toMatchObject({
      message: 'Job alert paused',
      data: { status: 'paused', nextRunAt: null },
    })
    const resumed = await call(app, 'PUT', `/api/Job/alerts/${alert.id}`, me.token, { status: 'active' })
    expect(resumed.body).toMatchObject({ message: 'Job alert resumed', data: { status: 'active' } })
    expect(resumed.body.data.nextRunAt).not.toBeNull()

    expect(
      (await call(app, 'PUT', `/api/Job/alerts/${alert.id}`, other.token, { name: 'Mine now' })).status,
    ).toBe(404)
    expect((await call(app, 'DELETE', `/api/Job/alerts/${alert.id}`, other.token)).status).toBe(404)
    const deleted = await call(app, 'DELETE', `/api/Job/alerts/${alert.id}`, me.token)
    expect(deleted.body.data).toEqual({ id: alert.id, deleted: true })
    expect((await call(app, 'DELETE', `/api/Job/alerts/${alert.id}`, me.token)).status).toBe(404)
  })

  it('validates: name, an empty search, frequency, salary range, unknown keys', async () => {
    const me = await seeker()
    const cases: unknown[] = [
      { name: '', query: { search: 'x' } },
      { name: 'Empty', query: {} },
      { name: 'Blank', query: { search: '  ', skills: [] } },
      { name: 'Freq', query: { search: 'x' }, frequency: 'hourly' },
      { name: 'Range', query: { salaryMin: 10, salaryMax: 5 } },
      { name: 'Key', query: { search: 'x', color: 'red' } },
      { name: 'Type', query: { employmentType: ['gig'] } },
    ]
    for (const input of cases) {
      const res = await call(app, 'POST', '/api/Job/alerts', me.token, input)
      expect(res.status, JSON.stringify(input)).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_ERROR')
    }
    const empty = await call(app, 'POST', '/api/Job/alerts', me.token, { name: 'Empty', query: {} })
    expect(empty.body.error.message).toContain('Add at least one search term or filter')
  })

  it(`signed out: 401; at most ${MAX_JOB_ALERTS} alerts (409)`, async () => {
    expect((await call(app, 'GET', '/api/Job/alerts', null)).status).toBe(401)
    expect(
      (await call(app, 'POST', '/api/Job/alerts', null, { name: 'x', query: { search: 'x' } })).status,
    ).toBe(401)
    const me = await seeker()
    for (let i = 0; i < MAX_JOB_ALERTS; i++)
      await createAlert(me.token, { name: `A${i}`, query: { search: `q${i}` } })
    const res = await call(app, 'POST', '/api/Job/alerts', me.token, {
      name: 'One more',
      query: { search: 'x' },
    })
    expect(res.status).toBe(409)
  })
})

describe('the alert worker', () => {
  it('mails a new matching job once, with job links and the unsubscribe link; a second tick sends nothing', async () => {
    const me = await seeker()
    const word = nonce()
    const alert = await createAlert(me.token, {
      name: 'Words',
      query: { search: word },
      frequency: 'instant',
    })
    const match = await postJob(`Engineer ${word}`)
    await postJob(`Engineer ${nonce()}`) // no match

    const first = await runWorkerAfter(SECOND)
    expect(first.claimed).toBeGreaterThanOrEqual(1)
    const mails = await alertMails(me.email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toBe('1 new job for "Words"')
    expect(mail!.text).toContain(`${env.PUBLIC_URL}/jobs/${match.id}`)
    expect(mail!.html).toContain(`${env.PUBLIC_URL}/jobs/${match.id}`)
    expect(linkParams(mail!.text, '/alerts/unsubscribe').get('token')).toMatch(/^[0-9a-f-]{36}\./)

    await runWorkerAfter(2 * SECOND)
    await runWorkerAfter(6 * SECOND)
    expect(await alertMails(me.email)).toHaveLength(1)

    const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id))
    expect(row!.lastSentAt).not.toBeNull()
    expect(row!.claimedUntil).toBeNull()
  })

  it('a job posted after the first run goes out in the next run, the first one not again', async () => {
    const me = await seeker()
    const word = nonce()
    await createAlert(me.token, { name: 'Again', query: { search: word }, frequency: 'instant' })
    const a = await postJob(`Designer ${word}`)
    await runWorkerAfter(SECOND)
    const b = await postJob(`Lead designer ${word}`)
    await runWorkerAfter(SECOND)
    const mails = await alertMails(me.email)
    expect(mails).toHaveLength(2)
    expect(mailListing(mails, a.id).text).not.toContain(`/jobs/${b.id}`)
    expect(mailListing(mails, b.id).text).not.toContain(`/jobs/${a.id}`)
  })

  it('two workers racing send once', async () => {
    const me = await seeker()
    const word = nonce()
    await createAlert(me.token, { name: 'Race', query: { search: word }, frequency: 'instant' })
    await postJob(`Analyst ${word}`)
    clockMs += SECOND
    const results = await Promise.all([runDueAlerts(worker()), runDueAlerts(worker())])
    expect(await alertMails(me.email)).toHaveLength(1)
    expect(results.reduce((sum, r) => sum + r.jobsSent, 0)).toBeGreaterThanOrEqual(1)
  })

  it('a paused alert sends nothing; a daily one waits for its day; filters apply', async () => {
    const me = await seeker()
    const word = nonce()
    await createAlert(me.token, {
      name: 'Paused',
      query: { search: word },
      frequency: 'instant',
      status: 'paused',
    })
    await createAlert(me.token, {
      name: 'Daily remote',
      query: { search: word, isRemote: true },
      frequency: 'daily',
    })
    const onsite = await postJob(`Nurse ${word}`, { isRemote: false })
    const remote = await postJob(`Remote nurse ${word}`, { isRemote: true })
    await runWorkerAfter(SECOND)
    expect(await alertMails(me.email)).toHaveLength(0)

    await runWorkerAfter(DAY)
    const mails = await alertMails(me.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('Daily remote')
    expect(mails[0]!.text).toContain(`/jobs/${remote.id}`)
    expect(mails[0]!.text).not.toContain(`/jobs/${onsite.id}`)
  })

  it('hidden jobs (draft, private) are never mailed', async () => {
    const me = await seeker()
    const word = nonce()
    await createAlert(me.token, { name: 'Hidden', query: { search: word }, frequency: 'instant' })
    await postJob(`Draft ${word}`, { status: 'draft' })
    await postJob(`Private ${word}`, { isPublic: false })
    await runWorkerAfter(SECOND)
    expect(await alertMails(me.email)).toHaveLength(0)
  })

  it(`one mail lists at most ${JOB_ALERT_MAIL_MAX_JOBS} jobs; the rest follow in the next run`, async () => {
    const me = await seeker()
    const word = nonce()
    await createAlert(me.token, { name: 'Many', query: { search: word }, frequency: 'instant' })
    const posted = []
    for (let i = 0; i < JOB_ALERT_MAIL_MAX_JOBS + 2; i++) posted.push(await postJob(`Role ${i} ${word}`))
    await runWorkerAfter(SECOND)
    const first = await alertMails(me.email)
    expect(first.map((mail) => mail.subject)).toEqual([`${JOB_ALERT_MAIL_MAX_JOBS} new jobs for "Many"`])
    await runWorkerAfter(SECOND)
    const mails = await alertMails(me.email)
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`${JOB_ALERT_MAIL_MAX_JOBS} new jobs for "Many"`, '2 new jobs for "Many"'].sort(),
    )
    // Every job went out exactly once.
    for (const job of posted) mailListing(mails, job.id)
  })
})

describe('GET /api/Job/alerts/unsubscribe', () => {
  it('the mailed token pauses the alert once; a reused, forged or malformed token fails', async () => {
    const me = await seeker()
    const word = nonce()
    const alert = await createAlert(me.token, {
      name: 'Unsub',
      query: { search: word },
      frequency: 'instant',
    })
    await postJob(`Chef ${word}`)
    await runWorkerAfter(SECOND)
    const [mail] = await alertMails(me.email)
    const token = linkParams(mail!.text, '/alerts/unsubscribe').get('token')!

    const res = await app.request(`/api/Job/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
    expect(res.status).toBe(200)
    const json = (await res.json()) as { data: unknown; message: string }
    expect(v.parse(JobAlertUnsubscribeResultSchema, json.data)).toEqual({
      alertId: alert.id,
      name: 'Unsub',
      status: 'paused',
    })
    expect(json.message).toBe('You will no longer receive "Unsub" alerts.')
    const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id))
    expect(row).toMatchObject({ status: 'paused', nextRunAt: null })

    const again = await app.request(`/api/Job/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
    expect(again.status).toBe(404)

    const forged = `${alert.id}.${'A'.repeat(43)}`
    expect((await app.request(`/api/Job/alerts/unsubscribe?token=${forged}`)).status).toBe(404)
    expect(
      (await app.request(`/api/Job/alerts/unsubscribe?token=${crypto.randomUUID()}.${'B'.repeat(43)}`))
        .status,
    ).toBe(404)
    expect((await app.request('/api/Job/alerts/unsubscribe?token=garbage')).status).toBe(400)
    expect((await app.request('/api/Job/alerts/unsubscribe')).status).toBe(400)

    // Paused by the link: the worker leaves it alone.
    await postJob(`Sous chef ${word}`)
    await runWorkerAfter(SECOND)
    expect(await alertMails(me.email)).toHaveLength(1)
  })
})

describe('claiming due alerts', () => {
  it('claims at most the batch size, and a claimed alert is not claimed again while its lease runs', async () => {
    const me = await seeker()
    for (const name of ['One', 'Two', 'Three'])
      await createAlert(me.token, { name, query: { search: nonce() }, frequency: 'instant' })
    clockMs += SECOND
    const lease = new Date(clockMs + 60 * SECOND)
    const first = await claimDueAlerts(db, now(), lease, 2)
    expect(first).toHaveLength(2)
    const second = await claimDueAlerts(db, now(), lease, 100)
    expect(second.length).toBeGreaterThanOrEqual(1)
    expect(second.map((row) => row.id)).not.toEqual(expect.arrayContaining([first[0]!.id]))
    expect(second.map((row) => row.id)).not.toEqual(expect.arrayContaining([first[1]!.id]))
    // Released for the tests after this one: the leases end now.
    await db.update(jobAlerts).set({ claimedUntil: null })
  })
})
