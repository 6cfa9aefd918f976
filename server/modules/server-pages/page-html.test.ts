import { describe, expect, it } from 'vitest'
import { serverPageHtml, type RenderedServerPage } from './page-html'

const TEMPLATE =
  '<html><head><title>ReelHire</title><meta name="description" content="default" />' +
  '<meta property="og:title" content="old" /></head><body><div id="root"></div></body></html>'

const rendered = (overrides: Partial<RenderedServerPage> = {}): RenderedServerPage => ({
  statusCode: 200,
  body: '<main>job</main>',
  head: '',
  title: 'Job · ReelHire',
  description: 'A job.',
  queryState: '{"queries":[]}',
  ...overrides,
})

describe('serverPageHtml', () => {
  it('replaces the template’s title, description and Open Graph tags instead of adding second ones', () => {
    const html = serverPageHtml(TEMPLATE, rendered(), 'https://reelhire.example/jobs/1')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html.match(/name="description"/g)).toHaveLength(1)
    expect(html.match(/property="og:title"/g)).toHaveLength(1)
    expect(html).not.toContain('default')
    expect(html).toContain('<div id="root"><main>job</main></div>')
  })

  it('escapes text for attributes and keeps `$` sequences of a job’s text as they are', () => {
    const html = serverPageHtml(
      TEMPLATE,
      rendered({ title: 'C++ & "Rust" <dev> $& $1', description: "Pay $' and $`", body: '<p>$& costs</p>' }),
      'https://reelhire.example/jobs/1',
    )
    expect(html).toContain('<title>C++ &amp; &quot;Rust&quot; &lt;dev&gt; $&amp; $1</title>')
    expect(html).toContain('content="Pay $\' and $`"')
    expect(html).toContain('<p>$& costs</p>')
  })

  it('keeps the query state from ending its script element', () => {
    const html = serverPageHtml(
      TEMPLATE,
      rendered({ queryState: '{"t":"</script><script>alert(1)</script>"}' }),
      'x',
    )
    const script = /<script type="application\/json" id="server-query-state">([^]*?)<\/script>/.exec(html)
    expect(JSON.parse(script?.[1] ?? '')).toEqual({ t: '</script><script>alert(1)</script>' })
  })

  it('refuses a template without an empty root to fill', () => {
    expect(() => serverPageHtml('<html><head></head><body></body></html>', rendered(), 'x')).toThrow(/root/)
  })
})
