import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { applications } from '../../db/schema/applications'
import type { CompanyRow } from '../../db/schema/companies'
import { storedFiles } from '../../db/schema/files'
import { jobs } from '../../db/schema/jobs'
import type { Env } from '../../env'
import { call } from '../companies/test-support'
import { uploadsDir } from '../files/file-store'
import { daysFromNow, insertJob } from '../jobs/test-support'
import {
  PDF,
  createApplicationsWorld,
  file,
  type App,
  type ApplicationsWorld,
} from './applications-test-support'

let app: App
let db: Db
let env: Env
let company: CompanyRow
let tok: ApplicationsWorld['tok']
let apply: ApplicationsWorld['apply']

beforeAll(async () => {
  ;({ app, db, env, company, tok, apply } = await createApplicationsWorld())
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
