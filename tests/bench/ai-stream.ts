// Issue 16 "Benchmarks": the assistant's first-token latency — from sending POST /api/chat/stream to reading the
// first `delta` event — through the real HTTP server (the app on a loopback socket, PGlite with fsync on, as
// `npm start` runs it), with the built-in engine and with the AI SDK's mock model streaming like a real one.
// What is timed is ours: the request pipeline, the session check, the quota claim (a durable write) and the
// engine up to its first delta. Each request is counted; the month's count is cleared between requests
// (untimed), so the free quota never refuses one.
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { serve } from '@hono/node-server'
import type { LanguageModel } from 'ai'
import { createApp } from '../../server/app'
import { createServiceContext } from '../../server/core/service-context'
import { openPgliteDatabase, type DatabaseHandle } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { aiUsageMonths } from '../../server/db/schema/ai-assistant'
import { loadEnv } from '../../server/env'
import { createLogger } from '../../server/logger'
import { streamingModel } from '../../server/modules/ai-assistant/stream-test-support'
import { SEEDERS } from '../../server/seed/registry'
import { runSeeders } from '../../server/seed/seeder'
import { verdict } from './budget'
import type { BenchRow } from './report'
import { latency, ms, type Latency } from './stats'

/**
 * Budgets. Built-in: 50 ms — the answer exists in well under a millisecond, so the first token is our request
 * cost alone (auth, one durable quota write, the engine), which must stay far below the 100 ms a person takes as
 * instant. Mock model: 100 ms — the same cost plus the mock's own ~40 ms before its first text (it emits
 * stream-start and text-start first, MOCK_CHUNK_DELAY_MS apart, as providers do); a real model's time to first
 * token (hundreds of ms) comes on top and is not ours to budget.
 */
export const FIRST_TOKEN_BUILT_IN_P95_MS = 50
export const FIRST_TOKEN_MOCK_P95_MS = 100
/** ~50 tokens a second: a fast hosted model's pace. */
const MOCK_CHUNK_DELAY_MS = 20
const WARMUPS = 5
const QUESTION = 'How do I apply for a job?'
const MOCK_ANSWER = 'Open the job, press **Apply**, pick a resume and add a short note. '
  .repeat(6)
  .split(/(?<= )/)

export type FirstTokenResult = { engine: string; firstToken: Latency; whole: Latency; failures: number }

async function timeStreams(url: string, token: string, handle: DatabaseHandle, runs: number) {
  const first: number[] = []
  const whole: number[] = []
  let failures = 0
  for (let i = 0; i < WARMUPS + runs; i++) {
    await handle.db.delete(aiUsageMonths)
    const started = performance.now()
    const res = await fetch(`${url}/api/chat/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: QUESTION }),
    })
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    let firstAt: number | null = null
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
      if (firstAt === null && text.includes('event: delta')) firstAt = performance.now() - started
    }
    const ok = res.ok && firstAt !== null && text.includes('event: done')
    if (!ok) failures++
    if (i < WARMUPS || !ok) continue
    first.push(firstAt!)
    whole.push(performance.now() - started)
  }
  return { firstToken: latency(first), whole: latency(whole), failures }
}

async function withServer<T>(
  handle: DatabaseHandle,
  env: ReturnType<typeof loadEnv>,
  aiModel: LanguageModel | undefined,
  run: (url: string, token: string) => Promise<T>,
): Promise<T> {
  const logger = createLogger({ level: 'silent' })
  const app = createApp({ db: handle.db, dbKind: handle.kind, env, logger, ...(aiModel ? { aiModel } : {}) })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const login = await fetch(`${url}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jobseeker@reelhire.dev', password: 'ReelHire!2026' }),
    })
    const body = (await login.json()) as { data?: { token?: string } }
    const token = body.data?.token
    if (!token) throw new Error(`sign-in failed (${login.status}): ${JSON.stringify(body).slice(0, 300)}`)
    return await run(url, token)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

export async function benchFirstToken(runs: number): Promise<FirstTokenResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhire-bench-ai-stream-'))
  const handle = await openPgliteDatabase(dataDir)
  try {
    await runMigrations(handle)
    const logger = createLogger({ level: 'silent' })
    const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent', AI_MODEL: 'mock' })
    await runSeeders(createServiceContext({ db: handle.db, env, logger }), SEEDERS)
    const builtIn = await withServer(handle, env, undefined, (url, token) =>
      timeStreams(url, token, handle, runs),
    )
    const mock = await withServer(
      handle,
      env,
      streamingModel(MOCK_ANSWER, { chunkDelayInMs: MOCK_CHUNK_DELAY_MS }),
      (url, token) => timeStreams(url, token, handle, runs),
    )
    return [
      { engine: 'built-in engine', ...builtIn },
      { engine: `AI SDK mock model (${MOCK_CHUNK_DELAY_MS} ms a chunk)`, ...mock },
    ]
  } finally {
    await handle.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function firstTokenRows(results: readonly FirstTokenResult[]): BenchRow[] {
  return results.map((r) => {
    const target = r.engine.startsWith('built-in') ? FIRST_TOKEN_BUILT_IN_P95_MS : FIRST_TOKEN_MOCK_P95_MS
    const failed = r.failures > 0 ? `, ${r.failures} FAILED` : ''
    return [
      `Assistant first token: ${r.engine}`,
      ms(r.firstToken.p95),
      `p95 of ${r.firstToken.count} POST /api/chat/stream over loopback after ${WARMUPS} warm-ups, p50 ${ms(r.firstToken.p50)}, max ${ms(r.firstToken.max)}; whole answer p50 ${ms(r.whole.p50)}${failed}; ${verdict(r.failures === 0 && r.firstToken.p95 <= target, `p95 ≤ ${target} ms`)}`,
    ] satisfies BenchRow
  })
}
