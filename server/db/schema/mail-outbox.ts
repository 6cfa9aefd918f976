import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** The dev outbox: every mail when SMTP_URL is unset, readable at /dev/mail outside production. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    /** confirm-email, two-factor-code, password-reset, password-changed, welcome, … */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra header fields as sent (outreach's List-Unsubscribe pair), so the outbox shows them too. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to, table.createdAt)],
)

export type MailOutboxRow = typeof mailOutbox.$inferSelect
