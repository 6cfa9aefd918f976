import { sql } from 'drizzle-orm'
import { doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Discovery's text index (issue 15, decision 035): one row per person, company, job, resume and resume media
 * item, holding only what the text match needs — the accent-folded name (trigram similarity: typo-tolerant
 * names) and the folded searchable text (trigram GIN: `like '%word%'`), the folded location and the date the
 * item sorts by. It is written by database triggers on the source tables in the writing transaction (migration
 * 0015_discovery_search), so no write path can forget it. Who may see an item is never copied here: the discovery query asks the
 * source tables through each module's own listed/visibility condition, so privacy has one home.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** The public search item's type: job, resume, people, company, media. */
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    /** The user the item belongs to (the person, the company's owner, the job's creator, the resume's owner). */
    ownerUserId: uuid('owner_user_id'),
    /** The display name as written: what a "did you mean" suggests. */
    title: text('title').notNull().default(''),
    nameFolded: text('name_folded').notNull().default(''),
    textFolded: text('text_folded').notNull().default(''),
    locationFolded: text('location_folded').notNull().default(''),
    sortAt: timestamp('sort_at', { withTimezone: true }).notNull().defaultNow(),
    /** The location's point (places gazetteer, set by a trigger from location_folded); null: remote or unknown. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId] }),
    index('search_documents_text_trgm_idx').using('gin', sql`${table.textFolded} gin_trgm_ops`),
    index('search_documents_name_trgm_idx').using('gin', sql`${table.nameFolded} gin_trgm_ops`),
    index('search_documents_kind_sort_idx').on(table.kind, table.sortAt.desc()),
    // Radius search's bounding box (decision 046): latitude range first, then longitude.
    index('search_documents_lat_lng_idx')
      .on(table.lat, table.lng)
      .where(sql`${table.lat} is not null`),
  ],
)

export type SearchDocumentRow = typeof searchDocuments.$inferSelect
