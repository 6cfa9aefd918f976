import { and, desc, eq, lt } from 'drizzle-orm'
import type { ChatHistoryItem, ChatWireMessage } from '@/api/ai/chat'
import { CHAT_HISTORY_MAX } from '@/api/ai/chat'
import type { Db } from '../../db/client'
import { aiChatMessages, type AiChatMessageRow } from '../../db/schema/ai-assistant'

/** The coach keeps this many messages per user; older ones go when new ones come. */
export const KEPT_MESSAGES = 200

const toItem = (row: AiChatMessageRow): ChatHistoryItem => ({
  id: row.id,
  content: row.content,
  sender: row.sender,
  timestamp: row.createdAt.toISOString(),
  engine: row.engine,
})

/** GET /api/chat/history: the caller's kept conversation, oldest first. */
export async function loadHistory(db: Db, userId: string): Promise<ChatHistoryItem[]> {
  const rows = await db
    .select()
    .from(aiChatMessages)
    .where(eq(aiChatMessages.userId, userId))
    .orderBy(desc(aiChatMessages.createdAt), desc(aiChatMessages.id))
    .limit(KEPT_MESSAGES)
  return rows.reverse().map(toItem)
}

/** The last messages of the kept conversation as the engine reads history. */
export async function recentTurns(db: Db, userId: string): Promise<ChatWireMessage[]> {
  const rows = await db
    .select()
    .from(aiChatMessages)
    .where(eq(aiChatMessages.userId, userId))
    .orderBy(desc(aiChatMessages.createdAt), desc(aiChatMessages.id))
    .limit(CHAT_HISTORY_MAX)
  return rows.reverse().map((r) => ({ role: r.sender === 'ai' ? 'assistant' : 'user', content: r.content }))
}

type Exchange = { question: string; answer: string; engine: string; at: Date }

/**
 * Keeps one question and its answer. Each message is stamped at least a millisecond after the one before, so
 * the conversation's order is its time order even when two requests read the same clock.
 */
export async function appendExchange(db: Db, userId: string, exchange: Exchange): Promise<void> {
  const [last] = await db
    .select({ createdAt: aiChatMessages.createdAt })
    .from(aiChatMessages)
    .where(eq(aiChatMessages.userId, userId))
    .orderBy(desc(aiChatMessages.createdAt))
    .limit(1)
  const at = Math.max(exchange.at.getTime(), (last?.createdAt.getTime() ?? 0) + 1)
  await db.insert(aiChatMessages).values([
    { userId, sender: 'user', content: exchange.question, engine: null, createdAt: new Date(at) },
    { userId, sender: 'ai', content: exchange.answer, engine: exchange.engine, createdAt: new Date(at + 1) },
  ])
  const [oldestKept] = await db
    .select({ createdAt: aiChatMessages.createdAt })
    .from(aiChatMessages)
    .where(eq(aiChatMessages.userId, userId))
    .orderBy(desc(aiChatMessages.createdAt))
    .offset(KEPT_MESSAGES - 1)
    .limit(1)
  if (oldestKept)
    await db
      .delete(aiChatMessages)
      .where(and(eq(aiChatMessages.userId, userId), lt(aiChatMessages.createdAt, oldestKept.createdAt)))
}

/** POST /api/chat/history/clear: forgets the caller's conversation. */
export async function clearHistory(db: Db, userId: string): Promise<{ cleared: number }> {
  const gone = await db
    .delete(aiChatMessages)
    .where(eq(aiChatMessages.userId, userId))
    .returning({ id: aiChatMessages.id })
  return { cleared: gone.length }
}
