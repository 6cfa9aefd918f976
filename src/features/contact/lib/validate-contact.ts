import * as v from 'valibot'
import { ContactInputSchema, type ContactInput, type ContactMessage } from '@/api/contact'

export type ContactField = keyof ContactInput
export type ContactErrors = Partial<Record<ContactField, string>>
export const CONTACT_FIELDS = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly ContactField[]

type Validation = { ok: true; value: ContactMessage } | { ok: false; errors: ContactErrors }

/** Validates with the same schema the server uses; one message per field (the first that fails). */
export function validateContact(input: ContactInput): Validation {
  const result = v.safeParse(ContactInputSchema, input)
  if (result.success) return { ok: true, value: result.output }
  const nested = v.flatten<typeof ContactInputSchema>(result.issues).nested ?? {}
  const errors: ContactErrors = {}
  for (const field of CONTACT_FIELDS) {
    const message = nested[field]?.[0]
    if (message) errors[field] = message
  }
  return { ok: false, errors }
}
