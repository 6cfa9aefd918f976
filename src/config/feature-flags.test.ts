import { describe, expect, it } from 'vitest'
import { isFeatureEnabled } from './feature-flags'

describe('isFeatureEnabled', () => {
  it('has the defaults of issue 2', () => {
    expect(isFeatureEnabled('AI_CHAT')).toBe(true)
    expect(isFeatureEnabled('VIDEO_RESUMES')).toBe(true)
    expect(isFeatureEnabled('NOTIFICATIONS')).toBe(true)
    expect(isFeatureEnabled('ANALYTICS')).toBe(false)
  })

  it('lets overrides win', () => {
    expect(isFeatureEnabled('ANALYTICS', { ANALYTICS: true })).toBe(true)
    expect(isFeatureEnabled('AI_CHAT', { AI_CHAT: false })).toBe(false)
    expect(isFeatureEnabled('AI_CHAT', { ANALYTICS: true })).toBe(true)
  })
})
