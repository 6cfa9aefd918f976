import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { aiRequestDays } from '../../db/schema/product-metrics'
import { utcDay } from './metric-days'

/**
 * Counts one answered AI request for the product dashboard: one upsert on (UTC day, engine), written in the
 * request's own transaction by the AI assistant (server/modules/ai-assistant/assistant.ts).
 */
export async function countAiRequest(db: Db, engine: string, at: Date): Promise<void> {
  await db
    .insert(aiRequestDays)
    .values({ day: utcDay(at), engine, requests: 1 })
    .onConflictDoUpdate({
      target: [aiRequestDays.day, aiRequestDays.engine],
      set: { requests: sql`${aiRequestDays.requests} + 1` },
    })
}
