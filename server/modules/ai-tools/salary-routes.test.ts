import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { NegotiationTipsSchema, SALARY_CREDITS, SalaryAnalysisSchema } from '@/api/ai-tools/salary'
import { call } from '../companies/test-support'
import { createTestApp } from '../../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']
let app: App

beforeAll(async () => {
  app = (await createTestApp()).app
})

/**
 * The data rows the figures must equal, copied from the BLS files in ../shared/data. When that folder is
 * there, the test also checks the rows are in it verbatim, so a regenerated data file is traced to its CSV.
 */
const SHARED = join(import.meta.dirname, '../../../../shared/data')
const NATIONAL_2025_ROW =
  '99,U.S.,1,US,000000,Cross-industry,cross-industry,1235,15-1252,Software Developers,detailed,1687890,0.6,,,,,71.20,148100,0.4,39.64,50.58,65.38,82.68,103.21,82460,105210,135980,171980,214670,,'
const NATIONAL_2023_ROW =
  '99,U.S.,1,US,000000,Cross-industry,cross-industry,1235,15-1252,Software Developers,detailed,1656880,0.7,,,,,66.40,138110,0.4,37.03,48.65,63.59,80.55,100.30,77020,101200,132270,167540,208620,,'
const STATE_ROW = 'California,CA,15-1252,Software Developers,83.55,173780'

const analyze = (body: unknown) => call(app, 'POST', '/api/SalaryAnalyzer/analyze', null, body)

describe('POST /api/SalaryAnalyzer/analyze', () => {
  it('answers the BLS row of the occupation the title matches, with the state adjustment and sources', async () => {
    const res = await analyze({
      jobTitle: 'Senior Software Engineer',
      location: 'San Jose, CA',
      experienceYears: 5,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const data = v.parse(SalaryAnalysisSchema, res.body.data)

    const row = NATIONAL_2025_ROW.split(',')
    expect(data.occupation).toMatchObject({ socCode: row[8], title: row[9], onetCode: '15-1252.00' })
    expect(data.occupation.matchedTitle).toBe('Software Engineer')
    expect(data.medianSalary).toBe(Number(row[27]))
    expect(data.meanSalary).toBe(Number(row[18]))
    expect(data.hourlyMedian).toBe(Number(row[22]))
    expect(data.percentiles).toEqual({
      p10: Number(row[25]),
      p25: Number(row[26]),
      p50: Number(row[27]),
      p75: Number(row[28]),
      p90: Number(row[29]),
    })
    expect(data.source.national).toEqual({ dataset: expect.any(String), year: 2025, socCode: '15-1252' })

    const stateMean = Number(STATE_ROW.split(',')[5])
    const nationalMean = Number(NATIONAL_2023_ROW.split(',')[18])
    expect(data.locationAdjustment).toMatchObject({
      state: { code: 'CA', name: 'California' },
      basis: 'occupation',
      stateMean,
      nationalMean,
      year: 2023,
      factor: Math.round((stateMean / nationalMean) * 1000) / 1000,
    })
    expect(data.locationAdjustment.adjustedMedian).toBe(
      Math.round((Number(row[27]) * data.locationAdjustment.factor!) / 10) * 10,
    )
    // Five years sit at the median by the stated rule.
    expect(data.experience).toMatchObject({ experienceYears: 5, percentile: 50, estimate: Number(row[27]) })
    expect(data.source.credits).toEqual([SALARY_CREDITS.national, SALARY_CREDITS.state, SALARY_CREDITS.onet])
    expect(data.engine).toBe('built-in')
  })

  it('the rows above are the rows of the shared BLS files', () => {
    if (!existsSync(SHARED)) return
    const lines = (file: string) => readFileSync(join(SHARED, file), 'utf8').split('\n')
    expect(lines('oews-national-2025.csv')).toContain(NATIONAL_2025_ROW)
    expect(lines('oews-national-2023.csv')).toContain(NATIONAL_2023_ROW)
    expect(lines('oews-state-2023-mean-wages.csv')).toContain(STATE_ROW)
  })

  it('compares with the occupation’s groups and says the data has no industry split', async () => {
    const res = await analyze({
      jobTitle: 'Registered Nurse',
      location: '',
      experienceYears: 0,
      industry: 'Healthcare',
    })
    const data = v.parse(SalaryAnalysisSchema, res.body.data)
    expect(data.occupation.socCode).toBe('29-1141')
    expect(data.locationAdjustment.state).toBeNull()
    expect(data.locationAdjustment.factor).toBeNull()
    expect(data.industryComparison.industry).toBe('Healthcare')
    expect(data.industryComparison.note).toContain('Healthcare alone is not in the data')
    const all = data.industryComparison.comparisons.find((c) => c.socCode === '00-0000')!
    expect(all.medianSalary).toBe(50980)
    expect(all.difference).toBe(data.medianSalary - 50980)
    expect(data.experience.percentile).toBe(10)
  })

  it('reads the state from a name or a code, and says when it finds none', async () => {
    const byName = v.parse(
      SalaryAnalysisSchema,
      (await analyze({ jobTitle: 'Accountant', location: 'Columbus, Ohio' })).body.data,
    )
    expect(byName.locationAdjustment.state?.code).toBe('OH')
    const none = v.parse(
      SalaryAnalysisSchema,
      (await analyze({ jobTitle: 'Accountant', location: 'Atlantis' })).body.data,
    )
    expect(none.locationAdjustment.state).toBeNull()
    expect(none.locationAdjustment.explanation).toContain('“Atlantis” names no U.S. state')
  })

  it('404s a title that matches no occupation, 400s malformed input', async () => {
    const unknown = await analyze({ jobTitle: 'qwzxv plorth' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.message).toContain('No occupation in the wage data matches “qwzxv plorth”')
    for (const body of [
      {},
      { jobTitle: '' },
      { jobTitle: 'Nurse', experienceYears: -1 },
      { jobTitle: 'Nurse', experienceYears: 2.5 },
      { jobTitle: 'Nurse', location: 5 },
      { jobTitle: 'x'.repeat(121) },
      { jobTitle: 'Nurse', extra: true },
    ]) {
      const res = await analyze(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_ERROR')
    }
  })
})

describe('POST /api/SalaryAnalyzer/negotiation-tips', () => {
  const tips = (body: unknown) => call(app, 'POST', '/api/SalaryAnalyzer/negotiation-tips', null, body)

  it('argues from the gap between the offer and the market rate', async () => {
    const res = await tips({ currentOffer: 120000, marketRate: 135980, experienceYears: 12 })
    expect(res.status).toBe(200)
    const data = v.parse(NegotiationTipsSchema, res.body.data)
    expect(data.gap).toEqual({ amount: -15980, percent: -11.8, position: 'below' })
    // max(market, offer × 1.05) × 1.03 for 10+ years, to the nearest $1,000.
    expect(data.counterOffer.amount).toBe(140000)
    expect(data.strategies[0]!.reason).toContain('$15,980 (11.8 %) below the market rate of $135,980')
    expect(data.strategies.map((s) => s.title)).toContain('Price in your experience')
    expect(data.talkingPoints.length).toBeGreaterThan(2)
    expect(data.alternativeCompensation[0]!.detail).toContain('$16,000')
    expect(data.engine).toBe('built-in')
  })

  it('an offer above market negotiates the extras', async () => {
    const data = v.parse(
      NegotiationTipsSchema,
      (await tips({ currentOffer: 150000, marketRate: 130000 })).body.data,
    )
    expect(data.gap.position).toBe('above')
    expect(data.strategies[0]!.title).toBe('Secure the offer, negotiate the extras')
  })

  it('400s malformed input', async () => {
    for (const body of [
      {},
      { currentOffer: 0, marketRate: 1 },
      { currentOffer: '1', marketRate: 1 },
      { currentOffer: 1, marketRate: 2e7 },
    ]) {
      const res = await tips(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
  })
})
