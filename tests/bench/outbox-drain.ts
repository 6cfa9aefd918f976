// Issue 4 "Benchmarks": outbox drain throughput. 100 job saves of 100 different jobs are queued in the real outbox
// (src/lib/outbox, on fake-indexeddb) for the sample job seeker, then one drainOutbox sends them with a real fetch
// to the real server process (production mode, its own data dir) over loopback: each write is a real idempotent
// request (Idempotency-Key = the entry id). Afterwards the server must have all 100 saves, and every entry must
// have gone out exactly once.
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { SAMPLE_PASSWORD } from '../../server/seed/identity-accounts'
import { closeOutboxDb } from '../../src/lib/outbox/db'
import { drainOutbox, type DrainSummary } from '../../src/lib/outbox/drain'
import { createOutboxLock } from '../../src/lib/outbox/lock'
import { enqueue, listEntries } from '../../src/lib/outbox/queue'
import type { OutboxWrite } from '../../src/lib/outbox/types'
import type { BenchRow } from './report'
import { startServer } from './server-process'
import { latency, ms, type Latency } from './stats'

const SEEKER = 'jobseeker@reelhire.dev'
const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export type OutboxDrainResult = {
  writes: number
  enqueueMs: number
  drainMs: number
  summary: Pick<DrainSummary, 'sent' | 'failed' | 'remaining' | 'stoppedBy'>
  /** Per HTTP exchange, as the drain's fetch saw it. */
  request: Latency
  /** Sum of the exchanges' times: the rest of drainMs is the queue's own work (IndexedDB, bookkeeping). */
  requestMs: number
  requests: number
  /** Entities (jobs) that got more than one request, and keys sent more than once. */
  duplicateEntities: number
  duplicateKeys: number
  non2xx: number
  replayed: number
  /** Of the queued jobs, how many the server lists as saved afterwards. */
  landed: number
  left: number
}

type Envelope<T> = { success: boolean; data: T }

async function api<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  if (init.body) headers.set('content-type', 'application/json')
  const response = await fetch(url, { ...init, headers })
  const body = (await response.json()) as Envelope<T>
  if (!response.ok || !body.success)
    throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status}`)
  return body.data
}

const saveWrite = (userId: string, jobId: string): OutboxWrite => ({
  entityKey: `job-save:${jobId}`,
  userId,
  method: 'POST',
  path: `/api/Job/${jobId}/save`,
  label: 'Save job',
})

export async function benchOutboxDrain(options: {
  root: string
  dataDir: string
  port: number
  writes?: number
}): Promise<OutboxDrainResult> {
  const writes = options.writes ?? 100
  // A fresh outbox database for this run.
  await closeOutboxDb()
  globalThis.indexedDB = new IDBFactory()

  const server = await startServer(options.root, options.port, options.dataDir)
  try {
    const base = `${server.url}/api`
    const login = await api<{ token?: string; user?: { id: string } }>(`${base}/Auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: SEEKER, password: SAMPLE_PASSWORD }),
    })
    if (!login.token || !login.user) throw new Error(`${SEEKER} could not sign in`)
    const auth = { token: login.token, userId: login.user.id }

    const savedIds = async () => {
      const saved = await api<{ items: { jobId: string }[] }>(`${base}/Job/saved`, { token: auth.token })
      return new Set(saved.items.map((item) => item.jobId))
    }
    const alreadySaved = await savedIds()
    const jobIds: string[] = []
    for (let page = 1; jobIds.length < writes; page++) {
      const list = await api<{ items: { id: string }[]; hasNext: boolean }>(
        `${base}/Job?limit=100&page=${page}`,
      )
      for (const job of list.items)
        if (!alreadySaved.has(job.id) && jobIds.length < writes) jobIds.push(job.id)
      if (!list.hasNext) break
    }
    if (jobIds.length < writes) throw new Error(`only ${jobIds.length} unsaved public jobs to save`)

    const enqueueStarted = performance.now()
    for (const jobId of jobIds) await enqueue(saveWrite(auth.userId, jobId))
    const enqueueMs = performance.now() - enqueueStarted

    const exchanges: { path: string; key: string; status: number; ms: number; replayed: boolean }[] = []
    const timedFetch = async (url: string, init: RequestInit): Promise<Response> => {
      const started = performance.now()
      const response = await fetch(url, init)
      // The drain reads the body itself; the exchange counts once the answer's headers are in.
      exchanges.push({
        path: new URL(url).pathname,
        key: new Headers(init.headers).get(IDEMPOTENCY_HEADER) ?? '',
        status: response.status,
        ms: performance.now() - started,
        replayed: response.headers.get('idempotent-replayed') === 'true',
      })
      return response
    }

    const drainStarted = performance.now()
    const summary = await drainOutbox({
      fetch: timedFetch,
      baseUrl: base,
      getAuth: async () => auth,
      now: () => Date.now(),
      lock: createOutboxLock(),
      broadcast: () => undefined,
    })
    const drainMs = performance.now() - drainStarted

    const nowSaved = await savedIds()
    const repeats = (values: string[]) => {
      const counts = new Map<string, number>()
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
      return [...counts.values()].filter((n) => n > 1).length
    }
    return {
      writes,
      enqueueMs,
      drainMs,
      summary: {
        sent: summary.sent,
        failed: summary.failed,
        remaining: summary.remaining,
        ...(summary.stoppedBy ? { stoppedBy: summary.stoppedBy } : {}),
      },
      request: latency(exchanges.map((e) => e.ms)),
      requestMs: exchanges.reduce((total, e) => total + e.ms, 0),
      requests: exchanges.length,
      duplicateEntities: repeats(exchanges.map((e) => e.path)),
      duplicateKeys: repeats(exchanges.map((e) => e.key)),
      non2xx: exchanges.filter((e) => e.status < 200 || e.status >= 300).length,
      replayed: exchanges.filter((e) => e.replayed).length,
      landed: jobIds.filter((id) => nowSaved.has(id)).length,
      left: (await listEntries()).length,
    }
  } finally {
    await server.stop()
    await closeOutboxDb()
  }
}

export function outboxRows(r: OutboxDrainResult): BenchRow[] {
  const exact =
    r.landed === r.writes &&
    r.requests === r.writes &&
    r.duplicateEntities === 0 &&
    r.duplicateKeys === 0 &&
    r.non2xx === 0 &&
    r.replayed === 0 &&
    r.left === 0
  const problems = [
    r.landed !== r.writes && `only ${r.landed} of ${r.writes} landed`,
    r.requests !== r.writes && `${r.requests} requests for ${r.writes} writes`,
    r.duplicateEntities > 0 && `${r.duplicateEntities} jobs sent more than once`,
    r.duplicateKeys > 0 && `${r.duplicateKeys} keys sent more than once`,
    r.non2xx > 0 && `${r.non2xx} non-2xx`,
    r.replayed > 0 && `${r.replayed} answered as replays`,
    r.left > 0 && `${r.left} entries left (stopped by ${r.summary.stoppedBy ?? '?'})`,
  ].filter(Boolean)
  return [
    [
      `Outbox drain, ${r.writes} queued job saves`,
      `${((r.summary.sent / r.drainMs) * 1000).toFixed(0)} writes/s`,
      `${r.drainMs.toFixed(0)} ms in all, one request at a time in queue order; per request p50 ${ms(r.request.p50)}, p95 ${ms(r.request.p95)} (HTTP to the server process, loopback, PGlite), ${(r.drainMs - r.requestMs).toFixed(0)} ms outside requests; enqueue ${r.enqueueMs.toFixed(0)} ms on fake-indexeddb; ${exact ? `all ${r.writes} landed on the server, each sent exactly once` : `CHECK FAILED: ${problems.join(', ')}`} (no target set)`,
    ],
  ]
}
