import * as v from 'valibot'
import type { AiContextInput } from '@/api/ai/ai-context'
import { ChatReplySchema, type ChatReply, type ChatWireMessage } from '@/api/ai/chat'
import { CHAT_STREAM_EVENTS, ChatStreamDeltaSchema, ChatStreamErrorSchema } from '@/api/ai/chat-stream'
import { ErrorCode } from '@/api/errors'
import { getRuntimeConfig } from '@/config/runtime-config'
import { buildApiUrl } from '@/lib/api-client/api-base'
import { ApiError } from '@/lib/api-client/api-error'
import { getAccessTokenRefresher, readAuthToken } from '@/lib/api-client/auth-storage'
import { networkError } from '@/lib/api-client/error-mapping'
import { parseApiResponse } from '@/lib/api-client/parse-response'

type StreamOptions = { onDelta: (text: string) => void; signal: AbortSignal }

const storage = () => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** The events of an SSE body as they arrive: `event:` and `data:` lines, a blank line ending each. */
async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n')
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        let event = 'message'
        const data: string[] = []
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim()
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
        }
        if (data.length > 0) yield { event, data: data.join('\n') }
      }
    }
  } finally {
    reader.releaseLock()
  }
}

/**
 * A streamed chat call (POST /api/chat/stream or /api/ai/context/stream): hands each delta to `onDelta` and
 * resolves with the final chat response. A refusal before the stream (quota, validation) is the usual
 * ApiError; an `error` event (the engine failed mid-way) is an ApiError with the spec's fallback line. Not
 * through apiRequest: it reads the whole body before answering, and never retries (a retry would count twice).
 */
async function streamCall(path: string, body: unknown, options: StreamOptions): Promise<ChatReply> {
  const context = { path, method: 'POST' }
  const url = buildApiUrl(getRuntimeConfig().apiBaseUrl, path)
  const open = (token: string | null) =>
    fetch(url, {
      method: 'POST',
      credentials: 'include',
      signal: options.signal,
      headers: {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
  let response: Response
  try {
    const token = readAuthToken(storage())
    response = await open(token)
    // An expired access token: one refresh (shared by the tabs), then the same call once more.
    const refresher = getAccessTokenRefresher()
    if (response.status === 401 && token && refresher && (await refresher(token).catch(() => false)))
      response = await open(readAuthToken(storage()))
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason
    throw networkError(context, error)
  }
  if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('event-stream')) {
    const parsed = parseApiResponse(response, await response.text(), ChatReplySchema, context)
    if (parsed.ok) return parsed.data
    throw 'mapped' in parsed
      ? parsed.mapped.error
      : new ApiError({
          code: ErrorCode.INTERNAL_ERROR,
          message: parsed.contract,
          statusCode: response.status,
          context,
        })
  }
  try {
    for await (const { event, data } of sseEvents(response.body)) {
      const json: unknown = JSON.parse(data)
      if (event === CHAT_STREAM_EVENTS.delta) options.onDelta(v.parse(ChatStreamDeltaSchema, json).text)
      else if (event === CHAT_STREAM_EVENTS.done) return v.parse(ChatReplySchema, json)
      else if (event === CHAT_STREAM_EVENTS.error) {
        const failure = v.parse(ChatStreamErrorSchema, json)
        throw new ApiError({ code: failure.code, message: failure.message, statusCode: 500, context })
      }
    }
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason
    throw error instanceof ApiError ? error : networkError(context, error)
  }
  throw networkError(context, new Error('the answer stream ended early'))
}

/** POST /api/chat/stream. */
export const streamChat = (
  message: string,
  history: ChatWireMessage[],
  options: StreamOptions & { keepHistory?: boolean },
) =>
  streamCall(
    '/chat/stream',
    options.keepHistory ? { message, keepHistory: true } : { message, history },
    options,
  )

/** POST /api/ai/context/stream. */
export const streamContextChat = (
  context: AiContextInput,
  message: string,
  history: ChatWireMessage[],
  action: string | undefined,
  options: StreamOptions,
) => streamCall('/ai/context/stream', { context, message, history, ...(action ? { action } : {}) }, options)
