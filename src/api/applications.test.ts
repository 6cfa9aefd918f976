import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  APPLICATION_STAGES,
  APPLICATION_STAGE_MOVES,
  ApplyFieldsSchema,
  applicationAgeDays,
  cvProblem,
  isApplicationStale,
  toApplyFormData,
} from './applications'

describe('applications contract', () => {
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

  it('toApplyFormData and ApplyFieldsSchema agree on the multipart fields', () => {
    const form = toApplyFormData({
      cv: new File(['%PDF-'], 'cv.pdf'),
      coverLetter: 'Hello',
      answers: [{ questionId: 'q1', answer: 'Yes' }],
    })
    expect((form.get('cv') as File).name).toBe('cv.pdf')
    const text = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'cv'))
    expect(v.parse(ApplyFieldsSchema, text)).toEqual({
      coverLetter: 'Hello',
      answers: [{ questionId: 'q1', answer: 'Yes' }],
    })
    expect(v.parse(ApplyFieldsSchema, {})).toEqual({ coverLetter: '', answers: [] })
    expect(v.safeParse(ApplyFieldsSchema, { answers: '{' }).success).toBe(false)
    expect(v.safeParse(ApplyFieldsSchema, { answers: '[{"questionId":"q"}]' }).success).toBe(false)
  })

  it('cvProblem pre-checks name and size', () => {
    expect(cvProblem({ name: 'cv.PDF', size: 10 })).toBeNull()
    expect(cvProblem({ name: 'cv.docx', size: 10 })).toBeNull()
    expect(cvProblem({ name: 'cv.exe', size: 10 })).toBe('Your CV must be a PDF, DOC or DOCX file')
    expect(cvProblem({ name: 'cv.pdf', size: 10_485_761 })).toBe('Your CV must be 10 MB or smaller')
  })
})
