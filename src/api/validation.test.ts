import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formatIssues, formatValidationMessage } from './validation'

const Schema = v.object({
  email: v.pipe(v.string(), v.email('Invalid email')),
  profile: v.object({ name: v.pipe(v.string(), v.minLength(1, 'Required')) }),
})

describe('formatValidationMessage', () => {
  it('lists path: message for every issue, joined by commas', () => {
    const result = v.safeParse(Schema, { email: 'nope', profile: { name: '' } }, { abortEarly: false })
    expect(result.success).toBe(false)
    expect(formatValidationMessage(result.issues ?? [])).toBe(
      'Validation failed: email: Invalid email, profile.name: Required',
    )
  })

  it('uses the bare message for a root issue', () => {
    const result = v.safeParse(v.string('Expected text'), 3)
    expect(formatIssues(result.issues ?? [])).toBe('Expected text')
  })
})
