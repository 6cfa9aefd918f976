import { Hono } from 'hono'
import type * as v from 'valibot'
import { AiUsageSchema } from '@/api/ai/ai-usage'
import {
  CHAT_TEXTS,
  ChatHistoryClearResultSchema,
  ChatHistorySchema,
  ChatReplySchema,
  ChatRequestSchema,
  ContextChatRequestSchema,
  ProposalDismissResultSchema,
} from '@/api/ai/chat'
import { TaskSaveResultSchema } from '@/api/tasks/task'
import type { AppDeps, AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { getAiUsage } from './ai-quota'
import { answerChat, type AssistantRequest } from './assistant'
import { clearHistory, loadHistory } from './chat-history'
import { chatEngineFor } from './engine-choice'
import { startChatStream } from './chat-stream'
import { chatStreamResponse } from './chat-stream-response'
import { confirmTaskProposal, dismissTaskProposal } from './task-proposals'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['AI assistant'], ...meta })
const LIMIT =
  'AI_USAGE_LIMIT_REACHED: the month’s free requests are used; details carry used, limit, remaining and upgradeUrl.'
const COUNTED =
  'Counted against the monthly AI quota once, only when answered (a failed answer is given back). The answer ' +
  'names the engine that wrote it; a task it gathered comes as a proposal that nothing creates until the user ' +
  'confirms it.'

/** The assistant's request for a /api/chat body (the streamed and the plain call take the same one). */
const chatRequestOf = (body: v.InferOutput<typeof ChatRequestSchema>): AssistantRequest => ({
  message: body.message,
  history: body.history,
  context: null,
  action: null,
  keepHistory: body.keepHistory ?? false,
  ...(body.maxTokens !== undefined ? { maxTokens: body.maxTokens } : {}),
  ...(body.temperature !== undefined ? { temperature: body.temperature } : {}),
})

/** The assistant's request for a /api/ai/context body. */
const contextRequestOf = (body: v.InferOutput<typeof ContextChatRequestSchema>): AssistantRequest => ({
  message: body.message,
  history: body.history,
  context: body.context,
  action: body.action || null,
  keepHistory: false,
})

const engineOf = (deps: AppDeps) => chatEngineFor(deps.env, deps.logger, deps.aiModel)

/** GET /api/Billing/ai-usage/month (seed 1 §7 "Billing and payment"). */
export const aiUsageRoutes = new Hono<AppEnv>().get(
  '/month',
  describe({
    summary: 'The caller’s AI requests this calendar month (UTC)',
    auth: 'required',
    response: AiUsageSchema,
  }),
  ...requireViewer(),
  async (c) => ok(c, await getAiUsage(serviceContext(c), c.var.viewer)),
)

/** /api/chat: the chat call of seed 1 §7 and the /chat coach's kept conversation. */
export const chatRoutes = new Hono<AppEnv>()
  .post(
    '/message',
    describe({
      summary: 'Chat with the assistant',
      description: `${COUNTED} With keepHistory (the /chat page) the server reads and keeps the conversation.`,
      auth: 'required',
      response: ChatReplySchema,
      responses: { 429: LIMIT },
    }),
    ...requireViewer(),
    validateJson(ChatRequestSchema),
    async (c) => {
      const reply = await answerChat(
        serviceContext(c),
        c.var.viewer,
        chatRequestOf(c.req.valid('json')),
        engineOf(c.var.deps),
      )
      return ok(c, reply)
    },
  )
  .post(
    '/stream',
    describe({
      summary: 'Chat with the assistant, the answer streamed',
      description:
        `The body of POST /api/chat/message. Server-Sent Events: \`delta\` {text} as the answer is written, then ` +
        '`done` with the chat response of /api/chat/message, or `error` {code, message} when the engine failed ' +
        `after text had gone out (not counted). ${COUNTED} A stream the client stops after text arrived counts.`,
      auth: 'required',
      raw: { mediaType: 'text/event-stream', description: 'The answer as Server-Sent Events.' },
      responses: { 429: LIMIT },
    }),
    ...requireViewer(),
    validateJson(ChatRequestSchema),
    async (c) => {
      const run = await startChatStream(
        serviceContext(c),
        c.var.viewer,
        chatRequestOf(c.req.valid('json')),
        engineOf(c.var.deps),
      )
      return chatStreamResponse(c, run)
    },
  )
  .get(
    '/history',
    describe({
      summary: 'The caller’s kept conversation with the coach',
      auth: 'required',
      response: ChatHistorySchema,
    }),
    ...requireViewer(),
    async (c) => ok(c, { items: await loadHistory(c.var.deps.db, c.var.viewer.userId) }),
  )
  .post(
    '/history/clear',
    describe({
      summary: 'Forget the kept conversation',
      auth: 'required',
      response: ChatHistoryClearResultSchema,
    }),
    ...requireViewer(),
    async (c) => ok(c, await clearHistory(c.var.deps.db, c.var.viewer.userId), CHAT_TEXTS.historyCleared),
  )

const PROPOSAL = { id: 'The proposal id (from a chat answer’s proposal).' }
const PROPOSAL_404 = 'NOT_FOUND_ERROR: no open proposal of the caller with that id (or older than a day).'

/** /api/ai: the context-aware call of seed 1 §7 and the answers to the assistant's proposals. */
export const aiRoutes = new Hono<AppEnv>()
  .post(
    '/context',
    describe({
      summary: 'Ask the assistant about the current page',
      description: `${COUNTED} The context holds only what the page registered: its type, actions and short facts.`,
      auth: 'required',
      response: ChatReplySchema,
      responses: { 429: LIMIT },
    }),
    ...requireViewer(),
    validateJson(ContextChatRequestSchema),
    async (c) => {
      const reply = await answerChat(
        serviceContext(c),
        c.var.viewer,
        contextRequestOf(c.req.valid('json')),
        engineOf(c.var.deps),
      )
      return ok(c, reply)
    },
  )
  .post(
    '/context/stream',
    describe({
      summary: 'Ask the assistant about the current page, the answer streamed',
      description:
        'The body of POST /api/ai/context; the answer as the Server-Sent Events of POST /api/chat/stream. ' +
        COUNTED,
      auth: 'required',
      raw: { mediaType: 'text/event-stream', description: 'The answer as Server-Sent Events.' },
      responses: { 429: LIMIT },
    }),
    ...requireViewer(),
    validateJson(ContextChatRequestSchema),
    async (c) => {
      const run = await startChatStream(
        serviceContext(c),
        c.var.viewer,
        contextRequestOf(c.req.valid('json')),
        engineOf(c.var.deps),
      )
      return chatStreamResponse(c, run)
    },
  )
  .post(
    '/actions/:id/confirm',
    describe({
      summary: 'Create the task the assistant proposed',
      description: 'Creates it through POST /api/Task/save’s service with the caller’s rights, once.',
      auth: 'verified',
      params: PROPOSAL,
      status: 201,
      response: TaskSaveResultSchema,
      responses: {
        404: PROPOSAL_404,
        409: 'CONFLICT_ERROR: the proposal was already confirmed or dismissed.',
      },
    }),
    uuidParam('id', CHAT_TEXTS.proposalNotFound),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await confirmTaskProposal(serviceContext(c), c.var.viewer, c.req.param('id')),
        CHAT_TEXTS.taskCreated,
        201,
      ),
  )
  .post(
    '/actions/:id/dismiss',
    describe({
      summary: 'Decline the assistant’s proposal',
      auth: 'required',
      params: PROPOSAL,
      response: ProposalDismissResultSchema,
      responses: {
        404: PROPOSAL_404,
        409: 'CONFLICT_ERROR: the proposal was already confirmed or dismissed.',
      },
    }),
    uuidParam('id', CHAT_TEXTS.proposalNotFound),
    ...requireViewer(),
    async (c) =>
      ok(
        c,
        await dismissTaskProposal(serviceContext(c), c.var.viewer, c.req.param('id')),
        CHAT_TEXTS.dismissed,
      ),
  )
