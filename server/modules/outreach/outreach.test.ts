import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EnrolResult } from '@/api/outreach/outreach'
import { Role } from '@/api/roles'
import { applications } from '../../db/schema/applications'
import { insertCompany } from '../companies/test-support'
import { insertJob } from '../jobs/test-support'
import { createMailer } from '../../mail/mailer'
import { smtpTransport } from '../../mail/smtp-transport'
import { createLogger } from '../../logger'
import { call, person } from '../people/people-test-support'
import { conversationsOf, send } from '../messaging/messaging-test-support'
import {
  createSequence,
  drain,
  enrolments,
  enrolPeople,
  hours,
  outboxTo,
  outreachWorld,
  seeker,
  SUNDAY_22_NY,
  twoSteps,
} from './outreach-test-support'

type Received = { to: string[]; raw: string }
const received: Received[] = []
let smtp: SMTPServer
let smtpUrl = ''

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      // A mailbox that does not exist: the relay refuses it for good (a bounce).
      if (address.address.startsWith('nobody-'))
        return callback(Object.assign(new Error('No such user'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

/** Folded header lines joined and quoted-printable undone, enough to read headers and links back. */
const unfold = (raw: string) =>
  raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
const headerOf = (raw: string, name: string) =>
  unfold(raw)
    .match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]
    ?.trim()
const smtpMailer = () =>
  createMailer(smtpTransport(smtpUrl, 'ReelHire <hello@reelhire.test>'), createLogger({ level: 'silent' }))

describe('outreach sending (SMTP capture)', () => {
  it('mails every step through the relay with both RFC 8058 headers, escaped HTML, and a ReelHire copy', async () => {
    const w = await outreachWorld(undefined, smtpMailer())
    const sequence = await createSequence(w)
    const ann = await seeker(w, '<b>Ann</b>')
    const bo = await seeker(w, 'Bo')
    expect((await enrolPeople(w, sequence.id, [ann, bo])).enrolled).toBe(2)
    await drain(w.worker)
    w.clock.worker = hours(w.clock.worker, 49)
    await drain(w.worker)
    const mails = received.filter((m) => m.to.includes(ann.email) || m.to.includes(bo.email))
    expect(mails).toHaveLength(4)
    for (const mail of mails) {
      const list = headerOf(mail.raw, 'List-Unsubscribe')
      expect(list).toMatch(
        /^<http:\/\/localhost:8080\/api\/Outreach\/unsubscribe\/[\w-]{43}>, <mailto:unsubscribe@localhost\?subject=unsubscribe%20[\w-]{43}>$/,
      )
      expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    }
    const annMail = unfold(mails.find((m) => m.to.includes(ann.email))!.raw)
    expect(annMail).toContain('&lt;b&gt;Ann&lt;/b&gt;')
    expect(annMail).not.toMatch(/<p[^>]*>Hi <b>Ann<\/b>/)
    // The candidate has the same words in their ReelHire messages, from the recruiter.
    const inbox = await conversationsOf(w.t.app, ann)
    expect(inbox.body.data.items[0]?.lastMessage?.body).toContain('Any thoughts, <b>Ann</b>?')
    expect(inbox.body.data.items[0]?.otherPerson.id).toBe(w.recruiter.id)
  })

  it('a refused mailbox is a bounce: counted, suppressed, never mailed again', async () => {
    const w = await outreachWorld(undefined, smtpMailer())
    const sequence = await createSequence(w)
    const gone = await person(w.t, { firstName: 'Gone' })
    const { db } = w.t
    const { users } = await import('../../db/schema/users')
    const { eq } = await import('drizzle-orm')
    await db
      .update(users)
      .set({ email: `nobody-${gone.email}` })
      .where(eq(users.id, gone.id))
    await enrolPeople(w, sequence.id, [gone])
    await drain(w.worker)
    expect((await enrolments(w, sequence.id))[0]?.status).toBe('bounced')
    const list = await call<{ items: { id: string; results: { bounced: number; sent: number } }[] }>(
      w.t.app,
      'GET',
      '/api/Outreach/sequences',
      w.recruiter.token,
    )
    expect(list.body.data.items.find((s) => s.id === sequence.id)?.results).toMatchObject({
      bounced: 1,
      sent: 0,
    })
    const again = await createSequence(w, twoSteps({ name: 'Second try' }))
    expect((await enrolPeople(w, again.id, [gone])).enrolled).toBe(0)
  })
})

describe('outreach rules', () => {
  it('a one-click POST without cookies or token stops the sequence at once, for every sender', async () => {
    const w = await outreachWorld()
    const sequence = await createSequence(w)
    const cy = await seeker(w, 'Cy')
    await enrolPeople(w, sequence.id, [cy])
    await drain(w.worker)
    const [first] = await outboxTo(w, cy)
    expect(first?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const url = first!.headers!['List-Unsubscribe']!.match(/<(https?:[^>]+)>/)![1]!
    const path = new URL(url).pathname
    // A GET (a mail scanner opening the link) changes nothing: it leads to the confirmation page.
    const look = await w.t.app.request(path)
    expect(look.status).toBe(303)
    expect(look.headers.get('location')).toMatch(/^\/unsubscribe\//)
    expect((await enrolments(w, sequence.id))[0]?.status).toBe('active')
    const res = await w.t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect((await enrolments(w, sequence.id))[0]?.status).toBe('unsubscribed')
    w.clock.worker = hours(w.clock.worker, 72)
    await drain(w.worker)
    expect(await outboxTo(w, cy)).toHaveLength(1)
    // Another recruiter cannot write to them either.
    const other = await outreachWorld()
    const theirs = await createSequence(other)
    const result = await call<{ enrolled: number }>(
      other.t.app,
      'POST',
      `/api/Outreach/sequences/${theirs.id}/enrol`,
      other.recruiter.token,
      { source: 'people', userIds: [cy.id] },
    )
    expect(result.body.data.enrolled).toBe(0)
    expect(
      (await w.t.app.request('/api/Outreach/unsubscribe/not-a-real-token-at-all-000000', { method: 'POST' }))
        .status,
    ).toBe(404)
  })

  it('a send outside the window waits for the next window in the recipient’s zone', async () => {
    const w = await outreachWorld(SUNDAY_22_NY)
    const sequence = await createSequence(w)
    const di = await seeker(w, 'Di')
    await enrolPeople(w, sequence.id, [di])
    const [enrolment] = await enrolments(w, sequence.id)
    // Sunday 22:00 in New York → Monday 09:00 there, 14:00 UTC.
    expect(enrolment?.nextSendAt).toBe('2026-12-07T14:00:00.000Z')
    await drain(w.worker)
    w.clock.worker = new Date('2026-12-07T13:59:00Z')
    await drain(w.worker)
    expect(await outboxTo(w, di)).toHaveLength(0)
    w.clock.worker = new Date('2026-12-07T14:00:00Z')
    await drain(w.worker)
    expect(await outboxTo(w, di)).toHaveLength(1)
    // Step two is due Wednesday 14:00 UTC; a worker that looks at 23:00 New York time (04:00 UTC Thursday) waits.
    w.clock.worker = new Date('2026-12-10T04:00:00Z')
    await drain(w.worker)
    expect(await outboxTo(w, di)).toHaveLength(1)
    expect((await enrolments(w, sequence.id))[0]?.nextSendAt).toBe('2026-12-10T14:00:00.000Z')
    w.clock.worker = new Date('2026-12-10T14:00:00Z')
    await drain(w.worker)
    expect(await outboxTo(w, di)).toHaveLength(2)
  })

  it('a reply in ReelHire stops the enrolment, and so does "replied"', async () => {
    const w = await outreachWorld()
    const sequence = await createSequence(w)
    const ed = await seeker(w, 'Ed')
    const flo = await seeker(w, 'Flo')
    await enrolPeople(w, sequence.id, [ed, flo])
    await drain(w.worker)
    const conversation = (await conversationsOf(w.t.app, ed)).body.data.items[0]!
    expect((await send(w.t.app, ed, conversation.id, 'Interested, tell me more')).status).toBe(201)
    const byName = async () =>
      Object.fromEntries((await enrolments(w, sequence.id)).map((e) => [e.recipient.id, e]))
    expect((await byName())[ed.id]?.status).toBe('replied')
    const flos = (await byName())[flo.id]!
    const marked = await call(
      w.t.app,
      'POST',
      `/api/Outreach/sequences/${sequence.id}/enrolments/${flos.id}/replied`,
      w.recruiter.token,
    )
    expect(marked.status).toBe(200)
    w.clock.worker = hours(w.clock.worker, 49)
    await drain(w.worker)
    expect(await outboxTo(w, ed)).toHaveLength(1)
    expect(await outboxTo(w, flo)).toHaveLength(1)
    const list = await call<{ items: { id: string; results: { replied: number; sent: number } }[] }>(
      w.t.app,
      'GET',
      '/api/Outreach/sequences',
      w.recruiter.token,
    )
    expect(list.body.data.items.find((s) => s.id === sequence.id)?.results).toMatchObject({
      replied: 2,
      sent: 2,
    })
  })

  it('keeps to the sender’s daily cap and sends the rest in the next day’s window', async () => {
    const w = await outreachWorld()
    const sequence = await createSequence(w, twoSteps({ dailyCap: 1 }))
    const [gus, hal] = [await seeker(w, 'Gus'), await seeker(w, 'Hal')]
    await enrolPeople(w, sequence.id, [gus, hal])
    await drain(w.worker)
    expect((await outboxTo(w, gus)).length + (await outboxTo(w, hal)).length).toBe(1)
    w.clock.worker = hours(w.clock.worker, 24)
    await drain(w.worker)
    expect((await outboxTo(w, gus)).length + (await outboxTo(w, hal)).length).toBe(2)
  })

  it('is for hiring roles, owners only, with validated sandboxed templates', async () => {
    const w = await outreachWorld()
    const seekerPerson = await seeker(w, 'Ivy')
    expect((await call(w.t.app, 'GET', '/api/Outreach/sequences', seekerPerson.token)).status).toBe(403)
    expect((await call(w.t.app, 'GET', '/api/Outreach/sequences', null)).status).toBe(401)
    const sequence = await createSequence(w)
    const other = await person(w.t, { role: Role.Employer })
    expect((await call(w.t.app, 'GET', `/api/Outreach/sequences/${sequence.id}`, other.token)).status).toBe(
      404,
    )
    expect(
      (
        await call(w.t.app, 'POST', `/api/Outreach/sequences/${sequence.id}/enrol`, other.token, {
          source: 'people',
          userIds: [seekerPerson.id],
        })
      ).status,
    ).toBe(404)
    for (const body of [
      '{{ password }}',
      "{% include 'etc/passwd' %}",
      '{{ firstName | evil }}',
      '{% if %}',
    ]) {
      const res = await call(
        w.t.app,
        'POST',
        '/api/Outreach/sequences',
        w.recruiter.token,
        twoSteps({ steps: [{ delayHours: 0, subject: 'Hi', body }] }),
      )
      expect(res.status).toBe(400)
    }
    const bad = await call(w.t.app, 'POST', '/api/Outreach/sequences', w.recruiter.token, {
      ...twoSteps(),
      timeZone: 'Mars/Olympus',
    })
    expect(bad.status).toBe(400)
    const preview = await call<{ steps: { subject: string; body: string }[] }>(
      w.t.app,
      'POST',
      `/api/Outreach/sequences/${sequence.id}/preview`,
      w.recruiter.token,
      { userId: seekerPerson.id, steps: twoSteps().steps },
    )
    expect(preview.status).toBe(200)
    expect(preview.body.data.steps[0]?.subject).toBe('Hello Ivy')
    // A recruiter cannot enrol another recruiter they are not connected with.
    const peer = await person(w.t, { role: Role.Recruiter })
    const skipped = await enrolPeople(w, sequence.id, [peer])
    expect(skipped).toMatchObject({ enrolled: 0, skipped: [{ userId: peer.id }] })
  })
})

describe('enrolment sources', () => {
  it('offers applicants of the caller’s jobs and the members of their talent pool, nobody else', async () => {
    const w = await outreachWorld()
    const sequence = await createSequence(w)
    const [applicant, member, stranger] = [
      await seeker(w, 'Jo'),
      await seeker(w, 'Kim'),
      await seeker(w, 'Lou'),
    ]
    const company = await insertCompany(w.t.db, w.recruiter.id, { name: `Outreachco ${Date.now()}` })
    const job = await insertJob(w.t.db, company, { title: 'Platform Engineer' })
    await w.t.db.insert(applications).values({ jobId: job.id, applicantUserId: applicant.id })
    const candidates = await call<{ items: { id: string; context: string | null }[] }>(
      w.t.app,
      'GET',
      '/api/Outreach/candidates?source=applicants',
      w.recruiter.token,
    )
    expect(candidates.body.data.items).toEqual([
      expect.objectContaining({ id: applicant.id, context: 'Platform Engineer' }),
    ])
    const viaApplicants = await call<EnrolResult>(
      w.t.app,
      'POST',
      `/api/Outreach/sequences/${sequence.id}/enrol`,
      w.recruiter.token,
      {
        source: 'applicants',
        userIds: [applicant.id, stranger.id],
      },
    )
    expect(viaApplicants.body.data).toMatchObject({ enrolled: 1, skipped: [{ userId: stranger.id }] })

    const pool = await call<{ id: string }>(w.t.app, 'POST', '/api/TalentPool', w.recruiter.token, {
      name: 'Backend',
    })
    expect(pool.status).toBe(201)
    expect(
      (
        await call(w.t.app, 'POST', `/api/TalentPool/${pool.body.data.id}/members`, w.recruiter.token, {
          userId: member.id,
        })
      ).status,
    ).toBe(201)
    const viaPool = await call<EnrolResult>(
      w.t.app,
      'POST',
      `/api/Outreach/sequences/${sequence.id}/enrol`,
      w.recruiter.token,
      {
        source: 'pool',
        poolId: pool.body.data.id,
      },
    )
    expect(viaPool.body.data).toMatchObject({ enrolled: 1, skipped: [] })
    expect((await enrolments(w, sequence.id)).map((e) => [e.recipient.id, e.source]).sort()).toEqual(
      [
        [applicant.id, 'applicants'],
        [member.id, 'pool'],
      ].sort(),
    )
    // Someone else's pool is not found.
    const other = await outreachWorld()
    const theirs = await createSequence(other)
    expect(
      (
        await call(other.t.app, 'POST', `/api/Outreach/sequences/${theirs.id}/enrol`, other.recruiter.token, {
          source: 'pool',
          poolId: pool.body.data.id,
        })
      ).status,
    ).toBe(404)
  })
})
