import { describe, expect, it } from 'vitest'
import type { Resume } from '@/api/resumes/resume-record'
import { buildResumeJsonLd } from './resume-json-ld'

const resume = (content: Resume['resume'], fields: Partial<Resume> = {}) =>
  ({
    id: '0b7f0a5e-0000-4000-8000-000000000001',
    slug: 'ana-backend',
    name: 'Backend CV',
    description: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-02-03T00:00:00.000Z',
    resume: content,
    ...fields,
  }) as Resume

describe('buildResumeJsonLd', () => {
  it('describes the person from the resume, with no e-mail address or phone number', () => {
    const data = buildResumeJsonLd(
      resume({
        basics: {
          name: 'Ana Silva',
          label: 'Backend Engineer',
          email: 'ana@example.com',
          phone: '+351 912 345 678',
          summary: 'Builds reliable services.',
          url: 'https://ana.dev',
          location: { city: 'Lisbon', countryCode: 'PT' },
          profiles: [
            { network: 'GitHub', url: 'https://github.com/ana' },
            { network: 'x', url: 'javascript:1' },
          ],
        },
        work: [
          { name: 'Old Co', position: 'Dev', startDate: '2015-01', endDate: '2019-12' },
          { name: 'Acme', position: 'Engineer', startDate: '2020-01' },
        ],
        education: [{ institution: 'Lisbon University' }],
        skills: [{ name: 'TypeScript' }, { name: ' ' }],
      }),
      { origin: 'https://reelhire.example' },
    )
    expect(data).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'ProfilePage',
      '@id': 'https://reelhire.example/resumes/ana-backend',
      url: 'https://reelhire.example/resumes/ana-backend',
      name: 'Backend CV',
      description: undefined,
      dateCreated: '2026-01-02T00:00:00.000Z',
      dateModified: '2026-02-03T00:00:00.000Z',
      mainEntity: {
        '@type': 'Person',
        '@id': 'https://reelhire.example/resumes/ana-backend#person',
        name: 'Ana Silva',
        image: undefined,
        jobTitle: 'Backend Engineer',
        description: 'Builds reliable services.',
        homeLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Lisbon',
            addressRegion: undefined,
            addressCountry: 'PT',
          },
        },
        worksFor: { '@type': 'Organization', name: 'Acme' },
        alumniOf: [{ '@type': 'EducationalOrganization', name: 'Lisbon University' }],
        knowsAbout: ['TypeScript'],
        sameAs: ['https://ana.dev', 'https://github.com/ana'],
      },
    })
    const text = JSON.stringify(data)
    expect(text).not.toContain('ana@example.com')
    expect(text).not.toContain('912')
  })

  it('falls back to the resume’s name and leaves out what the resume does not give', () => {
    const data = buildResumeJsonLd(resume({}, { slug: '' }), { origin: 'https://reelhire.example' })
    expect(data.url).toBe('https://reelhire.example/resumes/0b7f0a5e-0000-4000-8000-000000000001')
    expect(JSON.parse(JSON.stringify(data.mainEntity))).toEqual({
      '@type': 'Person',
      '@id': `${data.url}#person`,
      name: 'Backend CV',
    })
  })
})
