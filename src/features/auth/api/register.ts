import { EmailVerificationRequiredSchema, type RegisterInput } from '@/api/auth'
import { apiRequest } from '@/lib/api-client/api-client'

/** POST /api/Auth/register → the verification-required shape (a confirmation mail is on its way). */
export function register(input: RegisterInput) {
  return apiRequest('/Auth/register', {
    method: 'POST',
    body: input,
    schema: EmailVerificationRequiredSchema,
  })
}
