import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@/api/errors'
import { CONNECTION_TEXTS } from '@/api/people/connection-inputs'
import type { ConnectionStatus, PersonCard, PersonListResponse } from '@/api/people/person-card'
import { createTestApp } from '../../test/test-app'
import { CONNECTION_REQUEST_RATE_LIMIT } from './people-routes'
import { act, call, person, type Person, type TestApp } from './people-test-support'

/**
 * The connection state machine (issue 15; connection-transitions.ts): every transition from both sides,
 * crossing requests, idempotent repeats, refusals, blocks and the request rate limit.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)

/** What `viewer` sees on `other`'s card. */
async function stateSeen(viewer: Person, other: Person): Promise<ConnectionStatus> {
  const res = await call<PersonCard>(t.app, 'GET', `/api/People/${other.id}`, viewer.token)
  expect(res.status).toBe(200)
  return res.body.data.connectionStatus
}

async function states(a: Person, b: Person) {
  return [await stateSeen(a, b), await stateSeen(b, a)]
}

describe('connection state machine', () => {
  it('request → pending on both sides → accept → connected, counted on both cards', async () => {
    const a = await person(t)
    const b = await person(t)
    expect(await states(a, b)).toEqual(['none', 'none'])
    const sent = await act(t, a, 'connect', b)
    expect(sent.status).toBe(200)
    expect(sent.body.data).toMatchObject({ userId: b.id, connectionStatus: 'pending_sent', isBlocked: false })
    expect(sent.body.message).toBe(CONNECTION_TEXTS.requested)
    expect(await states(a, b)).toEqual(['pending_sent', 'pending_received'])

    const accepted = await act(t, b, 'accept', a)
    expect(accepted.status).toBe(200)
    expect(accepted.body.data).toMatchObject({ connectionStatus: 'connected', connectionCount: 1 })
    expect(await states(a, b)).toEqual(['connected', 'connected'])
    const card = await call<PersonCard>(t.app, 'GET', `/api/People/${a.id}`, null)
    expect(card.body.data.connectionCount).toBe(1)
    expect(card.body.data.connectionStatus).toBe('none') // a visitor has no relation
  })

  it('withdraw and reject both go back to none; remove ends a connection', async () => {
    const a = await person(t)
    const b = await person(t)
    await act(t, a, 'connect', b)
    expect((await act(t, a, 'withdraw', b)).body.data.connectionStatus).toBe('none')
    expect(await states(a, b)).toEqual(['none', 'none'])

    await act(t, a, 'connect', b)
    expect((await act(t, b, 'reject', a)).body.data.connectionStatus).toBe('none')
    expect(await states(a, b)).toEqual(['none', 'none'])

    await act(t, a, 'connect', b)
    await act(t, b, 'accept', a)
    const removed = await act(t, b, 'remove', a)
    expect(removed.body.data).toMatchObject({ connectionStatus: 'none', connectionCount: 0 })
    expect(await states(a, b)).toEqual(['none', 'none'])
  })

  it('a request crossing a pending one accepts it', async () => {
    const a = await person(t)
    const b = await person(t)
    await act(t, a, 'connect', b)
    const crossing = await act(t, b, 'connect', a)
    expect(crossing.status).toBe(200)
    expect(crossing.body.data.connectionStatus).toBe('connected')
    expect(crossing.body.message).toBe(CONNECTION_TEXTS.acceptedByCrossing)
    expect(await states(a, b)).toEqual(['connected', 'connected'])
  })

  it('simultaneous requests in both directions end as one connection', async () => {
    const a = await person(t)
    const b = await person(t)
    const answers = await Promise.all([act(t, a, 'connect', b), act(t, b, 'connect', a)])
    for (const answer of answers) expect(answer.status).toBe(200)
    // Whichever came second met the first and accepted it.
    expect(await states(a, b)).toEqual(['connected', 'connected'])
  })

  it('repeating a call whose result holds changes nothing and is no error (offline replays)', async () => {
    const a = await person(t)
    const b = await person(t)
    await act(t, a, 'connect', b)
    const again = await act(t, a, 'connect', b)
    expect([again.status, again.body.data.connectionStatus, again.body.message]).toEqual([
      200,
      'pending_sent',
      CONNECTION_TEXTS.alreadyPending,
    ])
    await act(t, b, 'accept', a)
    expect((await act(t, b, 'accept', a)).body.data.connectionStatus).toBe('connected')
    expect((await act(t, a, 'connect', b)).body.message).toBe(CONNECTION_TEXTS.alreadyConnected)
    await act(t, a, 'remove', b)
    for (const action of ['remove', 'withdraw', 'reject']) {
      const res = await act(t, a, action, b)
      expect([action, res.status, res.body.data.connectionStatus]).toEqual([action, 200, 'none'])
    }
  })

  it('refuses what the state does not offer, with a 409 naming why', async () => {
    const a = await person(t)
    const b = await person(t)
    // Nothing pending: nothing to accept.
    const accept = await act(t, a, 'accept', b)
    expect([accept.status, accept.body.error.code, accept.body.error.message]).toEqual([
      409,
      ErrorCode.CONFLICT_ERROR,
      CONNECTION_TEXTS.noPendingToAnswer,
    ])
    await act(t, a, 'connect', b)
    // The requester cannot accept or reject their own request; the addressee cannot withdraw it.
    expect((await act(t, a, 'accept', b)).status).toBe(409)
    expect((await act(t, a, 'reject', b)).status).toBe(409)
    expect((await act(t, b, 'withdraw', a)).status).toBe(409)
    expect((await act(t, a, 'remove', b)).status).toBe(409)
    await act(t, b, 'accept', a)
    const withdraw = await act(t, a, 'withdraw', b)
    expect([withdraw.status, withdraw.body.error.message]).toEqual([409, CONNECTION_TEXTS.withdrawAccepted])
    expect(await states(a, b)).toEqual(['connected', 'connected'])
  })

  it('nobody connects with themselves; visitors and unverified callers may not act', async () => {
    const a = await person(t)
    const self = await act(t, a, 'connect', a)
    expect([self.status, self.body.error.message]).toEqual([403, CONNECTION_TEXTS.self])
    const visitor = await call(t.app, 'POST', `/api/People/${a.id}/connect`, null)
    expect([visitor.status, visitor.body.error.code]).toEqual([401, ErrorCode.AUTHENTICATION_ERROR])
  })

  it('unknown ids and slugs are 404; a malformed report body is a 400 envelope', async () => {
    const a = await person(t)
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-person', 'x'.repeat(300)]) {
      const res = await call(t.app, 'POST', `/api/People/${id}/connect`, a.token)
      expect([id.slice(0, 10), res.status, res.body.error.code]).toEqual([
        id.slice(0, 10),
        404,
        ErrorCode.NOT_FOUND_ERROR,
      ])
    }
    const b = await person(t)
    for (const input of [
      {},
      { reason: 'nope' },
      { reason: 'spam', extra: 1 },
      { reason: 'spam', details: 5 },
    ]) {
      const res = await call(t.app, 'POST', `/api/People/${b.id}/report`, a.token, input)
      expect([res.status, res.body.success, res.body.error.code]).toEqual([
        400,
        false,
        ErrorCode.VALIDATION_ERROR,
      ])
    }
    const ok = await call(t.app, 'POST', `/api/People/${b.slug}/report`, a.token, { reason: 'spam' })
    expect([ok.status, ok.body.data]).toEqual([200, { userId: b.id, reported: true }])
  })
})

describe('blocks', () => {
  it('blocking removes the connection and hides each from the other; unblocking restores visibility only', async () => {
    const a = await person(t, { lastName: 'Blockeda' })
    const b = await person(t, { lastName: 'Blockedb' })
    await act(t, a, 'connect', b)
    await act(t, b, 'accept', a)
    const blocked = await act(t, a, 'block', b)
    expect(blocked.body.data).toMatchObject({ connectionStatus: 'none', isBlocked: true, connectionCount: 0 })

    const listed = async (viewer: Person | null) => {
      const list = await call<PersonListResponse>(
        t.app,
        'GET',
        '/api/People?search=blocked&limit=100',
        viewer?.token,
      )
      return list.body.data.items.map((item) => item.id)
    }
    // A third person and a visitor still find both.
    const third = await person(t)
    expect(await listed(third)).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(await listed(null)).toEqual(expect.arrayContaining([a.id, b.id]))
    for (const [viewer, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await call(t.app, 'GET', `/api/People/${other.id}`, viewer.token)).status).toBe(404)
      expect((await call(t.app, 'GET', `/api/People/${other.slug}/resumes`, viewer.token)).status).toBe(404)
      expect(await listed(viewer)).not.toContain(other.id)
      expect(await listed(viewer)).toContain(viewer.id)
      // Neither may ask the other to connect while the block stands.
      expect((await act(t, viewer, 'connect', other)).status).toBe(404)
    }
    // Blocking again is no error; the blocked one cannot lift the block.
    expect((await act(t, a, 'block', b)).status).toBe(200)
    expect((await call(t.app, 'DELETE', `/api/People/${a.id}/block`, b.token)).status).toBe(404)
    const lifted = await call(t.app, 'DELETE', `/api/People/${b.id}/block`, a.token)
    expect([lifted.status, lifted.body.data]).toMatchObject([
      200,
      { isBlocked: false, connectionStatus: 'none' },
    ])
    expect(await states(a, b)).toEqual(['none', 'none'])
  })

  it('a pending request goes with a block', async () => {
    const a = await person(t)
    const b = await person(t)
    await act(t, a, 'connect', b)
    await act(t, b, 'block', a)
    await call(t.app, 'DELETE', `/api/People/${a.id}/block`, b.token)
    expect(await states(a, b)).toEqual(['none', 'none'])
  })

  it('nobody blocks or reports themselves', async () => {
    const a = await person(t)
    expect((await act(t, a, 'block', a)).status).toBe(403)
    expect(
      (await call(t.app, 'POST', `/api/People/${a.id}/report`, a.token, { reason: 'spam' })).status,
    ).toBe(403)
  })
})

describe('request rate limit', () => {
  it(`allows ${CONNECTION_REQUEST_RATE_LIMIT.limit} requests a day per user, then 429 with the details`, async () => {
    const a = await person(t)
    const others = await Promise.all([person(t), person(t)])
    for (let i = 0; i < CONNECTION_REQUEST_RATE_LIMIT.limit; i++) {
      const res = await act(t, a, i % 2 === 0 ? 'connect' : 'withdraw', others[0]!)
      if (i % 2 === 0) expect(res.status).toBe(200)
    }
    // Withdrawals are not counted: 25 requests so far. Send the rest to reach the limit.
    const counted = Math.ceil(CONNECTION_REQUEST_RATE_LIMIT.limit / 2)
    for (let i = counted; i < CONNECTION_REQUEST_RATE_LIMIT.limit; i++) {
      expect((await act(t, a, 'connect', others[1]!)).status).toBe(200)
    }
    const over = await act(t, a, 'connect', others[1]!)
    expect([over.status, over.body.error.code]).toEqual([429, ErrorCode.RATE_LIMIT_EXCEEDED])
    expect(over.body.error.details).toMatchObject({
      limit: CONNECTION_REQUEST_RATE_LIMIT.limit,
      remaining: 0,
    })
    // Answering is never limited: the other side still accepts, and the limited user may still accept theirs.
    expect((await act(t, others[1]!, 'accept', a)).body.data.connectionStatus).toBe('connected')
    const c = await person(t)
    await act(t, c, 'connect', a)
    expect((await act(t, a, 'accept', c)).status).toBe(200)
  })
})
