import { describe, expect, it } from 'vitest'
import type { JobDraft } from '@/api/job-import'
import { applyImportedDraft, describeFilled } from './apply-import'
import { EMPTY_JOB_FORM } from './job-form-values'

const draft: JobDraft = {
  title: 'Senior Backend Engineer',
  description: 'Northwind moves parcels.',
  responsibilities: ['Design services', 'Own on-call', 'Mentor'],
  requirements: ['5+ years'],
  skills: ['TypeScript', 'Node.js'],
  location: 'Berlin, Germany',
  employmentType: 'FullTime',
  workSetting: 'Hybrid',
  salary: { min: 70000, max: 85000, currency: 'EUR', period: 'yearly' },
  source: { kind: 'file', name: 'job-description.txt' },
}

describe('applyImportedDraft', () => {
  it('fills every field the source states', () => {
    const result = applyImportedDraft(EMPTY_JOB_FORM, draft)
    expect(result.values).toMatchObject({
      title: 'Senior Backend Engineer',
      responsibilities: ['Design services', 'Own on-call', 'Mentor'],
      employmentTypes: ['FullTime'],
      workSetting: 'Hybrid',
      salaryCurrency: 'EUR',
      salaryMin: '70000',
      salaryMax: '85000',
      salaryPeriod: 'yearly',
      isPublic: true,
    })
    expect(result.missing).toEqual([])
    expect(describeFilled(result)).toEqual([
      'Title',
      'Description',
      '3 responsibilities',
      '1 requirement',
      '2 skills',
      'Location',
      'Employment type',
      'Work setting',
      'Salary',
    ])
  })

  it('leaves what the source does not state as the user had it, and says what was not found', () => {
    const typed = {
      ...EMPTY_JOB_FORM,
      location: 'Remote, EU',
      seniority: ['Senior' as const],
      skills: ['Go'],
    }
    const sparse: JobDraft = {
      ...draft,
      skills: [],
      location: null,
      workSetting: null,
      salary: null,
      employmentType: null,
      source: { kind: 'url', name: 'https://jobs.example.com/1' },
    }
    const result = applyImportedDraft(typed, sparse)
    expect(result.values.location).toBe('Remote, EU')
    expect(result.values.skills).toEqual(['Go'])
    expect(result.values.seniority).toEqual(['Senior'])
    expect(result.values.title).toBe('Senior Backend Engineer')
    expect(result.filled).not.toContain('location')
    expect(result.missing).toEqual(['Skills', 'Location', 'Employment type', 'Work setting', 'Salary'])
  })
})
