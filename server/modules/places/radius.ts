import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * Radius search in plain SQL (decision 046): a bounding box the (lat, lng) b-tree index answers, then the
 * haversine distance for the circle inside it. No cube/earthdistance: on PGlite next to pg_trgm those return
 * nothing and then hang, and the same SQL must run on PGlite and PostgreSQL.
 */

export type Point = { lat: number; lng: number }

/** Mean Earth radius in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8
/** Miles per degree of latitude (and of longitude at the equator). */
const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in miles (the same formula as `withinRadius`'s SQL; tests compare the two). */
export function haversineMiles(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

export type BoundingBox = { minLat: number; maxLat: number; lngRanges: [number, number][] }

/**
 * The latitude/longitude box around a circle: every point within `miles` of `center` lies in it. Longitude
 * degrees shrink with cos(latitude), taken at the box's edge nearest a pole; a box over a pole spans every
 * longitude, and one crossing ±180° is two ranges.
 */
export function boundingBox(center: Point, miles: number): BoundingBox {
  const dLat = miles / MILES_PER_DEGREE
  const minLat = Math.max(-90, center.lat - dLat)
  const maxLat = Math.min(90, center.lat + dLat)
  const edge = Math.max(Math.abs(minLat), Math.abs(maxLat))
  if (edge >= 89.999) return { minLat, maxLat, lngRanges: [[-180, 180]] }
  const dLng = miles / (MILES_PER_DEGREE * Math.cos(radians(edge)))
  if (dLng >= 180) return { minLat, maxLat, lngRanges: [[-180, 180]] }
  const west = center.lng - dLng
  const east = center.lng + dLng
  if (west < -180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west + 360, 180],
        [-180, east],
      ],
    }
  if (east > 180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west, 180],
        [-180, east - 360],
      ],
    }
  return { minLat, maxLat, lngRanges: [[west, east]] }
}

/** SQL: the row's point lies within `miles` of `center` (box first, for the index; then the exact distance). */
export function withinRadius(lat: AnyPgColumn, lng: AnyPgColumn, center: Point, miles: number): SQL {
  const box = boundingBox(center, miles)
  const lngCondition = sql.join(
    box.lngRanges.map(([west, east]) => sql`${lng} between ${west} and ${east}`),
    sql` or `,
  )
  // Parameters typed, so the planner compares doubles with doubles and uses the index.
  const cLat = sql`${center.lat}::double precision`
  const cLng = sql`${center.lng}::double precision`
  const distance = sql`${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${cLat}) / 2), 2)
    + cos(radians(${cLat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${cLng}) / 2), 2))))`
  return sql`(${lat} between ${box.minLat}::double precision and ${box.maxLat}::double precision and (${lngCondition}) and ${distance} <= ${miles})`
}
