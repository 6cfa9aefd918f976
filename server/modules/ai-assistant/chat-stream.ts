import { AI_USAGE_TEXTS } from '@/api/ai/ai-usage'
import type { ChatReply } from '@/api/ai/chat'
import { ErrorCode } from '@/api/errors'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { claimAiRequest } from './ai-quota'
import {
  builtInEngine,
  chatReplyOf,
  engineInputFor,
  historyFor,
  settleAnswer,
  type AssistantRequest,
  type ChatEngine,
} from './assistant'
import type { EngineAnswer } from './engine/built-in-engine'

/**
 * Lets Node write what is queued. The first write of a response is corked until the next tick, and PGlite's
 * queries resolve as one long run of promise callbacks that never lets that tick come: without this, the
 * built-in engine's deltas would leave together with the final event, after the answer is stored.
 */
const letWritesOut = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Where a streamed answer goes (the SSE response); `signal` aborts when the client goes away or stops. */
export type ChatStreamSink = {
  signal: AbortSignal
  delta: (text: string) => Promise<void>
  done: (reply: ChatReply) => Promise<void>
  error: (error: { code: string; message: string }) => Promise<void>
}

/**
 * One streamed chat or context-aware request. The quota unit is claimed here, before anything is sent, so a
 * spent quota is the usual AI_USAGE_LIMIT_REACHED envelope; the returned function then streams the answer.
 *
 * Counting (decision 048): the unit stays claimed when the answer completes, and when the client stops the
 * stream after text reached it (it asked, the engine worked, the user read part of it — otherwise Stop would
 * be a free answer). It is given back when the engine fails (before or after its first delta: the user got
 * no whole answer) and when the client goes away before any text. A stopped answer leaves nothing behind (no
 * proposal, no kept history).
 */
export async function startChatStream(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  request: AssistantRequest,
  engine: ChatEngine = builtInEngine,
): Promise<(sink: ChatStreamSink) => Promise<void>> {
  const history = await historyFor(ctx, viewer, request)
  const now = ctx.now()
  const claim = await claimAiRequest(ctx, viewer)
  return async (sink) => {
    let sent = false
    try {
      const input = await engineInputFor(ctx, viewer, request, history, now)
      let answer: EngineAnswer | null = null
      for await (const part of engine.stream(input, sink.signal)) {
        if (sink.signal.aborted) break
        if (part.type === 'done') answer = part.answer
        else {
          await sink.delta(part.text)
          if (!sent) await letWritesOut()
          sent = true
        }
      }
      if (sink.signal.aborted) {
        if (!sent) await claim.refund()
        return
      }
      if (!answer) throw new Error('the engine ended without an answer')
      await letWritesOut()
      const settled = await settleAnswer(ctx, viewer, request, answer, engine, now)
      await sink.done(chatReplyOf(history, request, settled, claim.usage))
    } catch (error) {
      if (sink.signal.aborted && sent) return
      await claim.refund()
      if (sink.signal.aborted) return
      ctx.log.warn({ err: error, engine: engine.id, sent }, 'AI chat stream failed; the unit was given back')
      await sink.error({ code: ErrorCode.INTERNAL_ERROR, message: AI_USAGE_TEXTS.chatFallback })
    }
  }
}
