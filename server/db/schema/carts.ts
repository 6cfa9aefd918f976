import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { CartLineInput } from '@/api/cart'
import { users } from './users'

/** One cart per user (decision 011). Lines are stored unpriced; prices are computed when read. */
export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<CartLineInput[]>().notNull(),
  /** Grows by one per change; a write based on an older version is a VERSION_CONFLICT. */
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})
