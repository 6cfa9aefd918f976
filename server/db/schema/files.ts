import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Stored uploads (application CVs). The bytes live on disk under DATA_DIR/uploads/<storage_key>
 * (server/modules/files/file-store.ts); this row is what the app knows about them. The name and MIME type
 * are ours (from the sniffed content), never the uploader's word.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the file is for: 'application-cv'. */
    purpose: text('purpose').notNull(),
    /** A safe display name (the uploaded base name, cleaned, with the extension of its real type). */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** '<first 2 hex of id>/<id>', relative to DATA_DIR/uploads. */
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_owner_idx').on(table.ownerUserId)],
)

export type StoredFileRow = typeof storedFiles.$inferSelect
