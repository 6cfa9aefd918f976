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

/** An engine answers one message; it may fail (the request is then not counted). */
export type ChatEngine = {
  id: 'built-in' | 'llm'
  name: string
  answer: (input: EngineInput) => Promise<EngineAnswer>
}

export const builtInEngine: ChatEngine = { ...BUILT_IN_ENGINE, answer: async (input) => builtInAnswer(input) }

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
  const history = request.keepHistory ? await recentTurns(ctx.db, viewer.userId) : request.history
  const now = ctx.now()
  const { result, usage } = await withAiQuota(ctx, viewer, async () => {
    const resumeScore = await openResumeScore(ctx, viewer, request)
    const answer = await engine.answer({
      resumeScore,
      message: request.message,
      history,
      context: request.context,
      action: request.action,
      role: viewer.role,
      today: now.toISOString().slice(0, 10),
      ...(request.maxTokens !== undefined ? { maxTokens: request.maxTokens } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    })
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
  })
  const prompt = [...history.map((m) => m.content), request.message].join('\n')
  return {
    message: result.answer.message,
    usage: {
      promptTokens: tokens(prompt),
      completionTokens: tokens(result.answer.message),
      totalTokens: tokens(prompt) + tokens(result.answer.message),
    },
    engine: result.writer,
    intent: result.answer.intent,
    proposal: result.proposal,
    aiUsage: usage,
  }
}
