// Reports of people and messages, and content an admin hides (a message, a job, a company).
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminReportPage } from '@/api/administration/admin-reports'
import { HIDDEN_MESSAGE_TEXT } from '@/api/administration/admin-reports'
import { Role } from '@/api/roles'
import { insertCompany, insertJob } from '../companies/test-support'
import { conversationWith, messagesOf, send } from '../messaging/messaging-test-support'
import { call, person, type Person, type TestApp } from '../people/people-test-support'
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

describe('reports and hidden content', () => {
  it('lists reports of people and messages, hides a reported message from its participants, closes the report', async () => {
    const seeker = await person(t)
    const recruiter = await person(t, { role: Role.Recruiter })
    const conversation = await conversationWith(t.app, recruiter, seeker)
    const sent = await send(t.app, recruiter, conversation, 'Send me your bank details')
    const messageId = sent.body.data.id

    expect(
      (await call(t.app, 'POST', `/api/Messages/${messageId}/report`, recruiter.token, { reason: 'spam' }))
        .status,
    ).toBe(400)
    const outsider = await person(t)
    expect(
      (await call(t.app, 'POST', `/api/Messages/${messageId}/report`, outsider.token, { reason: 'spam' }))
        .status,
    ).toBe(404)
    const reported = await call(t.app, 'POST', `/api/Messages/${messageId}/report`, seeker.token, {
      reason: 'spam',
      details: 'Phishing',
    })
    expect(reported.status).toBe(200)
    expect(
      (
        await call(t.app, 'POST', `/api/People/${recruiter.id}/report`, seeker.token, {
          reason: 'harassment',
        })
      ).status,
    ).toBe(200)

    const open = await call<AdminReportPage>(
      t.app,
      'GET',
      '/api/admin/reports?status=open&limit=100',
      admin.token,
    )
    const mine = open.body.data.items.filter((r) => r.reporter.id === seeker.id)
    expect(mine.map((r) => r.kind).sort()).toEqual(['message', 'person'])
    const messageReport = mine.find((r) => r.kind === 'message')!
    expect(messageReport).toMatchObject({
      reason: 'spam',
      details: 'Phishing',
      reported: { id: recruiter.id },
      message: { id: messageId, body: 'Send me your bank details', hidden: false },
      review: null,
    })

    const hide = await call(t.app, 'PUT', `/api/admin/content/message/${messageId}/hidden`, admin.token, {
      hidden: true,
      reason: 'phishing',
    })
    expect(hide.status).toBe(200)
    for (const participant of [seeker, recruiter]) {
      const items = (await messagesOf(t.app, participant, conversation)).body.data.items
      expect(items.find((m) => m.id === messageId)?.body).toBe(HIDDEN_MESSAGE_TEXT)
    }
    const review = await call(
      t.app,
      'POST',
      `/api/admin/reports/message/${messageReport.id}/review`,
      admin.token,
      {
        outcome: 'actioned',
      },
    )
    expect(review.status).toBe(200)
    expect(review.body.data).toMatchObject({ message: { hidden: true }, review: { outcome: 'actioned' } })
    const stillOpen = await call<AdminReportPage>(t.app, 'GET', '/api/admin/reports?limit=100', admin.token)
    expect(stillOpen.body.data.items.map((r) => r.id)).not.toContain(messageReport.id)
    const reviewed = await call<AdminReportPage>(
      t.app,
      'GET',
      '/api/admin/reports?status=reviewed&limit=100',
      admin.token,
    )
    expect(reviewed.body.data.items.map((r) => r.id)).toContain(messageReport.id)

    expect((await audit(messageId)).map((e) => e.action)).toEqual(['content.hide'])
    expect((await audit(messageReport.id)).map((e) => e.action)).toEqual(['report.review'])
    expect(
      (
        await call(t.app, 'POST', `/api/admin/reports/other/${messageReport.id}/review`, admin.token, {
          outcome: 'actioned',
        })
      ).status,
    ).toBe(404)
  })

  it('hides a job and a company from everyone but admins and the owner side, and shows them again', async () => {
    const owner = await person(t, { role: Role.Employer })
    const company = await insertCompany(t.db, owner.id)
    const job = await insertJob(t.db, company)
    const visitorSees = async () =>
      (await call(t.app, 'GET', `/api/Job/${job.id}`, others.jobSeeker.token)).status
    expect(await visitorSees()).toBe(200)

    expect(
      (await call(t.app, 'PUT', `/api/admin/content/job/${job.id}/hidden`, admin.token, { hidden: true }))
        .status,
    ).toBe(200)
    expect(await visitorSees()).toBe(404)
    expect((await call(t.app, 'GET', `/api/Job/${job.id}`, owner.token)).status).toBe(200)
    expect((await call(t.app, 'GET', `/api/Job/${job.id}`, admin.token)).status).toBe(200)
    expect(
      (await call(t.app, 'PUT', `/api/admin/content/job/${job.id}/hidden`, admin.token, { hidden: false }))
        .status,
    ).toBe(200)
    expect(await visitorSees()).toBe(200)

    expect((await call(t.app, 'GET', `/api/Companies/${company.id}`, others.jobSeeker.token)).status).toBe(
      200,
    )
    await call(t.app, 'PUT', `/api/admin/content/company/${company.id}/hidden`, admin.token, { hidden: true })
    expect((await call(t.app, 'GET', `/api/Companies/${company.id}`, others.jobSeeker.token)).status).toBe(
      404,
    )
    expect(await visitorSees()).toBe(404)

    expect((await audit(job.id)).map((e) => e.action)).toEqual(['content.unhide', 'content.hide'])
    expect(
      (
        await call(t.app, 'PUT', `/api/admin/content/job/${crypto.randomUUID()}/hidden`, admin.token, {
          hidden: true,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(t.app, 'PUT', `/api/admin/content/page/${job.id}/hidden`, admin.token, { hidden: true }))
        .status,
    ).toBe(404)
  })
})
