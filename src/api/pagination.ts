import * as v from 'valibot'
import { INT4_MAX } from './bounds'

/**
 * Paged lists (seed 2 §3 "Job list response", seed 1 §9): `items, total, page, limit, totalPages, hasNext,
 * hasPrev`. Shared by every list endpoint (jobs, companies, …) and their clients.
 */

/** A list page holds 20 items unless the query asks for another number, and never more than 100. */
export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** The canonical list response the server sends. */
export function PagedSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    items: v.array(item),
    total: v.number(),
    page: v.number(),
    limit: v.number(),
    totalPages: v.number(),
    hasNext: v.boolean(),
    hasPrev: v.boolean(),
  })
}
export type Paged<T> = {
  items: T[]
  total: number
  page: number
  limit: number
  totalPages: number
  hasNext: boolean
  hasPrev: boolean
}
export type PageMeta = Omit<Paged<never>, 'items'>

/** total/page/limit → the rest of the metadata. `totalPages` is 0 for an empty list. */
export function pageMeta(total: number, page: number, limit: number): PageMeta {
  const totalPages = limit > 0 ? Math.ceil(total / limit) : 0
  return { total, page, limit, totalPages, hasNext: page < totalPages, hasPrev: page > 1 }
}

/** `pageMeta` plus the items. */
export function paged<T>(items: T[], total: number, page: number, limit: number): Paged<T> {
  return { items, ...pageMeta(total, page, limit) }
}

const KEY_ALIASES: Record<string, string> = {
  Items: 'items',
  Total: 'total',
  TotalCount: 'total',
  totalCount: 'total',
  Page: 'page',
  Limit: 'limit',
  PageSize: 'limit',
  pageSize: 'limit',
  TotalPages: 'totalPages',
  HasNext: 'hasNext',
  HasNextPage: 'hasNext',
  hasNextPage: 'hasNext',
  HasPrev: 'hasPrev',
  HasPrevious: 'hasPrev',
  HasPreviousPage: 'hasPrev',
  hasPreviousPage: 'hasPrev',
}

/** Renames the tolerated spellings (capitalised keys, hasNextPage/hasPreviousPage) to the canonical ones. */
export function normalizePagedKeys(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) {
    const canonical = KEY_ALIASES[key] ?? key
    if (!(canonical in out) || canonical === key) out[canonical] = value
  }
  return out
}

/** For clients: accepts the canonical shape and the tolerated variants of seed 2 §3, yields the canonical one. */
export function TolerantPagedSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(v.unknown(), v.transform(normalizePagedKeys), PagedSchema(item))
}

/** A whole number in min..max; `max` INT4_MAX means "no real upper end" (any larger one is no integer we store). */
const positiveInt = (name: string, min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value))),
      v.number(`${name} must be a number`),
      v.integer(`${name} must be a whole number`),
      v.minValue(
        min,
        max === INT4_MAX ? `${name} must be at least ${min}` : `${name} must be between ${min} and ${max}`,
      ),
      v.maxValue(
        max,
        max === INT4_MAX ? `${name} must be at most ${max}` : `${name} must be between ${min} and ${max}`,
      ),
    ),
    fallback,
  )

/** `page` (≥ 1, default 1) and `limit` (1–100, default 20) from a query string. Spread its entries into a list's query schema. */
export const PageQuerySchema = v.object({
  page: positiveInt('Page', 1, INT4_MAX, 1),
  limit: positiveInt('Limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
})
export type PageQuery = v.InferOutput<typeof PageQuerySchema>

/** `limit`/`offset` for SQL from a validated page query. */
export function pageWindow({ page, limit }: PageQuery): { limit: number; offset: number } {
  return { limit, offset: (page - 1) * limit }
}
