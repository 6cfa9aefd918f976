import { describe, expect, it } from 'vitest'
import { composeSnapshotPage } from './compose'

const SHELL =
  '<!doctype html><html data-prerendered data-app-shell lang="en"><head><title>ReelHire</title></head>' +
  '<body><div id="root"><header>Top</header><main id="main-content" tabindex="-1" class="css-1"><div aria-busy="true">Loading…</div></main><footer>F</footer></div></body></html>'

const snapshot = {
  html: '<h1 class="css-a">Jobs</h1><a href="/jobs/1">Nurse $50 &amp; more</a>',
  css: '.css-a{color:red}',
  title: 'Jobs — ReelHire',
  savedAt: 0,
}

describe('composeSnapshotPage', () => {
  it('puts the last view in the shell’s main, as a template before the placeholder, with its CSS and title', () => {
    const page = composeSnapshotPage(SHELL, snapshot)
    expect(page).toMatch(
      /<main id="main-content" tabindex="-1" class="css-1" inert><template data-snapshot><style data-snapshot>[^<]*\.css-a\{color:red\}<\/style><h1 class="css-a">Jobs<\/h1><a href="\/jobs\/1">Nurse \$50 &amp; more<\/a><\/template><div aria-busy="true">Loading…<\/div><\/main>/,
    )
    expect(page).toContain('<header>Top</header>')
    expect(page).toContain('<footer>F</footer>')
    expect(page).toContain('<body><div id="root">')
    expect(page).toContain('<title>Jobs — ReelHire</title>')
    expect(page).toMatch(/^<!doctype html><html data-snapshot data-prerendered data-app-shell/)
  })

  it('keeps a stored title and CSS from breaking out of their elements', () => {
    const page = composeSnapshotPage(SHELL, {
      ...snapshot,
      title: '</title><script>alert(1)</script>',
      css: '.x{content:"</style><script>alert(1)</script>"}',
    })
    expect(page).not.toContain('<script>alert(1)</script>')
    expect(page).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>')
  })

  it('leaves a page without a main area as it is', () => {
    const plain = '<html><head><title>x</title></head><body><div id="root"></div></body></html>'
    expect(composeSnapshotPage(plain, snapshot)).toBe(plain)
  })
})
