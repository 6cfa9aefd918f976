import * as v from 'valibot'

/** Limits of the contact form; the page shows them as hints, the server enforces them. */
export const CONTACT_LIMITS = {
  name: { min: 1, max: 100 },
  email: { max: 254 },
  subject: { min: 1, max: 150 },
  message: { min: 10, max: 5000 },
} as const

const trimmedText = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.minLength(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  )

/** POST /api/contact body. Strict: an unknown key is a validation error, like every request body. */
export const ContactInputSchema = v.strictObject({
  name: trimmedText('Name', CONTACT_LIMITS.name.min, CONTACT_LIMITS.name.max),
  email: v.pipe(
    v.string('Email is required'),
    v.trim(),
    v.nonEmpty('Email is required'),
    v.maxLength(CONTACT_LIMITS.email.max, 'Email is too long'),
    v.email('Please enter a valid email address'),
  ),
  subject: trimmedText('Subject', CONTACT_LIMITS.subject.min, CONTACT_LIMITS.subject.max),
  message: trimmedText('Message', CONTACT_LIMITS.message.min, CONTACT_LIMITS.message.max),
})
export type ContactInput = v.InferInput<typeof ContactInputSchema>
export type ContactMessage = v.InferOutput<typeof ContactInputSchema>

export const ContactResultSchema = v.object({ id: v.pipe(v.string(), v.uuid()) })
export type ContactResult = v.InferOutput<typeof ContactResultSchema>

export const CONTACT_CONFIRMATION = "Thanks for reaching out — we'll reply within one business day."
