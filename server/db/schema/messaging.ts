import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { MessageAttachment } from '@/api/messaging/message'
import { users } from './users'

/**
 * Messaging (issue 15; decision 033). A conversation is between exactly two people, stored once per pair
 * (user_a < user_b, unique), so "create or get" can never make two. `last_seq` is the per-conversation
 * counter: a send bumps it with an UPDATE, whose row lock makes concurrent sends of one conversation take
 * their turns, so sequences are 1, 2, 3… without gaps or duplicates.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_pair_idx').on(table.userA, table.userB),
    index('conversations_user_b_idx').on(table.userB),
    check('conversations_pair_ordered', sql`${table.userA} < ${table.userB}`),
    check('conversations_last_seq_positive', sql`${table.lastSeq} >= 0`),
  ],
)

/** Each participant's read marker: everything up to `last_read_seq` has been read by them. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_members_user_idx').on(table.userId),
    check('conversation_members_read_positive', sql`${table.lastReadSeq} >= 0`),
  ],
)

/**
 * Messages. The id is chosen by the client (the outbox sends under a known id), so a message sent twice is
 * stored once; (conversation, seq) is unique, the order of the thread.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    /** Hidden by an admin after a report (issue 18): participants see a placeholder instead of the body. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('messages_conversation_seq_idx').on(table.conversationId, table.seq),
    check('messages_seq_positive', sql`${table.seq} > 0`),
  ],
)

/**
 * Each user's real-time feed: one row per thing their streams must deliver (a message in one of their
 * conversations, or their own read marker moving), numbered by a per-user cursor. The cursor is taken from
 * `messaging_cursors` with a row lock held to commit, so a user's events commit in cursor order and a
 * reconnect with Last-Event-ID = n replays exactly the rows after n (decision 033).
 */
export const messagingEvents = pgTable(
  'messaging_events',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cursor: bigint('cursor', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'message' | 'read'>().notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    readSeq: integer('read_seq'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.cursor] }),
    check('messaging_events_kind_known', sql`${table.kind} in ('message', 'read')`),
  ],
)

/** The last cursor handed out per user (see messaging_events). */
export const messagingCursors = pgTable('messaging_cursors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastCursor: bigint('last_cursor', { mode: 'number' }).notNull().default(0),
})

export type ConversationRow = typeof conversations.$inferSelect
export type MessageRow = typeof messages.$inferSelect
export type MessagingEventRow = typeof messagingEvents.$inferSelect
