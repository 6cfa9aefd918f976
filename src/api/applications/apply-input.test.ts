import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ApplyFieldsSchema, cvProblem, toApplyFormData } from './apply-input'

describe('apply input', () => {
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
