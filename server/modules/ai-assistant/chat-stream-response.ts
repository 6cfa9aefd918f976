import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import { CHAT_STREAM_EVENTS } from '@/api/ai/chat-stream'
import type { ChatStreamSink } from './chat-stream'

/**
 * The streamed answer as Server-Sent Events. Proxies are asked not to buffer (X-Accel-Buffering), and the
 * service worker never takes the path (sw/runtime-cache-rules.ts). A client that goes away aborts the engine.
 */
export function chatStreamResponse(c: Context, run: (sink: ChatStreamSink) => Promise<void>) {
  c.header('X-Accel-Buffering', 'no')
  c.header('Cache-Control', 'no-store')
  return streamSSE(c, async (stream) => {
    const controller = new AbortController()
    stream.onAbort(() => controller.abort(new Error('the client went away')))
    // A write to a socket that just closed fails; the abort above has already told the service.
    const send = async (event: string, data: unknown) => {
      if (controller.signal.aborted) return
      await stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => undefined)
    }
    await run({
      signal: controller.signal,
      delta: (text) => send(CHAT_STREAM_EVENTS.delta, { text }),
      done: (reply) => send(CHAT_STREAM_EVENTS.done, reply),
      error: (error) => send(CHAT_STREAM_EVENTS.error, error),
    })
  })
}
