import * as v from 'valibot'

/** ISO timestamp carried by every envelope; the client rejects one that does not parse ('Invalid datetime'). */
export const TimestampSchema = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'Invalid datetime'),
)

export const ErrorBodySchema = v.object({
  code: v.string(),
  message: v.string(),
  details: v.optional(v.unknown()),
})
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>

export const FailureEnvelopeSchema = v.object({
  success: v.literal(false),
  error: ErrorBodySchema,
  timestamp: v.optional(TimestampSchema),
})
export type FailureEnvelope = v.InferOutput<typeof FailureEnvelopeSchema>

export const SuccessEnvelopeSchema = v.object({
  success: v.literal(true),
  data: v.unknown(),
  message: v.optional(v.string()),
  timestamp: v.optional(TimestampSchema),
})

export const EnvelopeSchema = v.variant('success', [SuccessEnvelopeSchema, FailureEnvelopeSchema])
export type Envelope = v.InferOutput<typeof EnvelopeSchema>

/** A success envelope whose data is checked by `data`. */
export function successEnvelope<TSchema extends v.GenericSchema>(data: TSchema) {
  return v.object({
    success: v.literal(true),
    data,
    message: v.optional(v.string()),
    timestamp: v.optional(TimestampSchema),
  })
}

export type SuccessEnvelope<T> = { success: true; data: T; message?: string; timestamp: string }
