// Issue 15 "Benchmarks": message delivery between two server processes on one PostgreSQL (p95 ≤ 100 ms), and how
// many Server-Sent Event streams one process holds (≥ 5,000) with its memory. Both processes run as `npm start`
// runs them, on a throwaway database (`reelhire_bench_messaging`) with the sample data, sharing a data dir and a
// JWT secret as a deployment's processes do. The sample recruiter writes to the sample job seeker through process
// A; the seeker's stream is open on process B: a message's latency is from the start of its POST on A to its
// `message` event arriving from B (LISTEN/NOTIFY in between, decision 033).
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { verdict } from './budget'
import type { BenchRow } from './report'
import { startServer, type RunningServer } from './server-process'
import { latency, ms } from './stats'

export const MESSAGE_DELIVERY_P95_TARGET_MS = 100
export const SSE_CONNECTIONS_TARGET = 5_000
const BENCH_DATABASE = 'reelhire_bench_messaging'
const PASSWORD = 'ReelHire!2026'
/** Between two sends: one conversation's messages, as people type them, not a burst (a user may send 120 a minute). */
const SEND_GAP_MS = 20
/** Streams opened at once, each batch with a fresh ticket (a ticket is good for a minute). */
const OPEN_BATCH = 250

export type MessagingBenchOptions = {
  root: string
  ports: { a: number; b: number }
  messages: number
  connections: number
}

type Session = { token: string; userId: string }
type StreamEvent = { event: string; id: string; data: string }

export async function benchMessaging(options: MessagingBenchOptions): Promise<BenchRow[]> {
  const admin = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const url = new URL(admin)
  url.pathname = `/${BENCH_DATABASE}`
  try {
    await withAdmin(admin, async (client) => {
      await client.query(`drop database if exists ${BENCH_DATABASE} with (force)`)
      await client.query(`create database ${BENCH_DATABASE}`)
    })
  } catch (error) {
    const reason = String(error).split('\n')[0]
    return [
      ['Message delivery between two processes', 'skipped', `PostgreSQL not usable at ${admin}: ${reason}`],
    ]
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhire-bench-messaging-'))
  const env = { DATABASE_URL: url.toString(), JWT_SECRET: randomBytes(32).toString('hex') }
  const servers: RunningServer[] = []
  try {
    // A first, alone: it migrates and seeds; B then starts on a ready database.
    servers.push(await startServer(options.root, options.ports.a, dataDir, env))
    servers.push(await startServer(options.root, options.ports.b, dataDir, env))
    const [a, b] = servers as [RunningServer, RunningServer]
    const recruiter = await login(a.url, 'recruiter@reelhire.dev')
    const seeker = await login(a.url, 'jobseeker@reelhire.dev')
    return [
      await deliveryRow(a, b, recruiter, seeker, options.messages),
      await connectionsRow(b, seeker, options.connections),
    ]
  } finally {
    for (const server of servers.reverse()) await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
    await withAdmin(admin, (client) =>
      client.query(`drop database if exists ${BENCH_DATABASE} with (force)`),
    ).catch((error: unknown) => console.error(`could not drop ${BENCH_DATABASE}: ${String(error)}`))
  }
}

async function deliveryRow(
  a: RunningServer,
  b: RunningServer,
  sender: Session,
  reader: Session,
  count: number,
): Promise<BenchRow> {
  const opened = await api<{ id: string }>(a.url, sender, 'POST', '/api/Messages/conversations', {
    personId: reader.userId,
  })
  const stream = openStream(b.url, await ticket(b.url, reader))
  try {
    await stream.next((event) => event.event === 'ready')
    const samples: number[] = []
    for (let i = 0; i < count; i++) {
      const id = randomUUID()
      const started = performance.now()
      const arrived = stream.next((event) => event.event === 'message' && event.data.includes(id))
      arrived.catch(() => {}) // awaited below; a failed POST must not leave it unhandled
      await api(a.url, sender, 'POST', `/api/Messages/conversations/${opened.id}/messages`, {
        id,
        body: `Bench message ${i + 1} (${id})`,
      })
      await arrived
      samples.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, SEND_GAP_MS))
    }
    const l = latency(samples)
    return [
      'Message delivery between two processes',
      ms(l.p95),
      `p95 of ${l.count} messages (p50 ${ms(l.p50)}, max ${ms(l.max)}): POST on process A → the \`message\` event on a stream from process B, one PostgreSQL (LISTEN/NOTIFY), loopback; ${verdict(l.p95 <= MESSAGE_DELIVERY_P95_TARGET_MS, `p95 ≤ ${MESSAGE_DELIVERY_P95_TARGET_MS} ms`)}`,
    ]
  } finally {
    stream.close()
  }
}

async function connectionsRow(server: RunningServer, reader: Session, count: number): Promise<BenchRow> {
  const before = rssMb(server.pid)
  const streams: Stream[] = []
  let failed = 0
  try {
    for (let start = 0; start < count; start += OPEN_BATCH) {
      const pass = await ticket(server.url, reader)
      const batch = Array.from({ length: Math.min(OPEN_BATCH, count - start) }, () =>
        openStream(server.url, pass),
      )
      streams.push(...batch)
      const ready = await Promise.allSettled(batch.map((s) => s.next((event) => event.event === 'ready')))
      failed += ready.filter((r) => r.status === 'rejected').length
    }
    // Settled: every stream attached, the process's memory as it holds them.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const held = rssMb(server.pid)
    const live = streams.length - failed
    return [
      'SSE streams one process holds',
      `${live.toLocaleString('en')}`,
      `${count.toLocaleString('en')} opened in batches of ${OPEN_BATCH}, ${failed} failed; server RSS ${before.toFixed(0)} MB before, ${held.toFixed(0)} MB holding them (${(((held - before) * 1024) / Math.max(1, live)).toFixed(1)} KB each); ${verdict(live >= SSE_CONNECTIONS_TARGET, `≥ ${SSE_CONNECTIONS_TARGET.toLocaleString('en')}`)}`,
    ]
  } finally {
    for (const stream of streams) stream.close()
  }
}

type Stream = { next: (match: (event: StreamEvent) => boolean) => Promise<StreamEvent>; close: () => void }

/** A Server-Sent Events reader over plain HTTP (no pooling: one socket per stream, as browsers hold them). */
function openStream(base: string, pass: string): Stream {
  const events: StreamEvent[] = []
  const waiting: { match: (event: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = []
  let failure: Error | undefined
  const rejectors = new Set<(error: Error) => void>()
  const deliver = (event: StreamEvent) => {
    const at = waiting.findIndex((w) => w.match(event))
    if (at < 0) return events.push(event)
    waiting.splice(at, 1)[0]!.resolve(event)
  }
  let closed = false
  const fail = (error: Error) => {
    if (closed) return // the socket's reset after close() is ours
    failure = error
    for (const reject of rejectors) reject(error)
  }
  const request = http.get(
    `${base}/api/Messages/stream?ticket=${encodeURIComponent(pass)}`,
    { agent: false, headers: { accept: 'text/event-stream' } },
    (response) => {
      if (response.statusCode !== 200) return fail(new Error(`stream answered ${response.statusCode}`))
      response.setEncoding('utf8')
      let buffer = ''
      response.on('data', (chunk: string) => {
        buffer += chunk
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const field = (name: string) =>
            block
              .split('\n')
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).trimStart())
              .join('\n')
          if (field('event') || field('data'))
            deliver({ event: field('event') || 'message', id: field('id'), data: field('data') })
        }
      })
      response.on('error', fail)
    },
  )
  request.on('error', fail)
  return {
    next: (match) =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure)
        const at = events.findIndex(match)
        if (at >= 0) return resolve(events.splice(at, 1)[0]!)
        const timer = setTimeout(() => reject(new Error('no such event within 30 s')), 30_000)
        rejectors.add(reject)
        waiting.push({
          match,
          resolve: (event) => {
            clearTimeout(timer)
            rejectors.delete(reject)
            resolve(event)
          },
        })
      }),
    close: () => {
      closed = true
      request.destroy()
    },
  }
}

async function login(base: string, email: string): Promise<Session> {
  const answer = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  const body = (await answer.json()) as { data?: { token?: string; user?: { id?: string } } }
  if (!body.data?.token || !body.data.user?.id)
    throw new Error(`signing in ${email} failed (${answer.status})`)
  return { token: body.data.token, userId: body.data.user.id }
}

async function ticket(base: string, session: Session): Promise<string> {
  return (await api<{ ticket: string }>(base, session, 'POST', '/api/Messages/stream-ticket')).ticket
}

async function api<T>(
  base: string,
  session: Session,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const parsed = (await answer.json()) as { success?: boolean; data?: T }
  if (!answer.ok || !parsed.success) throw new Error(`${method} ${route} answered ${answer.status}`)
  return parsed.data as T
}

/** Resident memory of a process, MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kb / 1024
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
