import * as v from 'valibot'
import { AiUsageSchema } from './ai-usage'
import { AiContextSchema } from './ai-context'

export const CHAT_MESSAGE_MAX = 2000
export const CHAT_HISTORY_MAX = 20
const HISTORY_CONTENT_MAX = 8000

export const CHAT_TEXTS = {
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CHAT_MESSAGE_MAX} characters`,
  historyTooLong: `History may hold at most ${CHAT_HISTORY_MAX} messages`,
  proposalNotFound: 'This suggestion is no longer available.',
  proposalDone: 'This suggestion was already answered.',
  taskCreated: 'Task created',
  dismissed: 'Suggestion dismissed',
  historyCleared: 'Conversation cleared',
} as const

/** A message of the conversation on the wire (seed 1 §3: role system, user or other, and content). */
export const ChatWireMessageSchema = v.strictObject({
  role: v.picklist(['system', 'user', 'assistant']),
  content: v.pipe(v.string(), v.maxLength(HISTORY_CONTENT_MAX)),
})
export type ChatWireMessage = v.InferOutput<typeof ChatWireMessageSchema>

const message = v.pipe(
  v.optional(v.string(CHAT_TEXTS.messageRequired), ''),
  v.trim(),
  v.minLength(1, CHAT_TEXTS.messageRequired),
  v.maxLength(CHAT_MESSAGE_MAX, CHAT_TEXTS.messageTooLong),
)
const history = v.optional(
  v.pipe(v.array(ChatWireMessageSchema), v.maxLength(CHAT_HISTORY_MAX, CHAT_TEXTS.historyTooLong)),
  [],
)

/**
 * POST /api/chat/message {message, history, maxTokens, temperature} (seed 1 §7). `keepHistory` is ours: the
 * /chat coach page sets it, and the server then reads and keeps the user's conversation itself.
 */
export const ChatRequestSchema = v.strictObject({
  message,
  history,
  maxTokens: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4000))),
  temperature: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(2))),
  keepHistory: v.optional(v.boolean()),
})
export type ChatRequest = v.InferInput<typeof ChatRequestSchema>

/** POST /api/ai/context {context, message, history, action} (seed 1 §3 "Context-aware AI request"). */
export const ContextChatRequestSchema = v.strictObject({
  context: AiContextSchema,
  message,
  history,
  /** The id of the quick suggestion the user picked, if any (one of context.availableActions). */
  action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
})
export type ContextChatRequest = v.InferInput<typeof ContextChatRequestSchema>

/** A task the assistant offers to create; nothing is written until the user confirms it. */
export const TaskProposalSchema = v.object({
  id: v.string(),
  kind: v.literal('create-task'),
  task: v.object({ text: v.string(), start: v.string(), end: v.string() }),
})
export type TaskProposal = v.InferOutput<typeof TaskProposalSchema>

/** Which engine wrote an answer: every answer names it. */
export const ChatEngineSchema = v.object({ id: v.picklist(['built-in', 'llm']), name: v.string() })
export type ChatEngine = v.InferOutput<typeof ChatEngineSchema>

/** The answer of both chat calls: message and usage (seed 1 §3), plus the engine, a proposal, the quota. */
export const ChatReplySchema = v.object({
  message: v.string(),
  usage: v.object({ promptTokens: v.number(), completionTokens: v.number(), totalTokens: v.number() }),
  engine: ChatEngineSchema,
  intent: v.string(),
  proposal: v.nullable(TaskProposalSchema),
  aiUsage: AiUsageSchema,
})
export type ChatReply = v.InferOutput<typeof ChatReplySchema>

/** A message of the coach's kept conversation (seed 1 §3 "AI chat message"). */
export const ChatHistoryItemSchema = v.object({
  id: v.string(),
  content: v.string(),
  sender: v.picklist(['user', 'ai']),
  timestamp: v.string(),
  engine: v.nullable(v.string()),
})
export type ChatHistoryItem = v.InferOutput<typeof ChatHistoryItemSchema>
export const ChatHistorySchema = v.object({ items: v.array(ChatHistoryItemSchema) })
export type ChatHistory = v.InferOutput<typeof ChatHistorySchema>

export const ProposalDismissResultSchema = v.object({ id: v.string(), dismissed: v.literal(true) })
export const ChatHistoryClearResultSchema = v.object({ cleared: v.number() })
