import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { NotificationPage } from '@/api/notifications/notification'
import { notifications } from '../../db/schema/notifications'
import {
  PDF,
  createApplicationsWorld,
  file,
  type ApplicationsWorld,
} from '../applications/applications-test-support'
import { call } from '../companies/test-support'
import { insertJob } from '../jobs/test-support'

/** Application stage changes notify the applicant (issue 15, decision 049), never across a block. */

let w: ApplicationsWorld
beforeAll(async () => {
  w = await createApplicationsWorld()
}, 60_000)

const rows = () => w.db.select().from(notifications).where(eq(notifications.recipientId, w.applicantId))

describe('application stage notifications', () => {
  it('a stage move writes exactly one notification for the applicant, linking to their applications', async () => {
    const job = await insertJob(w.db, w.company, { title: 'Notified job' })
    const created = await w.apply(job.id, w.tok.applicant, { cv: file(PDF(), 'cv.pdf') })
    const id = created.body.data.id as string
    expect(await rows()).toHaveLength(0)
    const moved = await call<{ history: { by: { id: string } | null }[] }>(
      w.app,
      'POST',
      `/api/Applications/${id}/stage`,
      w.tok.recruiter,
      { stage: 'screening' },
    )
    expect(moved.status).toBe(200)
    const list = await call<NotificationPage>(w.app, 'GET', '/api/Notifications', w.tok.applicant)
    expect(list.body.data.items).toHaveLength(1)
    expect(list.body.data.items[0]).toMatchObject({
      kind: 'application_stage',
      subjectId: id,
      detail: 'screening',
      url: '/applications',
    })
    // The reviewer hears nothing of their own move.
    const reviewer = await call<NotificationPage>(w.app, 'GET', '/api/Notifications', w.tok.recruiter)
    expect(reviewer.body.data.total).toBe(0)

    // Once the applicant blocks the recruiter, the next move is not notified.
    const recruiterId = moved.body.data.history.at(-1)!.by!.id
    expect((await call(w.app, 'POST', `/api/People/${recruiterId}/block`, w.tok.applicant)).status).toBe(200)
    expect(
      (await call(w.app, 'POST', `/api/Applications/${id}/stage`, w.tok.recruiter, { stage: 'interview' }))
        .status,
    ).toBe(200)
    const after = await rows()
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ detail: 'screening', eventCount: 1 })
  })
})
