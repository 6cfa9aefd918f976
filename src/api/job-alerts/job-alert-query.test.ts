import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { JobListQuerySchema } from '../jobs/job-search-query'
import { JobAlertInputSchema } from './job-alert-input'
import {
  alertQueryToSearchParams,
  describeAlertQuery,
  isEmptyAlertQuery,
  normalizeAlertQuery,
} from './job-alert-query'

describe('job alerts contract', () => {
  it('a stored query becomes the same search through the jobs list query', () => {
    const input = v.parse(JobAlertInputSchema, {
      name: 'Senior remote',
      query: {
        search: ' react native ',
        skills: ['TypeScript', 'React'],
        employmentType: ['full_time', 'contract'],
        experienceLevel: ['senior'],
        salaryMin: 60_000,
        isRemote: true,
        location: '',
      },
    })
    expect(input.frequency).toBe('daily')
    const query = normalizeAlertQuery(input.query)
    expect(query).not.toHaveProperty('location')
    const params = alertQueryToSearchParams(query)
    expect(params).toEqual({
      search: 'react native',
      skills: 'TypeScript,React',
      employmentType: 'full_time,contract',
      experienceLevel: 'senior',
      salaryMin: '60000',
      isRemote: 'true',
    })
    expect(v.parse(JobListQuerySchema, params)).toMatchObject({
      search: 'react native',
      skills: ['typescript', 'react'],
      employmentType: ['full_time', 'contract'],
      experienceLevel: ['senior'],
      salaryMin: 60_000,
      isRemote: true,
    })
    expect(describeAlertQuery(query)).toBe(
      '"react native" · TypeScript, React · full-time, contract · senior · salary 60000–∞ · remote',
    )
  })

  it('an all-empty query is empty', () => {
    const input = v.parse(JobAlertInputSchema, {
      name: 'x',
      query: { search: ' ', skills: [' '], isRemote: null },
    })
    expect(isEmptyAlertQuery(normalizeAlertQuery(input.query))).toBe(true)
  })
})
