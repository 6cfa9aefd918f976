import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { CONTACT_CONFIRMATION, ContactResultSchema } from '@/api/contact'
import { successEnvelope } from '@/api/envelope'
import { contactMessages } from '../../db/schema/contact-messages'
import { createTestApp, jsonRequest } from '../../test/test-app'

const valid = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  subject: 'Team plan',
  message: 'Do you offer discounts for 20 seats?',
}

describe('POST /api/contact', () => {
  it('stores the message and answers 201 with its id and the confirmation', async () => {
    const { app, db } = await createTestApp()
    const res = await app.request('/api/contact', jsonRequest(valid))
    expect(res.status).toBe(201)
    const body = v.parse(successEnvelope(ContactResultSchema), await res.json())
    expect(body.message).toBe(CONTACT_CONFIRMATION)
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, body.data.id))
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Team plan' })
  })

  it("rejects invalid fields with 'Validation failed: path: message, …' and an issue list", async () => {
    const { app } = await createTestApp()
    const res = await app.request(
      '/api/contact',
      jsonRequest({ ...valid, email: 'not-an-email', message: 'short' }),
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as {
      error: { code: string; message: string; details: { issues: { path: string }[] } }
    }
    expect(body.error.code).toBe('VALIDATION_ERROR')
    expect(body.error.message).toBe(
      'Validation failed: email: Please enter a valid email address, message: Message must be at least 10 characters',
    )
    expect(body.error.details.issues.map((issue) => issue.path)).toEqual(['email', 'message'])
  })

  it('rejects unknown keys such as role or ownerId', async () => {
    const { app } = await createTestApp()
    const res = await app.request('/api/contact', jsonRequest({ ...valid, ownerId: 'someone-else' }))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('ownerId')
  })

  it('rejects a whitespace-only name and an over-long subject', async () => {
    const { app } = await createTestApp()
    const res = await app.request(
      '/api/contact',
      jsonRequest({ ...valid, name: '   ', subject: 's'.repeat(151) }),
    )
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as { error: { details: { issues: { path: string }[] } } }
    expect(error.details.issues.map((issue) => issue.path)).toEqual(['name', 'subject'])
  })

  it('allows 5 messages per client per 10 minutes, then 429 with Retry-After', async () => {
    let now = new Date('2025-03-03T10:00:00Z')
    const { app } = await createTestApp({ deps: { now: () => now } })
    for (let i = 0; i < 5; i++)
      expect((await app.request('/api/contact', jsonRequest(valid))).status).toBe(201)
    const limited = await app.request('/api/contact', jsonRequest(valid))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({
      error: { code: 'RATE_LIMIT_EXCEEDED', details: { limit: 5, used: 6, remaining: 0 } },
    })
    now = new Date('2025-03-03T10:10:00Z')
    expect((await app.request('/api/contact', jsonRequest(valid))).status).toBe(201)
  })

  it('keeps the message and still confirms when the notifier fails', async () => {
    const notifyContact = vi.fn().mockRejectedValue(new Error('smtp down'))
    const { app, logs } = await createTestApp({ deps: { notifyContact } })
    const res = await app.request('/api/contact', jsonRequest(valid))
    expect(res.status).toBe(201)
    expect(notifyContact).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.com' }))
    expect(logs.some((line) => line.msg.includes('contact notification failed'))).toBe(true)
  })
})
