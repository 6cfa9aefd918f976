import { describe, expect, it } from 'vitest'
import { makeJob } from '@/entities/job/saves/test-jobs'
import {
  addressOf,
  buildJobPostingJsonLd,
  descriptionHtml,
  googleEmploymentTypes,
} from './job-posting-json-ld'

const origin = 'https://reelhire.test'

describe('buildJobPostingJsonLd', () => {
  it('has the required and recommended fields of a full job', () => {
    const job = makeJob({ id: 'j1', companyLogo: '/files/logo.png' })
    expect(buildJobPostingJsonLd(job, { origin })).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Engineer j1',
      description:
        '<p>Build things.</p><p>With people.</p><h3>Responsibilities</h3><ul><li>Ship features</li></ul>' +
        '<h3>Requirements</h3><ul><li>3 years of React</li></ul>',
      identifier: { '@type': 'PropertyValue', name: 'ReelHire', value: 'j1' },
      url: 'https://reelhire.test/jobs/j1',
      datePosted: '2026-03-01T10:00:00.000Z',
      validThrough: '2026-12-31T23:59:59.999Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme',
        sameAs: 'https://reelhire.test/companies/c1',
        logo: 'https://reelhire.test/files/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'Germany' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 70000, maxValue: 90000, unitText: 'YEAR' },
      },
      skills: 'React, TypeScript, SQL, AWS',
      directApply: true,
    })
  })

  it('marks a remote job as telecommute, with the country applicants must be in', () => {
    const data = buildJobPostingJsonLd(makeJob({ isRemote: true, location: 'Lisbon, Portugal' }), { origin })
    expect(data.jobLocationType).toBe('TELECOMMUTE')
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Portugal' })
    const anywhere = buildJobPostingJsonLd(makeJob({ isRemote: true, location: null }), { origin })
    expect(anywhere.jobLocationType).toBe('TELECOMMUTE')
    expect(anywhere).not.toHaveProperty('applicantLocationRequirements')
    expect(anywhere).not.toHaveProperty('jobLocation')
  })

  it('uses USD by default, one value for an open range, and the period as unitText', () => {
    const hourly = buildJobPostingJsonLd(
      makeJob({ salaryMin: 30, salaryMax: null, currency: null, salaryPeriod: 'hourly' }),
      { origin },
    )
    expect(hourly.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 30, unitText: 'HOUR' },
    })
  })

  it('leaves out what the job does not have', () => {
    const bare = buildJobPostingJsonLd(
      makeJob({
        salaryMin: null,
        salaryMax: null,
        expiryDate: null,
        postedDate: null,
        employmentTypes: [],
        employmentType: null,
        skills: [],
        location: null,
      }),
      { origin },
    )
    for (const key of ['baseSalary', 'validThrough', 'employmentType', 'skills', 'jobLocation']) {
      expect(bare).not.toHaveProperty(key)
    }
    expect(bare.datePosted).toBe('2026-02-28T10:00:00.000Z')
    expect(bare.hiringOrganization).not.toHaveProperty('logo')
  })
})

describe('parts', () => {
  it('maps employment types to Google values, several as a list', () => {
    expect(
      googleEmploymentTypes({
        employmentTypes: ['PartTime', 'Freelance', 'Contractor'],
        employmentType: null,
      }),
    ).toEqual(['PART_TIME', 'CONTRACTOR'])
    expect(googleEmploymentTypes({ employmentTypes: [], employmentType: 'internship' })).toEqual(['INTERN'])
    expect(
      buildJobPostingJsonLd(makeJob({ employmentTypes: ['Temporary', 'Internship'] }), { origin })
        .employmentType,
    ).toEqual(['TEMPORARY', 'INTERN'])
  })

  it('reads addresses from free text', () => {
    expect(addressOf('Austin, tx')).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Austin',
      addressRegion: 'TX',
      addressCountry: 'US',
    })
    expect(addressOf('Toronto, ON, Canada')).toMatchObject({ addressRegion: 'ON', addressCountry: 'Canada' })
    expect(addressOf('Remote')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Remote' })
    expect(addressOf('  ')).toBeNull()
  })

  it('escapes HTML in the description and keeps line breaks', () => {
    expect(
      descriptionHtml({ description: 'A <b>bold</b>\nline & more', responsibilities: [], requirements: [] }),
    ).toBe('<p>A &lt;b&gt;bold&lt;/b&gt;<br>line &amp; more</p>')
  })
})
