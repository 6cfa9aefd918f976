import { describe, expect, it } from 'vitest'
import { makeProfile } from '@/entities/company/follows/test-companies'
import { buildCompanyJsonLd } from './company-json-ld'

const origin = 'https://reelhire.test'

describe('buildCompanyJsonLd', () => {
  it('describes the company as a schema.org Organization at its page’s canonical address', () => {
    const company = makeProfile({ logo: '/files/acme.png' })
    company.data.headquarters = { city: 'Austin', state: 'TX', country: 'USA', address: '1 Main St' }
    company.data.contact = { linkedin: 'https://linkedin.com/company/acme', twitter: '@acme' }
    expect(JSON.parse(JSON.stringify(buildCompanyJsonLd(company, { origin })))).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      '@id': 'https://reelhire.test/companies/acme',
      url: 'https://reelhire.test/companies/acme',
      name: 'Acme',
      logo: 'https://reelhire.test/files/acme.png',
      slogan: 'Rockets for everyone',
      description: 'Acme builds rockets.',
      foundingDate: '2015',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main St',
        addressLocality: 'Austin',
        addressRegion: 'TX',
        addressCountry: 'USA',
      },
      numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 1000 },
      // A handle is no address: only links go in.
      sameAs: ['https://acme.example.com', 'https://linkedin.com/company/acme'],
    })
  })

  it('leaves out what the company has not given', () => {
    const company = makeProfile({
      tagline: null,
      description: null,
      website: null,
      founded: null,
      size: 'Not specified',
    })
    expect(JSON.parse(JSON.stringify(buildCompanyJsonLd(company, { origin })))).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      '@id': 'https://reelhire.test/companies/acme',
      url: 'https://reelhire.test/companies/acme',
      name: 'Acme',
    })
  })

  it('gives a size range as its bounds', () => {
    const company = makeProfile({ size: '11-50' })
    expect(buildCompanyJsonLd(company, { origin }).numberOfEmployees).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 11,
      maxValue: 50,
    })
  })
})
