import { describe, expect, it } from 'vitest'
import { jobImportFixture } from '../../test/job-import-files'
import { decodeEntities, htmlToText, jsonLdBlocks, tokenizeHtml } from './html'
import { draftFromHtml } from './job-import'
import { findJobPosting } from './job-posting'

const ldPage = (json: unknown) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(json)}</script></head><body><p>Body text</p></body></html>`

describe('draftFromHtml with schema.org JobPosting JSON-LD', () => {
  it('reads the fixture: posting nested in @graph → WebPage.mainEntity, escaped HTML description', () => {
    const draft = draftFromHtml(jobImportFixture('posting-json-ld.html').toString('utf8'))
    expect(draft).toEqual({
      title: 'Data Engineer',
      description:
        'Fjord Analytics helps retailers forecast demand.\n\nResponsibilities\n\n- Build batch pipelines in Airflow\n- Model data in dbt',
      // Not in the JSON-LD fields: taken from the description's own heading.
      responsibilities: ['Build batch pipelines in Airflow', 'Model data in dbt'],
      requirements: ['3+ years with Python and SQL', 'Experience with a cloud data warehouse'],
      skills: ['Python', 'SQL', 'Airflow', 'dbt'],
      location: 'Oslo, Norway',
      employmentType: 'FullTime',
      workSetting: 'Remote',
      salary: { min: 700_000, max: 850_000, currency: 'NOK', period: 'yearly' },
    })
  })

  it('finds a posting in a top-level array, with @type as a list or a full IRI', () => {
    const page = ldPage([
      { '@type': 'BreadcrumbList' },
      {
        '@type': ['Thing', 'http://schema.org/JobPosting'],
        title: 'Welder',
        description: 'Weld things.',
        employmentType: 'Part-time',
        responsibilities: ['Weld frames', 'Inspect seams'],
        skills: 'TIG welding, MIG welding',
        jobLocation: [
          { '@type': 'Place', address: 'Gdańsk, Poland' },
          { '@type': 'Place', address: { addressLocality: 'Gdynia', addressCountry: 'PL' } },
        ],
        baseSalary: { '@type': 'MonetaryAmount', currency: 'pln', value: 45, unitText: 'HOUR' },
      },
    ])
    expect(draftFromHtml(page)).toMatchObject({
      title: 'Welder',
      description: 'Weld things.',
      employmentType: 'PartTime',
      responsibilities: ['Weld frames', 'Inspect seams'],
      skills: ['TIG welding', 'MIG welding'],
      location: 'Gdańsk, Poland; Gdynia, PL',
      workSetting: null,
      salary: { min: 45, max: 45, currency: 'PLN', period: 'hourly' },
    })
  })

  it('maps the schema.org employment types and leaves unknown ones out', () => {
    const type = (employmentType: unknown) =>
      draftFromHtml(ldPage({ '@type': 'JobPosting', title: 'X', description: 'Y', employmentType }))
        .employmentType
    expect(type('CONTRACTOR')).toBe('Contractor')
    expect(type('TEMPORARY')).toBe('Temporary')
    expect(type(['VOLUNTEER', 'INTERN'])).toBe('Internship')
    expect(type('OTHER')).toBeNull()
  })

  it('skips broken JSON-LD and JSON-LD without a posting, falling back to the text', () => {
    const page =
      '<script type="application/ld+json">{ not json</script>' +
      '<script type="application/ld+json">{"@type":"Organization","name":"Acme"}</script>' +
      '<body><h1>Baker</h1><p>Location: Leeds</p></body>'
    expect(draftFromHtml(page)).toMatchObject({ title: 'Baker', location: 'Leeds' })
  })
})

describe('draftFromHtml without JSON-LD', () => {
  it('reads the main content of the fixture, not scripts, navigation, forms or the footer', () => {
    const draft = draftFromHtml(jobImportFixture('posting-plain.html').toString('utf8'))
    expect(draft).toEqual({
      title: 'Shift Supervisor',
      description:
        'Harbor Coffee roasts and serves coffee in six neighbourhood cafés. This is an on-site role.',
      responsibilities: ['Open and close the café', 'Train new baristas & keep the line moving'],
      requirements: ['1+ year of café or retail experience', 'Food handler card'],
      skills: [],
      location: 'Portland, OR',
      employmentType: 'PartTime',
      workSetting: 'Onsite',
      salary: { min: 18, max: 18, currency: 'USD', period: 'hourly' },
    })
  })

  it('uses the <h1> or the <title> when the content has no title line', () => {
    expect(
      draftFromHtml(
        '<title>Tiler | Jobs</title><body><p>Lay tiles in homes across the city, with your own van.</p></body>',
      ).title,
    ).toBe('Tiler | Jobs')
  })
})

describe('html reader', () => {
  it('prefers <main>, then the longest <article>, then <body>', () => {
    expect(htmlToText('<body><p>chrome</p><main><p>content</p></main></body>')).toBe('content')
    expect(htmlToText('<body><article>short</article><article>the longer one</article></body>')).toBe(
      'the longer one',
    )
    expect(htmlToText('<head><title>t</title></head><body><p>a</p><p>b</p></body>')).toBe('a\n\nb')
  })

  it('survives unclosed and hostile markup in one pass', () => {
    expect(htmlToText('<p>ok<script>never closed <p>hidden')).toBe('ok')
    expect(htmlToText('<p title="a>b">x</p><!-- <p>comment</p> --><p>y')).toBe('x\n\ny')
    expect(htmlToText('<nav><nav>a</nav>b</nav><p>c</p>')).toBe('c')
    const big = '<div>'.repeat(50_000) + '<script>' + 'x'.repeat(100_000)
    const started = performance.now()
    htmlToText(big)
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('decodes entities, and reads JSON-LD from script blocks of that type only', () => {
    expect(decodeEntities('&lt;b&gt; &amp;amp; &#233; &#xE9; &eacute; &bogus; &#0;')).toBe(
      '<b> &amp; é é é &bogus; \uFFFD',
    )
    const tokens = tokenizeHtml(
      '<script type="application/ld+json; charset=utf-8"><!--{"a":1}--></script><script type="text/javascript">{"b":2}</script><script type=application/ld+json>[{"c":3}]</script>',
    )
    expect(jsonLdBlocks(tokens)).toEqual([{ a: 1 }, [{ c: 3 }]])
    expect(findJobPosting([{ '@graph': [{ '@type': 'JobPosting', title: 'Z' }] }])).toEqual({
      '@type': 'JobPosting',
      title: 'Z',
    })
  })
})
