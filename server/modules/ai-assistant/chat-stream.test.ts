import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { AI_USAGE_TEXTS, FREE_AI_REQUESTS_PER_MONTH } from '@/api/ai/ai-usage'
import { ChatReplySchema } from '@/api/ai/chat'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import { aiUsageMonths } from '../../db/schema/ai-assistant'
import { createLogger } from '../../logger'
import { createUser, signIn } from '../../test/identity'
import { createTestApp, createTestServiceContext } from '../../test/test-app'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { monthOf } from './ai-quota'
import { builtInEngine, type AssistantRequest, type ChatEngine } from './assistant'
import { startChatStream, type ChatStreamSink } from './chat-stream'
import { BUILT_IN_ENGINE } from './engine/built-in-engine'
import { llmEngine } from './engine/llm-engine'
import { parseSse, streamingModel, type SseEvent } from './stream-test-support'

const NOW = new Date('2026-11-20T10:00:00Z')
const log = createLogger({ level: 'silent' })
let db: Db
let ctx: ServiceContext

beforeAll(async () => {
  ctx = await createTestServiceContext({ now: () => NOW })
  db = ctx.db
})

const usedBy = async (userId: string) => {
  const [row] = await db
    .select({ used: aiUsageMonths.used })
    .from(aiUsageMonths)
    .where(and(eq(aiUsageMonths.userId, userId), eq(aiUsageMonths.month, monthOf(NOW))))
  return row?.used ?? 0
}

async function appWith(aiModel?: Parameters<typeof streamingModel>[0]) {
  const { app } = await createTestApp({
    deps: {
      now: () => NOW,
      ...(aiModel ? { aiModel: streamingModel(aiModel, { chunkDelayInMs: 2 }) } : {}),
    },
    env: aiModel ? { AI_MODEL: 'mock-model' } : {},
  })
  return app
}

type App = Awaited<ReturnType<typeof appWith>>

async function signedIn(app: App) {
  const user = await createUser(db)
  const { token } = await signIn(app, user.email)
  return { id: user.user.id, token }
}

async function stream(app: App, token: string, path: string, body: unknown) {
  const res = await app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    res,
    events: res.headers.get('content-type')?.startsWith('text/event-stream')
      ? parseSse(await res.text())
      : [],
  }
}

const deltasOf = (events: SseEvent[]) =>
  events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text)

describe('POST /api/chat/stream', () => {
  it('streams the built-in answer as deltas, then the chat response of /api/chat/message, counted once', async () => {
    const app = await appWith()
    const me = await signedIn(app)
    const { res, events } = await stream(app, me.token, '/api/chat/stream', {
      message: 'How do I apply for a job?',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const deltas = deltasOf(events)
    expect(deltas.length).toBeGreaterThan(3)
    expect(events.at(-1)?.event).toBe('done')
    expect(events.filter((e) => e.event === 'done')).toHaveLength(1)
    const reply = v.parse(ChatReplySchema, events.at(-1)?.data)
    expect(deltas.join('')).toBe(reply.message)
    expect(reply.engine).toEqual(BUILT_IN_ENGINE)
    expect(reply.usage.completionTokens).toBeGreaterThan(0)
    expect(reply.aiUsage).toMatchObject({ used: 1, remaining: FREE_AI_REQUESTS_PER_MONTH - 1 })
    expect(await usedBy(me.id)).toBe(1)
  })

  it('streams the model’s tokens and names the model; the context variant streams too', async () => {
    const app = await appWith(['Use ', '**action verbs**', ' in every ', 'bullet.'])
    const me = await signedIn(app)
    const { events } = await stream(app, me.token, '/api/chat/stream', {
      message: 'Make my resume stronger?',
    })
    expect(deltasOf(events)).toEqual(['Use ', '**action verbs**', ' in every ', 'bullet.'])
    const reply = v.parse(ChatReplySchema, events.at(-1)?.data)
    expect(reply.engine).toEqual({ id: 'llm', name: 'AI model (mock-model)' })
    expect(reply.message).toBe('Use **action verbs** in every bullet.')
    const context = {
      contextType: 'search',
      availableActions: [],
      availableAPIs: [],
      facts: {},
    }
    const second = await stream(app, me.token, '/api/ai/context/stream', { context, message: 'Any tips?' })
    expect(v.parse(ChatReplySchema, second.events.at(-1)?.data).engine.id).toBe('llm')
    expect(await usedBy(me.id)).toBe(2)
  })

  it('refuses a spent quota with the JSON envelope before any stream, and bad input with 400', async () => {
    const app = await appWith()
    const me = await signedIn(app)
    await db
      .insert(aiUsageMonths)
      .values({ userId: me.id, month: monthOf(NOW), used: FREE_AI_REQUESTS_PER_MONTH })
    const { res } = await stream(app, me.token, '/api/chat/stream', { message: 'Hello' })
    expect(res.status).toBe(429)
    const body = (await res.json()) as { error: { code: string; details: Record<string, unknown> } }
    expect(body.error.code).toBe('AI_USAGE_LIMIT_REACHED')
    expect(body.error.details).toMatchObject({ used: FREE_AI_REQUESTS_PER_MONTH, remaining: 0 })
    const empty = await stream(app, me.token, '/api/chat/stream', { message: '   ' })
    expect(empty.res.status).toBe(400)
    const anonymous = await app.request('/api/chat/stream', { method: 'POST', body: '{}' })
    expect(anonymous.status).toBe(401)
  })

  it('gives exactly one stream of twenty parallel ones with one request left', async () => {
    const app = await appWith()
    const me = await signedIn(app)
    await db
      .insert(aiUsageMonths)
      .values({ userId: me.id, month: monthOf(NOW), used: FREE_AI_REQUESTS_PER_MONTH - 1 })
    const results = await Promise.all(
      Array.from({ length: 20 }, () => stream(app, me.token, '/api/chat/stream', { message: 'Hello' })),
    )
    expect(results.filter((r) => r.res.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.res.status === 429)).toHaveLength(19)
    expect(await usedBy(me.id)).toBe(FREE_AI_REQUESTS_PER_MONTH)
  })
})

/** The service with a sink that records what would go out, and a client that may stop. */
async function run(engine: ChatEngine, options: { stopAfterDeltas?: number } = {}) {
  const { user } = await createUser(db)
  const viewer: SignedInViewer = { userId: user.id, role: Role.JobSeeker, accountId: null, accountRole: null }
  const request: AssistantRequest = {
    message: 'How do I write a good resume summary?',
    history: [],
    context: null,
    action: null,
    keepHistory: false,
  }
  const controller = new AbortController()
  const out: SseEvent[] = []
  const sink: ChatStreamSink = {
    signal: controller.signal,
    delta: async (text) => {
      out.push({ event: 'delta', data: { text } })
      if (out.length === options.stopAfterDeltas) controller.abort()
    },
    done: async (reply) => void out.push({ event: 'done', data: reply }),
    error: async (error) => void out.push({ event: 'error', data: error }),
  }
  const go = await startChatStream(ctx, viewer, request, engine)
  await go(sink)
  return { out, used: await usedBy(user.id) }
}

describe('streamed answers: engines failing, timing out, stopped', () => {
  it('falls back to the built-in engine when the model has no first token in time, labelled and counted', async () => {
    const slow = streamingModel(['too late'], { initialDelayInMs: 500 })
    const { out, used } = await run(llmEngine({ model: slow, modelName: 'slow', log, timeoutMs: 30 }))
    const done = v.parse(ChatReplySchema, out.at(-1)?.data)
    expect(done.engine).toEqual(BUILT_IN_ENGINE)
    expect(deltasOf(out).join('')).toBe(done.message)
    expect(done.message).not.toContain('too late')
    expect(used).toBe(1)
  })

  it('falls back to the built-in engine when the model fails before its first token', async () => {
    const broken = streamingModel(['never'], { failAfter: 0 })
    const { out, used } = await run(llmEngine({ model: broken, modelName: 'broken', log }))
    expect(v.parse(ChatReplySchema, out.at(-1)?.data).engine.id).toBe('built-in')
    expect(used).toBe(1)
  })

  it('ends with the error event and the fallback line when the model fails after tokens; not counted', async () => {
    const cut = streamingModel(['Start ', 'of ', 'an answer'], { failAfter: 2 })
    const { out, used } = await run(llmEngine({ model: cut, modelName: 'cut', log }))
    expect(deltasOf(out)).toEqual(['Start ', 'of '])
    expect(out.at(-1)).toEqual({
      event: 'error',
      data: { code: 'INTERNAL_ERROR', message: AI_USAGE_TEXTS.chatFallback },
    })
    expect(out.some((e) => e.event === 'done')).toBe(false)
    expect(used).toBe(0)
  })

  it('gives the unit back when an engine fails before any text', async () => {
    const failing: ChatEngine = {
      ...builtInEngine,
      // eslint-disable-next-line require-yield -- fails before its first part
      stream: async function* () {
        throw new Error('engine down')
      },
    }
    const { out, used } = await run(failing)
    expect(out).toEqual([
      { event: 'error', data: { code: 'INTERNAL_ERROR', message: AI_USAGE_TEXTS.chatFallback } },
    ])
    expect(used).toBe(0)
  })

  it('counts a stream the client stopped after text arrived, and stops the model', async () => {
    const model = streamingModel(['One ', 'two ', 'three ', 'four'], { chunkDelayInMs: 5 })
    const { out, used } = await run(llmEngine({ model, modelName: 'm', log }), { stopAfterDeltas: 2 })
    expect(deltasOf(out)).toEqual(['One ', 'two '])
    expect(out.some((e) => e.event === 'done' || e.event === 'error')).toBe(false)
    expect(used).toBe(1)
  })
})
