import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { JsonResumeSchema } from '@/api/resumes/json-resume'
import { RESUME_PARSE_CONFIDENCE } from '@/api/resumes/resume-parse'
import { isEmptyParse, parseResume } from './parse-resume'
import { PLAIN_TEXT_RESUME } from './plain-text-resume.fixture'
import { findDates, resumeDate } from './resume-dates'
import { parseLocation } from './resume-location'

describe('parseResume (plain text)', () => {
  const parsed = parseResume(PLAIN_TEXT_RESUME)
  const { resume } = parsed

  it('reads the header: name, headline, contacts, profile, site and location', () => {
    expect(resume.basics).toMatchObject({
      name: 'Maya Rodriguez',
      label: 'Product Designer',
      email: 'maya.rodriguez@example.com',
      phone: '(512) 555-0142',
      url: 'https://mayarodriguez.design',
      location: { city: 'Austin', region: 'TX' },
      profiles: [
        { network: 'LinkedIn', username: 'mayarodriguez', url: 'https://linkedin.com/in/mayarodriguez' },
      ],
    })
    expect(resume.basics?.summary).toBe(
      'Product designer with six years of experience shaping mobile banking and health apps. I turn research into flows people finish.',
    )
  })

  it('reads work entries whatever the order of company, title and dates', () => {
    expect(resume.work).toEqual([
      {
        name: 'Lumen Health',
        position: 'Senior Product Designer',
        startDate: '2021-01',
        highlights: [
          'Led the redesign of the patient onboarding flow, lifting completion from 61% to 84%.',
          'Built and maintain the design system used by 5 product teams.',
        ],
      },
      {
        name: 'Brightbank',
        position: 'Product Designer',
        startDate: '2018-06',
        endDate: '2020-12',
        highlights: [
          'Designed the card controls feature used by 1.2M customers.',
          'Ran 40+ usability sessions and shared findings weekly.',
        ],
      },
    ])
  })

  it('reads education, skills, languages and certificates', () => {
    expect(resume.education).toEqual([
      {
        institution: 'University of Texas at Austin',
        studyType: 'Bachelor of Fine Arts',
        area: 'Design',
        startDate: '2014',
        endDate: '2018',
      },
    ])
    expect(resume.skills?.map((s) => s.name)).toEqual([
      'Figma',
      'Sketch',
      'Prototyping',
      'User research',
      'Accessibility',
    ])
    expect(resume.skills?.[4]).toEqual({ name: 'Accessibility', level: 'WCAG 2.2' })
    expect(resume.languages).toEqual([
      { language: 'English', fluency: 'Native' },
      { language: 'Spanish', fluency: 'Fluent' },
    ])
    expect(resume.certificates).toEqual([
      { name: 'Google UX Design Certificate', issuer: 'Coursera', date: '2019' },
    ])
  })

  it('reports the spec’s confidence, and rates pattern matches above guesses', () => {
    expect(parsed.confidence).toBe(RESUME_PARSE_CONFIDENCE)
    expect(RESUME_PARSE_CONFIDENCE).toBe(0.8)
    expect(parsed.fields['basics.email']).toBeGreaterThan(parsed.fields['basics.label']!)
    expect(parsed.fields.work).toBe(0.8)
    expect(parsed.fields['basics.name']).toBeGreaterThan(0.8)
    expect(Object.keys(parsed.fields)).not.toContain('projects')
  })

  it('always gives a resume the JSON Resume schema accepts, and the same one every time', () => {
    expect(v.safeParse(JsonResumeSchema, resume).success).toBe(true)
    expect(parseResume(PLAIN_TEXT_RESUME)).toEqual(parsed)
    const huge = parseResume(`Ana Silva\n\nSUMMARY\n${'word '.repeat(5000)}\nSKILLS\n${'x,'.repeat(300)}`)
    expect(v.safeParse(JsonResumeSchema, huge.resume).success).toBe(true)
  })

  it('finds nothing in text that is not a resume', () => {
    expect(isEmptyParse(parseResume('lorem ipsum dolor sit amet'))).toBe(true)
    expect(isEmptyParse(parsed)).toBe(false)
  })

  it('opens a section at a heading in capitals beside its content (two-column layouts)', () => {
    const { resume: r } = parseResume(
      'Ana Silva\nana@example.com\nEXPERIENCE Engineer, Acme 2020 – 2022\n• Shipped things.\nSKILLS Go, SQL',
    )
    expect(r.work).toEqual([
      {
        position: 'Engineer',
        name: 'Acme',
        startDate: '2020',
        endDate: '2022',
        highlights: ['Shipped things.'],
      },
    ])
    expect(r.skills).toEqual([{ name: 'Go' }, { name: 'SQL' }])
  })

  it('keeps "Experience with…" in a sentence out of the headings', () => {
    const { resume: r } = parseResume('Ana Silva\n\nSummary\nExperience with Kubernetes and Go.')
    expect(r.basics?.summary).toBe('Experience with Kubernetes and Go.')
    expect(r.work).toBeUndefined()
  })
})

describe('dates and places', () => {
  it('turns written dates into JSON Resume dates', () => {
    expect(['Mar 2021', 'March 2021', '03/2021', '2021-03', '2021'].map(resumeDate)).toEqual([
      '2021-03',
      '2021-03',
      '2021-03',
      '2021-03',
      '2021',
    ])
    expect(findDates('Engineer, Acme Sep 2015 – Present')).toEqual({
      startDate: '2015-09',
      text: 'Sep 2015 – Present',
    })
    expect(findDates('Call 0800')).toBeNull()
  })

  it('reads places, telling a US state from a country code', () => {
    expect(parseLocation('Dover, DE')).toEqual({ city: 'Dover', region: 'DE' })
    expect(parseLocation('Torstraße 12, 10119 Berlin, Berlin, DE')).toEqual({
      address: 'Torstraße 12',
      postalCode: '10119',
      city: 'Berlin',
      region: 'Berlin',
      countryCode: 'DE',
    })
    expect(parseLocation('Lisbon, Portugal')).toEqual({ city: 'Lisbon', countryCode: 'PT' })
    expect(parseLocation('Go, TypeScript')).toBeNull()
  })
})
