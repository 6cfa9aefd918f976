import { describe, expect, it } from 'vitest'
import {
  APPLICATION_STAGES,
  APPLICATION_STAGE_MOVES,
  applicationAgeDays,
  isApplicationStale,
} from './application-stages'

describe('application stages', () => {
  it('every stage has moves listed, and only to other stages', () => {
    for (const stage of APPLICATION_STAGES) {
      expect(APPLICATION_STAGE_MOVES[stage]).not.toContain(stage)
    }
  })

  it('stale: non-final and unchanged for 14 days; final stages never', () => {
    const now = new Date('2025-06-30T12:00:00Z')
    const old = new Date('2025-06-16T11:00:00Z')
    expect(applicationAgeDays(old, now)).toBe(14)
    expect(isApplicationStale('interview', old, now)).toBe(true)
    expect(isApplicationStale('interview', new Date('2025-06-17T13:00:00Z'), now)).toBe(false)
    expect(isApplicationStale('rejected', old, now)).toBe(false)
    expect(isApplicationStale('hired', old, now)).toBe(false)
  })
})
