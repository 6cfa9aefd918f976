import { describe, expect, it } from 'vitest'
import type { JsonResume } from '@/api/resumes/json-resume'
import { RESUME_TEMPLATE_NAMES } from '@/entities/resume/templates/resume-template-names'
import { NAME_ONLY_RESUME, SAMPLE_RESUME } from '@/entities/resume/templates/sample-resume.fixture'
import { fontsUsed, indexesInOrder, pdfText } from './pdf-test-support'
import { renderResumePdf } from './render-resume-pdf'

const SECTION_HEADINGS = [
  'EXPERIENCE',
  'EDUCATION',
  'SKILLS',
  'PROJECTS',
  'VOLUNTEERING',
  'AWARDS',
  'CERTIFICATES',
  'PUBLICATIONS',
  'LANGUAGES',
  'INTERESTS',
  'REFERENCES',
]

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-'

describe.each(RESUME_TEMPLATE_NAMES)('the %s template', (template) => {
  it('prints the whole resume as extractable text in reading order, over two or more pages', async () => {
    const pdf = await renderResumePdf(SAMPLE_RESUME, { template })
    expect(isPdf(pdf)).toBe(true)
    const { pages, text } = await pdfText(pdf)
    expect(pages).toBeGreaterThanOrEqual(2)

    // The name comes first, then the headline, the contacts, the summary, then every section in order.
    expect(text.startsWith('José Müller-Øberg')).toBe(true)
    indexesInOrder(text, [
      'José Müller-Øberg',
      'Senior Backend Engineer',
      'Torstraße 12, 10119 Berlin, Berlin, DE',
      'jose.muller@example.com',
      '+49 30 1234 5678',
      'LinkedIn: jose-muller-oberg',
      'GitHub: jmo',
      'Backend engineer with nine years of experience',
    ])
    indexesInOrder(text.toUpperCase(), SECTION_HEADINGS)

    // Each work entry: position, company, dates, then its highlights, entry after entry.
    indexesInOrder(text, [
      'Senior Backend Engineer',
      'Nordlicht Payments GmbH',
      'Mar 2021 – Present',
      'Redesigned the settlement pipeline',
      'Moved the ledger from MySQL to PostgreSQL',
      'Mentored four engineers to senior level',
      'Software Engineer',
      'Fjordline Logistics AS',
      'Aug 2017 – Feb 2021',
      'Wrote the shipment-tracking service in Go',
      'Junior Developer',
      'Café Solutions SARL',
      'Sep 2015 – Jul 2017',
      'Automated the monthly VAT reports',
    ])
    // The other sections' content, in order, with the accented names intact.
    indexesInOrder(text, [
      'Master of Science, Computer Science',
      'Technische Universität München',
      'Oct 2013 – Aug 2015',
      'Grade: 1.3 (very good)',
      'Courses: Distributed Systems, Database Implementation, Cryptography',
      'Université Lyon 1 Claude Bernard',
      'Backend (Expert): Go, TypeScript, Node.js, gRPC, REST',
      'pgoutbox',
      'Author, Maintainer · library',
      'May 2019 – Present',
      'Exactly-once delivery verified',
      'Keywords: Go, PostgreSQL, Open source',
      'Mentor',
      'Code Club Berlin',
      'Engineering Excellence Award',
      'Jun 2023',
      'Certified Kubernetes Administrator',
      'The Linux Foundation',
      'Idempotency keys in payment APIs',
      'Apr 2022',
      'German (Native speaker)',
      'Norwegian (Conversational)',
      'Cycling: Audax, bike packing',
      'Zoë Hartmann',
      'Łukasz Nowak',
      'François Dubois',
    ])
  })

  it('embeds its fonts and draws no text in a standard PDF font', async () => {
    const fonts = fontsUsed(await renderResumePdf(SAMPLE_RESUME, { template }))
    expect(fonts.length).toBeGreaterThan(0)
    expect(fonts.filter((f) => f.standard || !f.embedded)).toEqual([])
    expect(fonts.every((f) => /Source(Serif4|Sans3)/.test(f.baseFont))).toBe(true)
  })

  it('renders a resume with only a name as one valid page', async () => {
    const pdf = await renderResumePdf(NAME_ONLY_RESUME, { template })
    expect(isPdf(pdf)).toBe(true)
    expect(await pdfText(pdf)).toEqual({ pages: 1, text: 'Zoë Łukasz' })
    expect(fontsUsed(pdf).every((f) => f.embedded && !f.standard)).toBe(true)
  })

  it('never throws on an empty or odd resume', async () => {
    const longWord = 'x'.repeat(400)
    const odd = {
      basics: {
        name: '  Zoë 🎉 Łukasz  ',
        label: '',
        email: 'not an email',
        url: 'javascript:alert(1)',
        summary: `\n\n${longWord}\n\nNguyễn Văn An · Ελένη · Дмитрий 👩‍💻`,
        location: { city: '' },
        profiles: [{}, { network: 'Mastodon' }, { url: 'https://example.social/@z' }],
      },
      work: [{}, { position: '   ', highlights: ['', '   '] }, { name: 'Only a company', startDate: '2020' }],
      education: [{ courses: [] }],
      skills: [{ keywords: ['solo keyword'] }, { name: '' }],
      languages: [{ fluency: 'Fluent' }],
      interests: [],
      references: [{ reference: longWord }],
      projects: [{ highlights: [longWord], url: longWord }],
    } as unknown as JsonResume
    for (const resume of [
      odd,
      {} as JsonResume,
      { basics: {} } as JsonResume,
      { work: 'nope' } as unknown as JsonResume,
    ]) {
      const pdf = await renderResumePdf(resume, { template })
      expect(isPdf(pdf)).toBe(true)
    }
    const { text } = await pdfText(await renderResumePdf(odd, { template }))
    // Pictographs are dropped rather than printed as boxes; other scripts print as written.
    expect(text.startsWith('Zoë Łukasz')).toBe(true)
    indexesInOrder(text, [
      'Nguyễn Văn An · Ελένη · Дмитрий',
      'Only a company',
      '2020 – Present',
      'solo keyword',
    ])
    // No missing glyph (a NUL or a replacement character) where a character was.
    expect(text).not.toContain('\u0000')
    expect(text).not.toContain('\uFFFD')
    expect(text.replace(/[\s-]/g, '')).toContain(longWord)
    expect(fontsUsed(await renderResumePdf({}, { template })).length).toBe(0)
  })
})

describe('renderResumePdf', () => {
  it('uses the default template (classic) for a missing or unknown name', async () => {
    const classic = (await pdfText(await renderResumePdf(SAMPLE_RESUME, { template: 'classic' }))).text
    expect((await pdfText(await renderResumePdf(SAMPLE_RESUME, { template: 'nope' }))).text).toBe(classic)
    expect((await pdfText(await renderResumePdf(SAMPLE_RESUME, {}))).text).toBe(classic)
  })

  it('prints no link that is not a web or mail address', async () => {
    const pdf = await renderResumePdf(
      {
        basics: {
          name: 'Zoë',
          url: 'javascript:alert(1)',
          profiles: [{ network: 'X', url: 'file:///etc/passwd' }],
        },
      },
      { template: 'classic' },
    )
    const source = Buffer.from(pdf).toString('latin1')
    expect(source).not.toContain('javascript:')
    expect(source).not.toContain('file:///')
  })
})
