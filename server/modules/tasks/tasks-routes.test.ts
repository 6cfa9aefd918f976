import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import { Role } from '@/api/roles'
import {
  TaskListSchema,
  TaskSaveResultSchema,
  TaskSchema,
  type Task,
  type TaskSaveResult,
} from '@/api/tasks/task'
import { MAX_TASKS, TASK_TEXTS } from '@/api/tasks/task-fields'
import type { TaskSaveInput } from '@/api/tasks/task-input'
import type { Db } from '../../db/client'
import { tasks } from '../../db/schema/tasks'
import { call } from '../companies/test-support'
import { createUser, PASSWORD, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

let app: App
let db: Db

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
})

async function person(role: Role = Role.JobSeeker) {
  const user = await createUser(db, { role })
  const { token } = await signIn(app, user.email)
  return { id: user.user.id, token }
}

/** An unverified user's login answers a session too (with email-verification-required). */
async function unverifiedToken() {
  const user = await createUser(db, { verified: false })
  const res = await call<{ session: { token: string } }>(app, 'POST', '/api/Auth/login', null, {
    email: user.email,
    password: PASSWORD,
  })
  return res.body.data.session.token
}

const base: TaskSaveInput = { text: 'Prepare portfolio review', start: '2026-11-20', end: '2026-11-24' }

async function save(token: string, input: TaskSaveInput, status = 201): Promise<TaskSaveResult> {
  const res = await call(app, 'POST', '/api/Task/save', token, input)
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  return v.parse(TaskSaveResultSchema, res.body.data)
}

describe('the task calls (seed 1 §7)', () => {
  it('creates with defaults, reads it back, lists it, updates it, deletes it', async () => {
    const me = await person()
    const created = await save(me.token, base)
    expect(created).toMatchObject({
      text: 'Prepare portfolio review',
      description: '',
      start: '2026-11-20',
      end: '2026-11-24',
      progress: 0,
      type: 'task',
      priority: 'medium',
      created: true,
    })

    const one = await call(app, 'GET', `/api/Task/${created.id}`, me.token)
    expect(one.status).toBe(200)
    expect(v.parse(TaskSchema, one.body.data)).toMatchObject({ id: created.id, end: '2026-11-24' })

    const updated = await save(
      me.token,
      {
        ...base,
        id: created.id,
        text: '  Portfolio review  ',
        progress: 40,
        priority: 'high',
        type: 'project',
      },
      200,
    )
    expect(updated).toMatchObject({
      id: created.id,
      text: 'Portfolio review',
      progress: 40,
      priority: 'high',
    })
    expect(updated.created).toBe(false)

    const list = await call(app, 'GET', '/api/Task', me.token)
    expect(list.status).toBe(200)
    expect(v.parse(TaskListSchema, list.body.data).items.map((t) => [t.id, t.progress])).toEqual([
      [created.id, 40],
    ])

    const removed = await call(app, 'POST', `/api/Task/${created.id}`, me.token)
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({
      data: { id: created.id, deleted: true },
      message: TASK_TEXTS.deleted,
    })
    expect((await call(app, 'GET', `/api/Task/${created.id}`, me.token)).status).toBe(404)
    expect((await call(app, 'POST', `/api/Task/${created.id}`, me.token)).status).toBe(404)
  })

  it('lists by start day; an update leaves out fields that keep their values', async () => {
    const me = await person()
    const later = await save(me.token, { ...base, start: '2026-12-01', end: '2026-12-03', progress: 70 })
    const earlier = await save(me.token, { text: 'Call recruiter', start: '2026-11-02' })
    expect(earlier.end).toBe('2026-11-02')
    const kept = await save(me.token, { id: later.id, text: 'Renamed', start: '2026-12-02' }, 200)
    expect(kept).toMatchObject({ text: 'Renamed', start: '2026-12-02', end: '2026-12-03', progress: 70 })
    // An open end ('' or null) makes it a one-day task again.
    expect(
      (await save(me.token, { id: later.id, text: 'Renamed', start: '2026-12-02', end: null }, 200)).end,
    ).toBe('2026-12-02')
    const list = v.parse(TaskListSchema, (await call(app, 'GET', '/api/Task', me.token)).body.data)
    expect(list.items.map((t) => t.id)).toEqual([earlier.id, later.id])
    expect(list.total).toBe(2)
  })

  it('needs a session for every call and a confirmed address to write', async () => {
    const id = crypto.randomUUID()
    for (const [method, path] of [
      ['GET', '/api/Task'],
      ['GET', `/api/Task/${id}`],
      ['POST', '/api/Task/save'],
      ['POST', `/api/Task/${id}`],
    ] as const) {
      const res = await call(app, method, path, null, method === 'POST' ? base : undefined)
      expect(res.status, path).toBe(401)
      expect(res.body.error.code).toBe('AUTHENTICATION_ERROR')
    }
    const res = await call(app, 'POST', '/api/Task/save', await unverifiedToken(), base)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('ACCOUNT_UNVERIFIED')
  })
})

describe('ownership: a task is its owner’s alone', () => {
  it('someone else’s task is a 404 to read, update and delete, and absent from their list', async () => {
    const owner = await person()
    const other = await person(Role.Recruiter)
    const admin = await person(Role.Admin)
    const task = await save(owner.token, { ...base, description: 'Private notes' })

    for (const intruder of [other, admin]) {
      const read = await call(app, 'GET', `/api/Task/${task.id}`, intruder.token)
      expect(read.status).toBe(404)
      expect(read.body.error).toMatchObject({ code: 'NOT_FOUND_ERROR', message: TASK_TEXTS.notFound })
      const update = await call(app, 'POST', '/api/Task/save', intruder.token, {
        ...base,
        id: task.id,
        text: 'Mine now',
      })
      expect(update.status).toBe(404)
      expect((await call(app, 'POST', `/api/Task/${task.id}`, intruder.token)).status).toBe(404)
      const list = v.parse(TaskListSchema, (await call(app, 'GET', '/api/Task', intruder.token)).body.data)
      expect(list.items.some((t) => t.id === task.id)).toBe(false)
    }
    const mine = await call(app, 'GET', `/api/Task/${task.id}`, owner.token)
    expect(mine.body.data).toMatchObject({ text: base.text, description: 'Private notes' })
  })

  it('a malformed id is a 404 like a missing one, never a 500', async () => {
    const me = await person()
    for (const id of ['not-a-uuid', '1', "x'; drop table tasks;--"]) {
      const path = `/api/Task/${encodeURIComponent(id)}`
      expect((await call(app, 'GET', path, me.token)).status).toBe(404)
      expect((await call(app, 'POST', path, me.token)).status).toBe(404)
    }
  })
})

describe('validation: a 400 envelope naming the field', () => {
  const cases: [string, unknown, string, string][] = [
    ['no text', { start: '2026-11-20' }, 'text', TASK_TEXTS.textRequired],
    ['blank text', { text: '   ', start: '2026-11-20' }, 'text', TASK_TEXTS.textRequired],
    ['long text', { text: 'x'.repeat(201), start: '2026-11-20' }, 'text', TASK_TEXTS.textTooLong],
    ['no start', { text: 'A' }, 'start', TASK_TEXTS.startRequired],
    ['not a day', { text: 'A', start: '2026-02-30' }, 'start', TASK_TEXTS.dateInvalid],
    ['a time', { text: 'A', start: '2026-11-20T10:00:00Z' }, 'start', TASK_TEXTS.dateInvalid],
    ['far future', { text: 'A', start: '2150-01-01' }, 'start', TASK_TEXTS.dateOutOfRange],
    ['end first', { text: 'A', start: '2026-11-20', end: '2026-11-19' }, 'end', TASK_TEXTS.endBeforeStart],
    [
      'progress 101',
      { text: 'A', start: '2026-11-20', progress: 101 },
      'progress',
      TASK_TEXTS.progressInvalid,
    ],
    ['progress -1', { text: 'A', start: '2026-11-20', progress: -1 }, 'progress', TASK_TEXTS.progressInvalid],
    [
      'progress 2.5',
      { text: 'A', start: '2026-11-20', progress: 2.5 },
      'progress',
      TASK_TEXTS.progressInvalid,
    ],
    [
      'progress text',
      { text: 'A', start: '2026-11-20', progress: '50' },
      'progress',
      TASK_TEXTS.progressInvalid,
    ],
    [
      'priority',
      { text: 'A', start: '2026-11-20', priority: 'urgent' },
      'priority',
      TASK_TEXTS.priorityInvalid,
    ],
    ['type', { text: 'A', start: '2026-11-20', type: 'epic' }, 'type', TASK_TEXTS.typeInvalid],
    ['id', { text: 'A', start: '2026-11-20', id: 'abc' }, 'id', TASK_TEXTS.idInvalid],
  ]
  it.each(cases)('%s', async (_name, input, path, message) => {
    const me = await person()
    const res = await call(app, 'POST', '/api/Task/save', me.token, input)
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(false)
    expect(res.body.error.code).toBe('VALIDATION_ERROR')
    expect(res.body.error.message).toContain(`${path}: ${message}`)
  })

  it('refuses unknown fields, a NUL and a non-JSON body', async () => {
    const me = await person()
    expect((await call(app, 'POST', '/api/Task/save', me.token, { ...base, owner: 'x' })).status).toBe(400)
    expect((await call(app, 'POST', '/api/Task/save', me.token, { ...base, text: 'a\u0000b' })).status).toBe(
      400,
    )
    const res = await app.request('/api/Task/save', {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
      body: '{"text":',
    })
    expect(res.status).toBe(400)
  })

  it('an update that leaves the end before a later start is refused', async () => {
    const me = await person()
    const task = await save(me.token, base)
    const res = await call(app, 'POST', '/api/Task/save', me.token, {
      id: task.id,
      text: 'A',
      start: '2026-12-31',
    })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe(`Validation failed: end: ${TASK_TEXTS.endBeforeStart}`)
  })
})

describe('idempotent create (the offline outbox)', () => {
  it('a create sent twice under the client’s id is one task', async () => {
    const me = await person()
    const id = crypto.randomUUID()
    const first = await save(me.token, { ...base, id, progress: 10 })
    expect(first).toMatchObject({ id, created: true })
    // The answer was lost; the outbox sends the same write again (a retry has a new key).
    const again = await save(me.token, { ...base, id, progress: 10 }, 200)
    expect(again).toMatchObject({ id, progress: 10, created: false })
    const list = v.parse(TaskListSchema, (await call(app, 'GET', '/api/Task', me.token)).body.data)
    expect(list.items.filter((t) => t.id === id)).toHaveLength(1)
  })

  it('the same Idempotency-Key replays the first answer', async () => {
    const me = await person()
    const key = crypto.randomUUID()
    const send = () =>
      app.request('/api/Task/save', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${me.token}`,
          'content-type': 'application/json',
          [IDEMPOTENCY_HEADER]: key,
        },
        body: JSON.stringify(base),
      })
    const a = await send()
    const b = await send()
    expect(a.status).toBe(201)
    expect(b.status).toBe(201)
    const [first, second] = [(await a.json()) as { data: Task }, (await b.json()) as { data: Task }]
    expect(second.data.id).toBe(first.data.id)
    const list = v.parse(TaskListSchema, (await call(app, 'GET', '/api/Task', me.token)).body.data)
    expect(list.total).toBe(1)
  })

  it('parallel creates under one id make one task', async () => {
    const me = await person()
    const id = crypto.randomUUID()
    const results = await Promise.all(
      [1, 2, 3].map(() => call(app, 'POST', '/api/Task/save', me.token, { ...base, id })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201])
    const list = v.parse(TaskListSchema, (await call(app, 'GET', '/api/Task', me.token)).body.data)
    expect(list.total).toBe(1)
  })

  it('another user cannot take over an id by creating under it', async () => {
    const owner = await person()
    const other = await person()
    const id = crypto.randomUUID()
    await save(owner.token, { ...base, id })
    expect((await call(app, 'POST', '/api/Task/save', other.token, { ...base, id })).status).toBe(404)
  })
})

describe('limits', () => {
  it(`a user keeps at most ${MAX_TASKS} tasks`, async () => {
    const me = await person()
    await db.insert(tasks).values(
      Array.from({ length: MAX_TASKS }, (_, i) => ({
        userId: me.id,
        text: `Task ${i}`,
        startDate: '2026-11-01',
        endDate: '2026-11-01',
      })),
    )
    const res = await call(app, 'POST', '/api/Task/save', me.token, base)
    expect(res.status).toBe(409)
    expect(res.body.error).toMatchObject({ code: 'CONFLICT_ERROR', message: TASK_TEXTS.tooMany })
  })
})
