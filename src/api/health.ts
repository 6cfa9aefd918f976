import * as v from 'valibot'

export const DatabaseKindSchema = v.picklist(['pglite', 'postgres'])
export type DatabaseKind = v.InferOutput<typeof DatabaseKindSchema>

/** GET /api/health data. 'degraded' (with status 503) when the database does not answer. */
export const HealthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.object({
    kind: DatabaseKindSchema,
    reachable: v.boolean(),
    latencyMs: v.nullable(v.number()),
  }),
  uptimeSeconds: v.number(),
  version: v.string(),
})
export type Health = v.InferOutput<typeof HealthSchema>
