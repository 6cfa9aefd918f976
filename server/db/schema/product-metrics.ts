import { sql } from 'drizzle-orm'
import { bigint, check, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The admin product dashboard's figures (issue 18, decision 045): one row per UTC day and metric key, written
 * by the product-metrics job in the database queue (server/modules/product-metrics/rollup-job.ts) and read by
 * the dashboard, which never counts raw rows per view. Recomputing a day replaces its rows (idempotent).
 */
export const productMetricDays = pgTable(
  'product_metric_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** A key of src/api/product-metrics/metric-keys.ts (e.g. signups.recruiter, ai.requests.built-in). */
    metric: text('metric').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.metric, table.day] }),
    check('product_metric_days_metric_length', sql`char_length(${table.metric}) between 1 and 80`),
  ],
)

/**
 * AI requests answered per UTC day and engine: one upsert per answered request (the monthly quota rows have
 * neither the day nor the engine, and the kept chat history is trimmed). The rollup job reads it.
 */
export const aiRequestDays = pgTable(
  'ai_request_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    engine: text('engine').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.engine] })],
)

export type ProductMetricDayRow = typeof productMetricDays.$inferSelect
