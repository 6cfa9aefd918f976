import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Which seeders ran, at which version: a seeder runs again only when its version goes up. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
})
