import * as v from 'valibot'

/**
 * The streamed chat calls (POST /api/chat/stream, POST /api/ai/context/stream) answer Server-Sent Events:
 * `delta` events with the text as it is written, then one `done` event whose data is the chat response of
 * POST /api/chat/message (ChatReplySchema: message, usage, engine…), or one `error` event when the engine
 * failed after text had gone out (the request is then not counted). A refusal before the stream (the quota,
 * a bad body) is the usual JSON error envelope.
 */
export const CHAT_STREAM_EVENTS = { delta: 'delta', done: 'done', error: 'error' } as const

export const ChatStreamDeltaSchema = v.object({ text: v.string() })
export type ChatStreamDelta = v.InferOutput<typeof ChatStreamDeltaSchema>

export const ChatStreamErrorSchema = v.object({ code: v.string(), message: v.string() })
export type ChatStreamError = v.InferOutput<typeof ChatStreamErrorSchema>
