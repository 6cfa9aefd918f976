import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { UpdateCompanyInputSchema } from './company-write-input'

describe('company write input', () => {
  it('validates inputs with clear messages', () => {
    const update = v.safeParse(UpdateCompanyInputSchema, { status: 'draft' })
    expect(update.success).toBe(false)
    expect(update.issues?.[0]?.message).toBe('Status must be one of active, paused, inactive')
    expect(v.parse(UpdateCompanyInputSchema, { industry: 'FINTECH', size: '1000+ employees' })).toMatchObject(
      {
        industry: 'Fintech',
        size: '1000+',
      },
    )
  })
})
