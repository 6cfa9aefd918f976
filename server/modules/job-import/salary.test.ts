import { describe, expect, it } from 'vitest'
import { parseSalary } from './salary'

describe('parseSalary', () => {
  it.each([
    ['$120,000 - $150,000 per year', { min: 120_000, max: 150_000, currency: 'USD', period: 'yearly' }],
    ['£40k–£50k', { min: 40_000, max: 50_000, currency: 'GBP', period: null }],
    ['USD 50/hour', { min: 50, max: 50, currency: 'USD', period: 'hourly' }],
    ['€45.000 – €55.000 brutto', { min: 45_000, max: 55_000, currency: 'EUR', period: null }],
    ['40-50k GBP per annum', { min: 40_000, max: 50_000, currency: 'GBP', period: 'yearly' }],
    ['Up to $80,000 a year', { min: null, max: 80_000, currency: 'USD', period: 'yearly' }],
    ['From CA$65,000 annually', { min: 65_000, max: null, currency: 'CAD', period: 'yearly' }],
    ['between 3 000 and 3 500 EUR monthly', { min: 3_000, max: 3_500, currency: 'EUR', period: 'monthly' }],
    ['A$90 to A$110 per day', { min: 90, max: 110, currency: 'AUD', period: 'daily' }],
    ['₹12,00,000 p.a.', { min: 1_200_000, max: 1_200_000, currency: 'INR', period: 'yearly' }],
    ['$1.2M - $1.5M', { min: 1_200_000, max: 1_500_000, currency: 'USD', period: null }],
    ['Annual base salary: $95k–$110k', { min: 95_000, max: 110_000, currency: 'USD', period: 'yearly' }],
  ])('%s', (line, expected) => {
    expect(parseSalary(line, false)).toEqual(expected)
  })

  it('needs a currency unless the line is labelled, and never counts years or percents', () => {
    expect(parseSalary('5-7 years of experience', false)).toBeNull()
    expect(parseSalary('Grow revenue 20-30 percent', false)).toBeNull()
    expect(parseSalary('50,000 - 60,000 per year', true)).toEqual({
      min: 50_000,
      max: 60_000,
      currency: null,
      period: 'yearly',
    })
    expect(parseSalary('5+ years', true)).toBeNull()
    expect(parseSalary('Competitive', true)).toBeNull()
  })
})
