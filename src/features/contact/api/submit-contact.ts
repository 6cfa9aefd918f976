import { useMutation } from '@tanstack/react-query'
import { ContactResultSchema, type ContactMessage, type ContactResult } from '@/api/contact'
import { apiRequest } from '@/lib/api-client/api-client'

/**
 * POST /api/contact. One idempotency key per submission, so the client's automatic retries on a
 * flaky connection can never file the same message twice.
 */
export function submitContact(input: ContactMessage): Promise<ContactResult> {
  return apiRequest('/contact', {
    method: 'POST',
    body: input,
    schema: ContactResultSchema,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  })
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact })
}
