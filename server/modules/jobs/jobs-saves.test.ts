import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { JobSaveStateSchema, SAVE_JOB_TEXTS, SavedJobListSchema } from '@/api/jobs/job-saves'
import { JobSchema } from '@/api/jobs/job-full'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import { jobSaves, jobs } from '../../db/schema/jobs'
import { call, companyAccountOf, insertCompany, tokenIn } from '../companies/test-support'
import { hoursAgo, insertJob } from './test-support'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

let app: App
let db: Db
let company: CompanyRow
let employerToken: string

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
  const employer = await createUser(db, { role: Role.Employer })
  const account = await companyAccountOf(db, employer.user.id)
  company = await insertCompany(db, employer.user.id, { accountId: account.id })
  employerToken = await tokenIn(app, employer.email, account.id)
})

async function seekerToken() {
  const seeker = await createUser(db, { role: Role.JobSeeker })
  return (await signIn(app, seeker.email)).token
}

const saveCount = async (id: string) =>
  (await db.select({ n: jobs.saveCount }).from(jobs).where(eq(jobs.id, id)))[0]!.n

describe('POST and DELETE /api/Job/{id}/save', () => {
  it('a save whose counter cannot be written leaves no save behind, and an unsave no gap (one transaction)', async () => {
    const token = await seekerToken()
    const row = await insertJob(db, company)
    const seekerSaves = async () =>
      (await db.select().from(jobSaves).where(eq(jobSaves.jobId, row.id))).length
    // A trigger that refuses to change this one job's counter: the save row must not outlive the refusal.
    const fn = `refuse_save_count_${row.id.replaceAll('-', '_')}`
    await db.execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$ begin
        if new.id = '${row.id}' and new.save_count <> old.save_count then raise exception 'counter refused'; end if;
        return new; end $$`),
    )
    await db.execute(
      sql.raw(`create trigger ${fn} before update on jobs for each row execute function ${fn}()`),
    )
    try {
      const refused = await call(app, 'POST', `/api/Job/${row.id}/save`, token)
      expect(refused.status).toBeGreaterThanOrEqual(400)
      expect(await seekerSaves()).toBe(0)
      await db.execute(sql.raw(`alter table jobs disable trigger ${fn}`))
      expect((await call(app, 'POST', `/api/Job/${row.id}/save`, token)).status).toBe(200)
      await db.execute(sql.raw(`alter table jobs enable trigger ${fn}`))
      const refusedUnsave = await call(app, 'DELETE', `/api/Job/${row.id}/save`, token)
      expect(refusedUnsave.status).toBeGreaterThanOrEqual(400)
      expect(await seekerSaves()).toBe(1)
      expect(await saveCount(row.id)).toBe(1)
    } finally {
      await db.execute(sql.raw(`drop trigger ${fn} on jobs`))
      await db.execute(sql.raw(`drop function ${fn}()`))
    }
  })

  it('set the state: saving twice is one save, unsaving twice is fine, the counter follows', async () => {
    const token = await seekerToken()
    const row = await insertJob(db, company)
    const first = await call(app, 'POST', `/api/Job/${row.id}/save`, token)
    expect(first.status).toBe(200)
    expect(first.body.message).toBe(SAVE_JOB_TEXTS.saved)
    const saved = v.parse(JobSaveStateSchema, first.body.data)
    expect(saved).toMatchObject({ jobId: row.id, isSaved: true })
    const again = v.parse(
      JobSaveStateSchema,
      (await call(app, 'POST', `/api/Job/${row.id}/save`, token)).body.data,
    )
    expect(again).toEqual(saved)
    expect(await saveCount(row.id)).toBe(1)

    const detail = v.parse(JobSchema, (await call(app, 'GET', `/api/Job/${row.id}`, token)).body.data)
    expect(detail).toMatchObject({
      isSaved: true,
      saveCount: 1,
      permissions: { canSave: true, canEdit: false },
    })
    const listed = await call<{ items: { id: string; isSaved?: boolean }[] }>(
      app,
      'GET',
      `/api/Job?companyId=${company.id}&limit=100`,
      token,
    )
    expect(listed.body.data.items.find((item) => item.id === row.id)?.isSaved).toBe(true)

    const removed = await call(app, 'DELETE', `/api/Job/${row.id}/save`, token)
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe(SAVE_JOB_TEXTS.removed)
    expect(v.parse(JobSaveStateSchema, removed.body.data)).toEqual({
      jobId: row.id,
      isSaved: false,
      savedAt: null,
    })
    expect((await call(app, 'DELETE', `/api/Job/${row.id}/save`, token)).status).toBe(200)
    expect(await saveCount(row.id)).toBe(0)
  })

  it('replays the first answer for a repeated Idempotency-Key (the offline outbox)', async () => {
    const token = await seekerToken()
    const row = await insertJob(db, company)
    const key = randomUUID()
    const send = () =>
      app.request(`/api/Job/${row.id}/save`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: key },
      })
    const first = await send()
    const second = await send()
    expect(second.status).toBe(first.status)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await saveCount(row.id)).toBe(1)
  })

  it('needs sign-in, a job the caller can see, and a job that is not their own', async () => {
    const row = await insertJob(db, company)
    const visitor = await call(app, 'POST', `/api/Job/${row.id}/save`, null)
    expect(visitor.status).toBe(401)
    expect(visitor.body.error.code).toBe('AUTHENTICATION_ERROR')
    const token = await seekerToken()
    for (const hidden of [
      await insertJob(db, company, { status: 'draft', postedDate: null }),
      await insertJob(db, company, { status: 'paused' }),
      await insertJob(db, company, { expiryDate: hoursAgo(1) }),
      await insertJob(db, company, { deletedAt: hoursAgo(1) }),
    ]) {
      expect((await call(app, 'POST', `/api/Job/${hidden.id}/save`, token)).status).toBe(404)
      expect((await call(app, 'DELETE', `/api/Job/${hidden.id}/save`, token)).status).toBe(404)
    }
    expect((await call(app, 'POST', `/api/Job/${randomUUID()}/save`, token)).status).toBe(404)
    expect((await call(app, 'POST', '/api/Job/not-an-id/save', token)).status).toBe(404)
    const own = await call(app, 'POST', `/api/Job/${row.id}/save`, employerToken)
    expect(own.status).toBe(403)
    expect(own.body.error.message).toBe('You cannot save your own jobs.')
  })
})

describe('GET /api/Job/saved', () => {
  it('returns every saved job, marking closed, expired, unavailable and deleted ones instead of dropping them', async () => {
    const token = await seekerToken()
    const live = await insertJob(db, company, { title: 'Live role' })
    const toClose = await insertJob(db, company, { title: 'Closing role' })
    const toExpire = await insertJob(db, company, { title: 'Expiring role' })
    const toPause = await insertJob(db, company, { title: 'Pausing role' })
    const toDelete = await insertJob(db, company, { title: 'Deleted role' })
    for (const row of [live, toClose, toExpire, toPause, toDelete]) {
      expect((await call(app, 'POST', `/api/Job/${row.id}/save`, token)).status).toBe(200)
    }
    // What happens to them afterwards, through the API where there is one.
    expect(
      (await call(app, 'POST', `/api/Job/${toClose.id}/status`, employerToken, { status: 'closed' })).status,
    ).toBe(200)
    expect(
      (await call(app, 'POST', `/api/Job/${toPause.id}/status`, employerToken, { status: 'paused' })).status,
    ).toBe(200)
    expect((await call(app, 'DELETE', `/api/Job/${toDelete.id}`, employerToken)).status).toBe(200)
    await db
      .update(jobs)
      .set({ expiryDate: hoursAgo(1) })
      .where(eq(jobs.id, toExpire.id))

    const res = await call(app, 'GET', '/api/Job/saved', token)
    expect(res.status).toBe(200)
    const list = v.parse(SavedJobListSchema, res.body.data)
    expect(list.total).toBe(5)
    const byId = new Map(list.items.map((item) => [item.jobId, item]))
    expect(byId.get(live.id)).toMatchObject({ state: 'active', job: { id: live.id, isSaved: true } })
    expect(byId.get(toClose.id)).toMatchObject({ state: 'closed', job: { status: 'closed' } })
    expect(byId.get(toExpire.id)).toMatchObject({ state: 'expired', job: { isExpired: true } })
    expect(byId.get(toPause.id)).toMatchObject({ state: 'unavailable', title: 'Pausing role', job: null })
    expect(byId.get(toDelete.id)).toMatchObject({
      state: 'deleted',
      title: 'Deleted role',
      company: company.name,
      job: null,
    })
    // Newest save first.
    expect(list.items.map((item) => item.jobId)).toEqual([
      toDelete.id,
      toPause.id,
      toExpire.id,
      toClose.id,
      live.id,
    ])

    // Saving a saved job that has since closed keeps the state; unsaving a deleted one works.
    expect((await call(app, 'POST', `/api/Job/${toClose.id}/save`, token)).status).toBe(200)
    expect((await call(app, 'DELETE', `/api/Job/${toDelete.id}/save`, token)).status).toBe(200)
    const after = v.parse(SavedJobListSchema, (await call(app, 'GET', '/api/Job/saved', token)).body.data)
    expect(after.items.map((item) => item.jobId)).not.toContain(toDelete.id)

    expect((await call(app, 'GET', '/api/Job/saved', null)).status).toBe(401)
    const other = v.parse(
      SavedJobListSchema,
      (await call(app, 'GET', '/api/Job/saved', await seekerToken())).body.data,
    )
    expect(other).toEqual({ items: [], total: 0 })
  })
})
