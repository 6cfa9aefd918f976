import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { NotificationMailPreferences } from '@/api/notifications/notification-mail'
import type { ServiceContext } from '../../core/service-context'
import { queueJobs } from '../../db/schema/queue-jobs'
import { mailTo } from '../../test/identity'
import { createTestApp, createTestServiceContext } from '../../test/test-app'
import { conversationWith, send } from '../messaging/messaging-test-support'
import { act, call, connectPeople, person, type Person, type TestApp } from '../people/people-test-support'
import { unsubscribeToken } from './mail-unsubscribe'
import {
  NOTIFICATION_MAIL_DELAY_MS,
  NOTIFICATION_MAIL_QUEUE,
  sendNotificationMail,
} from './notification-mail'

/** Notification mail (issue 15, decision 049): coalesced per user, by preference, with one-click unsubscribe. */

let t: TestApp
let ctx: ServiceContext
beforeAll(async () => {
  t = await createTestApp()
  ctx = await createTestServiceContext({ mailer: t.mailer })
}, 60_000)

const jobsFor = (userId: string) =>
  t.db
    .select()
    .from(queueJobs)
    .where(and(eq(queueJobs.queue, NOTIFICATION_MAIL_QUEUE), eq(queueJobs.singletonKey, userId)))
const notificationMails = async (who: Person) =>
  (await mailTo(t.db, t.mailer, who.email)).filter((mail) => mail.kind === 'notification')
const setPreferences = (who: Person, input: Partial<NotificationMailPreferences>) =>
  call<NotificationMailPreferences>(t.app, 'PUT', '/api/Notifications/mail-preferences', who.token, input)

describe('notification mail', () => {
  it('a burst of events is one waiting job and one mail listing them; nothing is mailed twice', async () => {
    const a = await person(t, { firstName: 'Zoe' })
    const b = await person(t)
    await connectPeople(t.app, a, b)
    const conversationId = await conversationWith(t.app, a, b)
    for (const body of ['one', 'two', 'three']) await send(t.app, a, conversationId, body)
    const jobs = await jobsFor(b.id)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]!.runAt.getTime() - jobs[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(
      NOTIFICATION_MAIL_DELAY_MS - 5_000,
    )

    expect(await sendNotificationMail(ctx, b.id)).toBe(2)
    const mails = await notificationMails(b)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('You have 2 new notifications')
    expect(mails[0]!.text).toContain('3 new messages from Zoe')
    expect(mails[0]!.text).toContain('wants to connect with you')
    expect(mails[0]!.text).toContain(`/messages/${conversationId}`)
    expect(await sendNotificationMail(ctx, b.id)).toBe(0)
    expect(await notificationMails(b)).toHaveLength(1)
  })

  it('follows the preferences: defaults, a kind turned off is neither scheduled nor mailed', async () => {
    const a = await person(t)
    const b = await person(t)
    const defaults = await call<NotificationMailPreferences>(
      t.app,
      'GET',
      '/api/Notifications/mail-preferences',
      b.token,
    )
    expect(defaults.body.data).toEqual({
      connectionRequested: true,
      connectionAccepted: true,
      message: true,
      applicationStage: false,
    })
    const saved = await setPreferences(b, { connectionRequested: false })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ connectionRequested: false, message: true })
    expect((await setPreferences(b, { message: 'yes' } as never)).status).toBe(400)
    expect((await setPreferences(b, { unknown: true } as never)).status).toBe(400)

    await act(t, a, 'connect', b)
    expect(await jobsFor(b.id)).toHaveLength(0)
    expect(await sendNotificationMail(ctx, b.id)).toBe(0)
    expect(await notificationMails(b)).toHaveLength(0)
  })

  it('read notifications are not mailed', async () => {
    const a = await person(t)
    const b = await person(t)
    await act(t, a, 'connect', b)
    await call(t.app, 'POST', '/api/Notifications/read-all', b.token)
    expect(await sendNotificationMail(ctx, b.id)).toBe(0)
  })

  it('the mail carries a one-click unsubscribe that turns every kind off', async () => {
    const a = await person(t)
    const b = await person(t)
    await act(t, a, 'connect', b)
    await sendNotificationMail(ctx, b.id)
    const [mail] = await notificationMails(b)
    const token = unsubscribeToken(t.env.JWT_SECRET, b.id)
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe': `<${t.env.PUBLIC_URL}/api/Notifications/mail-unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    const forged = unsubscribeToken('another-secret-of-enough-length-000000', b.id)
    expect((await call(t.app, 'POST', `/api/Notifications/mail-unsubscribe/${forged}`)).status).toBe(404)
    expect((await call(t.app, 'POST', '/api/Notifications/mail-unsubscribe/garbage')).status).toBe(404)
    expect((await call(t.app, 'POST', `/api/Notifications/mail-unsubscribe/${token}`)).status).toBe(200)
    const after = await call<NotificationMailPreferences>(
      t.app,
      'GET',
      '/api/Notifications/mail-preferences',
      b.token,
    )
    expect(Object.values(after.body.data)).toEqual([false, false, false, false])
  })
})
