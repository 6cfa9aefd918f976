import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Idempotent writes (decision 011). One row per (scope, key): scope is the user id, or 'anonymous' for
 * requests without a session. The row is inserted as 'running' before the handler runs (the primary key makes
 * concurrent duplicates — also from other server processes — collide), then completed with the response.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path, query and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'completed'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
)
