// Test and bench support: the AI SDK's mock model answering as a stream, and a reader of our SSE answers.
// Nothing here touches the network.
import { simulateReadableStream } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'

type MockStreamOptions = {
  /** Delay before the first chunk (the model "thinking"). */
  initialDelayInMs?: number
  /** Delay between chunks (a model writes ~30–60 tokens a second). */
  chunkDelayInMs?: number
  /** Fail after this many deltas (0: before the first). */
  failAfter?: number
}

const usage = {
  inputTokens: { total: 20, noCache: 20, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
}

/** A mock language model that streams `deltas` (V3 stream parts), optionally slowly or failing mid-way. */
export function streamingModel(deltas: readonly string[], options: MockStreamOptions = {}) {
  const { initialDelayInMs = 0, chunkDelayInMs = 0, failAfter } = options
  return new MockLanguageModelV3({
    doStream: async () => {
      const shown = failAfter === undefined ? deltas : deltas.slice(0, failAfter)
      return {
        stream: simulateReadableStream({
          initialDelayInMs,
          chunkDelayInMs,
          chunks: [
            { type: 'stream-start' as const, warnings: [] },
            { type: 'text-start' as const, id: 't' },
            ...shown.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
            ...(failAfter === undefined
              ? [
                  { type: 'text-end' as const, id: 't' },
                  {
                    type: 'finish' as const,
                    finishReason: { unified: 'stop' as const, raw: undefined },
                    usage,
                  },
                ]
              : [{ type: 'error' as const, error: new Error('model connection lost') }]),
          ],
        }),
      }
    },
  })
}

export type SseEvent = { event: string; data: unknown }

/** The events of a whole SSE body (`event:` and `data:` lines, blank-line separated). */
export function parseSse(body: string): SseEvent[] {
  return body
    .split(/\n\n+/)
    .map((block) => {
      const lines = block.split('\n')
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message'
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n')
      return data ? { event, data: JSON.parse(data) as unknown } : null
    })
    .filter((e): e is SseEvent => e !== null)
}
