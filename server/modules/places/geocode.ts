import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { Point } from './radius'

/**
 * The point of a written location through the places gazetteer (`place_point`, migration 0024 — the same
 * function that geocodes every search document when it is written), or null: "Remote", a country, an unknown
 * place. Folded like the documents, so "Zürich" and "zurich" are one place.
 */
export async function geocode(db: Db, location: string): Promise<Point | null> {
  const result = (await db.execute(
    sql`select p.lat, p.lng from place_point(discovery_fold(${location}::text)) p`,
  )) as unknown as { rows: { lat: number | null; lng: number | null }[] }
  const row = result.rows[0]
  return row && row.lat !== null && row.lng !== null ? { lat: Number(row.lat), lng: Number(row.lng) } : null
}
