import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { createTestApp } from '../../test/test-app'
import { companyAccountOf, insertCompany, insertJob } from '../companies/test-support'
import { createResume } from '../resumes/resumes-test-support'
import { call, connectPeople, person, requestConnection } from '../people/people-test-support'
import { conversationsOf, conversationWith, messagesOf, open, send } from './messaging-test-support'

describe('who may message whom', () => {
  it('connected people may; a pending request is not enough; job seekers may not cold-message', async () => {
    const t = await createTestApp()
    const [ana, bea, caio] = await Promise.all([
      person(t, { firstName: 'Ana' }),
      person(t, { firstName: 'Beatriz' }),
      person(t, { firstName: 'Caio' }),
    ])
    expect((await open(t.app, ana, bea)).status).toBe(403)
    await requestConnection(t.app, ana, caio)
    const pending = await open(t.app, ana, caio)
    expect(pending.status).toBe(403)
    expect(pending.body.error.message).toBe(
      'You can message your connections; recruiters and employers can also message job seekers.',
    )
    await connectPeople(t.app, ana, bea)
    const first = await open(t.app, ana, bea)
    expect(first.status).toBe(201)
    expect(first.body.data.created).toBe(true)
    expect(first.body.data.otherPerson.id).toBe(bea.id)
    // Create-or-get from either side: one conversation per pair.
    const back = await open(t.app, bea, ana)
    expect(back.status).toBe(200)
    expect(back.body.data).toMatchObject({ id: first.body.data.id, created: false })
  })

  it('recruiters may write to job seekers, not to other recruiters; nobody to themselves', async () => {
    const t = await createTestApp()
    const recruiter = await person(t, { firstName: 'Rita', role: Role.Recruiter })
    const seeker = await person(t, { firstName: 'José' })
    const other = await person(t, { firstName: 'Renata', role: Role.Recruiter })
    expect((await open(t.app, recruiter, seeker)).status).toBe(201)
    expect((await open(t.app, recruiter, other)).status).toBe(403)
    expect((await open(t.app, recruiter, recruiter)).status).toBe(403)
    // The seeker answers in the conversation the recruiter started.
    const id = await conversationWith(t.app, recruiter, seeker)
    expect((await send(t.app, seeker, id, 'Olá!')).status).toBe(201)
  })

  it('a block either way hides the person and closes an existing conversation for sending', async () => {
    const t = await createTestApp()
    const recruiter = await person(t, { firstName: 'Rui', role: Role.Recruiter })
    const seeker = await person(t, { firstName: 'Zoë' })
    const id = await conversationWith(t.app, recruiter, seeker)
    expect((await send(t.app, recruiter, id, 'Hello')).status).toBe(201)
    expect((await call(t.app, 'POST', `/api/People/${recruiter.id}/block`, seeker.token)).status).toBe(200)
    expect((await open(t.app, recruiter, seeker)).status).toBe(404)
    const refused = await send(t.app, recruiter, id, 'Still there?')
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe('You can no longer message this person.')
    expect((await send(t.app, seeker, id, 'Bye')).status).toBe(403)
    // History stays readable to both; the list says they cannot send.
    expect((await messagesOf(t.app, recruiter, id)).body.data.items).toHaveLength(1)
    const list = await conversationsOf(t.app, recruiter)
    expect(list.body.data.items.find((item) => item.id === id)?.canSend).toBe(false)
  })

  it('a third person cannot read or write a conversation (404), and bad input is a 400 or 404, never a 500', async () => {
    const t = await createTestApp()
    const [a, b, outsider] = await Promise.all([person(t), person(t), person(t)])
    await connectPeople(t.app, a, b)
    const id = await conversationWith(t.app, a, b)
    expect((await messagesOf(t.app, outsider, id)).status).toBe(404)
    expect((await send(t.app, outsider, id, 'hi')).status).toBe(404)
    expect((await call(t.app, 'GET', `/api/Messages/conversations/${id}`, outsider.token)).status).toBe(404)
    expect((await call(t.app, 'GET', '/api/Messages/conversations/not-a-uuid', a.token)).status).toBe(404)
    expect((await send(t.app, a, id, 'x', 'not-a-uuid')).status).toBe(400)
    expect((await send(t.app, a, id, '   ')).status).toBe(400)
    expect((await send(t.app, a, id, 'x'.repeat(4001))).status).toBe(400)
    expect((await call(t.app, 'POST', '/api/Messages/conversations', a.token, { personId: 42 })).status).toBe(
      400,
    )
    expect((await messagesOf(t.app, a, id, '?limit=abc')).status).toBe(400)
    expect((await call(t.app, 'GET', '/api/Messages/conversations')).status).toBe(401)
  })
})

describe('sending', () => {
  it('the same id from the same sender is stored once; another sender reusing it is a 409', async () => {
    const t = await createTestApp()
    const [a, b] = await Promise.all([person(t), person(t)])
    await connectPeople(t.app, a, b)
    const id = await conversationWith(t.app, a, b)
    const messageId = crypto.randomUUID()
    const first = await send(t.app, a, id, 'Once', messageId)
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({ id: messageId, seq: 1, created: true })
    const again = await send(t.app, a, id, 'Once', messageId)
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ id: messageId, seq: 1, created: false })
    // Two sends of one id at the same moment: still one message.
    const racing = await Promise.all([1, 2, 3].map(() => send(t.app, a, id, 'Race', crypto.randomUUID())))
    const twin = crypto.randomUUID()
    const twins = await Promise.all([send(t.app, a, id, 'Twin', twin), send(t.app, a, id, 'Twin', twin)])
    expect(twins.map((res) => res.body.data.seq)).toEqual([twins[0]!.body.data.seq, twins[0]!.body.data.seq])
    expect(racing.every((res) => res.status === 201)).toBe(true)
    expect((await send(t.app, b, id, 'Mine?', messageId)).status).toBe(409)
    const items = (await messagesOf(t.app, a, id)).body.data.items
    expect(items.map((item) => item.seq)).toEqual([1, 2, 3, 4, 5])
    expect(items.filter((item) => item.id === twin)).toHaveLength(1)
  })

  it('20 parallel sends get sequence 1..20 without gaps or duplicates, in the order they are read', async () => {
    const t = await createTestApp()
    const [a, b] = await Promise.all([person(t), person(t)])
    await connectPeople(t.app, a, b)
    const id = await conversationWith(t.app, a, b)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => send(t.app, n % 2 === 0 ? a : b, id, `Message ${n}`)),
    )
    expect(results.map((res) => res.status)).toEqual(Array(20).fill(201))
    const seqs = results.map((res) => res.body.data.seq).sort((x, y) => x - y)
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, n) => n + 1))
    const page = await messagesOf(t.app, a, id, '?limit=10')
    expect(page.body.data.items.map((item) => item.seq)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(page.body.data.hasMore).toBe(true)
    const older = await messagesOf(t.app, a, id, '?beforeSeq=11&limit=10')
    expect(older.body.data.items.map((item) => item.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(older.body.data.hasMore).toBe(false)
    const after = await messagesOf(t.app, b, id, '?afterSeq=18')
    expect(after.body.data.items.map((item) => item.seq)).toEqual([19, 20])
  })

  it('attachments must be the sender’s own resumes and jobs', async () => {
    const t = await createTestApp()
    const employer = await person(t, { firstName: 'Érica', role: Role.Employer })
    const seeker = await person(t, { firstName: 'Luís' })
    const otherSeeker = await person(t, { firstName: 'Maëlle' })
    const account = await companyAccountOf(t.db, employer.id)
    const company = await insertCompany(t.db, employer.id, { accountId: account.id })
    const job = await insertJob(t.db, company, { createdBy: employer.id, accountId: account.id })
    const resume = await createResume(t, seeker, { name: 'Luís — backend' })
    const foreign = await createResume(t, otherSeeker)
    const id = await conversationWith(t.app, employer, seeker)
    const withJob = await send(t.app, employer, id, 'Have a look', undefined, [{ kind: 'job', id: job.id }])
    expect(withJob.status).toBe(201)
    expect(withJob.body.data.attachments).toEqual([{ kind: 'job', id: job.id, title: job.title }])
    const withResume = await send(t.app, seeker, id, '', undefined, [{ kind: 'resume', id: resume.id }])
    expect(withResume.status).toBe(201)
    expect(withResume.body.data.attachments[0]).toMatchObject({ kind: 'resume', title: 'Luís — backend' })
    // Someone else's resume, someone else's job, an unknown id, a resume passed off as a job.
    for (const attachment of [
      { kind: 'resume', id: foreign.id },
      { kind: 'job', id: job.id },
      { kind: 'job', id: crypto.randomUUID() },
      { kind: 'job', id: resume.id },
    ]) {
      const refused = await send(t.app, seeker, id, 'Look', undefined, [attachment])
      expect(refused.status).toBe(403)
      expect(refused.body.error.message).toBe('You can only attach your own resumes and jobs.')
    }
    expect((await messagesOf(t.app, seeker, id)).body.data.items).toHaveLength(2)
  })
})

describe('read markers and unread counts', () => {
  it('counts the other person’s messages after the marker; the marker only moves forward', async () => {
    const t = await createTestApp()
    const [a, b] = await Promise.all([person(t, { firstName: 'Ingrid' }), person(t, { firstName: 'Søren' })])
    await connectPeople(t.app, a, b)
    const id = await conversationWith(t.app, a, b)
    // An empty conversation is listed for its starter only.
    expect((await conversationsOf(t.app, b)).body.data.total).toBe(0)
    for (const text of ['one', 'two', 'three']) await send(t.app, a, id, text)
    const list = await conversationsOf(t.app, b)
    expect(list.body.data.unreadTotal).toBe(3)
    expect(list.body.data.items[0]).toMatchObject({ id, unreadCount: 3, lastReadSeq: 0, lastSeq: 3 })
    expect(list.body.data.items[0]!.lastMessage?.body).toBe('three')
    expect(list.body.data.items[0]!.otherPerson.fullName).toContain('Ingrid')
    // The sender has nothing unread of their own.
    expect((await conversationsOf(t.app, a)).body.data.unreadTotal).toBe(0)
    const read = await call(t.app, 'POST', `/api/Messages/conversations/${id}/read`, b.token, { seq: 2 })
    expect(read.body.data).toMatchObject({ lastReadSeq: 2, unreadCount: 1, unreadTotal: 1 })
    const back = await call(t.app, 'POST', `/api/Messages/conversations/${id}/read`, b.token, { seq: 1 })
    expect(back.body.data).toMatchObject({ lastReadSeq: 2, unreadCount: 1 })
    // Past the end is clamped to the last message.
    const far = await call(t.app, 'POST', `/api/Messages/conversations/${id}/read`, b.token, { seq: 999 })
    expect(far.body.data).toMatchObject({ lastReadSeq: 3, unreadCount: 0, unreadTotal: 0 })
    expect(
      (await call(t.app, 'POST', `/api/Messages/conversations/${id}/read`, b.token, { seq: -1 })).status,
    ).toBe(400)
    // Replying marks what came before as read.
    await send(t.app, a, id, 'four')
    await send(t.app, b, id, 'reply')
    expect((await call(t.app, 'GET', '/api/Messages/unread', b.token)).body.data).toEqual({ unreadTotal: 0 })
    expect((await call(t.app, 'GET', '/api/Messages/unread', a.token)).body.data).toEqual({ unreadTotal: 1 })
  })
})
