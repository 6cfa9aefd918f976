import { describe, expect, it } from 'vitest'
import { validateContact } from './validate-contact'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Team plan',
  message: 'We would like 12 seats.',
}

describe('validateContact', () => {
  it('accepts a complete message and trims it', () => {
    const result = validateContact({ ...valid, name: '  Ada  ' })
    expect(result).toEqual({ ok: true, value: { ...valid, name: 'Ada' } })
  })

  it('reports one message per invalid field', () => {
    const result = validateContact({ name: ' ', email: 'ada@', subject: '', message: 'short' })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        subject: 'Subject is required',
        message: 'Message must be at least 10 characters',
      },
    })
  })

  it('enforces the upper limits', () => {
    const result = validateContact({ ...valid, subject: 'x'.repeat(151), message: 'y'.repeat(5001) })
    expect(result.ok ? {} : result.errors).toEqual({
      subject: 'Subject must be at most 150 characters',
      message: 'Message must be at most 5000 characters',
    })
  })
})
