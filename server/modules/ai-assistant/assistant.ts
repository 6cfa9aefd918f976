import type { AiContext } from '@/api/ai/ai-context'
import type { ChatReply, ChatWireMessage } from '@/api/ai/chat'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { withAiQuota } from './ai-quota'
import { countAiRequest } from '../product-metrics/ai-requests'
import { appendExchange, recentTurns } from './chat-history'
import {
  BUILT_IN_ENGINE,
  builtInAnswer,
  wantsResumeScore,
  type EngineAnswer,
  type EngineInput,
} from './engine/built-in-engine'
import { scoreFor } from '../ai-tools/resume-scorer-service'
import { proposeTask } from './task-proposals'
import { partsOf, type StreamPart } from './engine/answer-stream'

/** An engine answers one message, whole or as it is written; it may fail (the request is then not counted). */
export type ChatEngine = {
  id: 'built-in' | 'llm'
  name: string
  answer: (input: EngineInput) => Promise<EngineAnswer>
  /** Deltas, then one `done` part; throws when it fails after its first delta. */
  stream: (input: EngineInput, signal?: AbortSignal) => AsyncIterable<StreamPart>
}

export const builtInEngine: ChatEngine = {
  ...BUILT_IN_ENGINE,
  answer: async (input) => builtInAnswer(input),
  stream: (input) => partsOf(builtInAnswer(input)),
}

export type AssistantRequest = {
  message: string
  history: readonly ChatWireMessage[]
  context: AiContext | null
  action: string | null
  /** The /chat coach: the server reads and keeps the conversation itself. */
  keepHistory: boolean
  maxTokens?: number
  temperature?: number
}

/**
 * The built-in engine does not tokenize; usage is reported in the usual estimate of four characters a token,
 * so the chat response keeps its shape (seed 1 §3) whichever engine answered.
 */
const tokens = (text: string) => Math.ceil(text.length / 4)

/**
 * The open resume's score, when the user asks for it: the resume scorer of the AI tools, on the resume as the
 * caller may read it. A resume they may not read (or none) gives no score; the answer then links to the tool.
 */
async function openResumeScore(ctx: ServiceContext, viewer: SignedInViewer, request: AssistantRequest) {
  const resumeId = request.context?.facts.resumeId
  if (!resumeId || !wantsResumeScore(request.message, request.action)) return null
  try {
    return await scoreFor(ctx, viewer, { resumeId })
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return null
    throw error
  }
}

/** What the engine is asked: the message, the conversation, the page, and the open resume's score if asked for. */
export async function engineInputFor(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  request: AssistantRequest,
  history: readonly ChatWireMessage[],
  now: Date,
): Promise<EngineInput> {
  const resumeScore = await openResumeScore(ctx, viewer, request)
  return {
    resumeScore,
    message: request.message,
    history,
    context: request.context,
    action: request.action,
    role: viewer.role,
    today: now.toISOString().slice(0, 10),
    tools: async () => (await import('./assistant-tools')).assistantTools(ctx, viewer),
    ...(request.maxTokens !== undefined ? { maxTokens: request.maxTokens } : {}),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
  }
}

/** The conversation the engine reads: the kept one for the /chat coach, else what the client sent. */
export const historyFor = async (ctx: ServiceContext, viewer: SignedInViewer, request: AssistantRequest) =>
  request.keepHistory ? await recentTurns(ctx.db, viewer.userId) : request.history

/**
 * Stores what an answer leaves behind, in one transaction: the task proposal it gathered (never the task),
 * the product dashboard's count by engine, and the coach's kept conversation.
 */
export async function settleAnswer(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  request: AssistantRequest,
  answer: EngineAnswer,
  engine: Pick<ChatEngine, 'id' | 'name'>,
  now: Date,
) {
  const writer = answer.engine ?? { id: engine.id, name: engine.name }
  return ctx.db.transaction(async (tx) => {
    const proposal = answer.task ? await proposeTask(tx, viewer.userId, answer.task, now) : null
    // The product dashboard's "AI requests by engine" (issue 18).
    await countAiRequest(tx, writer.id, now)
    if (request.keepHistory)
      await appendExchange(tx, viewer.userId, {
        question: request.message,
        answer: answer.message,
        engine: writer.id,
        at: now,
      })
    return { answer, proposal, writer }
  })
}

/** The chat response of seed 1 §3 (message, usage) with the engine, the proposal and the month's quota. */
export function chatReplyOf(
  history: readonly ChatWireMessage[],
  request: AssistantRequest,
  settled: Awaited<ReturnType<typeof settleAnswer>>,
  aiUsage: ChatReply['aiUsage'],
): ChatReply {
  const prompt = [...history.map((m) => m.content), request.message].join('\n')
  return {
    message: settled.answer.message,
    usage: {
      promptTokens: tokens(prompt),
      completionTokens: tokens(settled.answer.message),
      totalTokens: tokens(prompt) + tokens(settled.answer.message),
    },
    engine: settled.writer,
    intent: settled.answer.intent,
    proposal: settled.proposal,
    aiUsage,
  }
}

/**
 * One chat or context-aware request: counted against the monthly quota once, only if the engine answered;
 * a task the engine gathered is stored as a proposal for the user to confirm, never created here.
 */
export async function answerChat(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  request: AssistantRequest,
  engine: ChatEngine = builtInEngine,
): Promise<ChatReply> {
  const history = await historyFor(ctx, viewer, request)
  const now = ctx.now()
  const { result, usage } = await withAiQuota(ctx, viewer, async () => {
    const answer = await engine.answer(await engineInputFor(ctx, viewer, request, history, now))
    return settleAnswer(ctx, viewer, request, answer, engine, now)
  })
  return chatReplyOf(history, request, result, usage)
}
