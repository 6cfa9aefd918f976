import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app'

/** A build with both client-route pages: the app shell (with its frame) and the bare page template. */
const dist = mkdtempSync(join(tmpdir(), 'reelhire-dist-embed-'))
mkdirSync(join(dist, 'ssr'))
writeFileSync(join(dist, 'index.html'), '<html><body><div id="root"></div></body></html>')
writeFileSync(
  join(dist, 'app-shell.html'),
  '<html data-app-shell><body><div id="root"><header>Top bar</header></div></body></html>',
)
writeFileSync(
  join(dist, 'ssr', 'page-template.html'),
  '<html data-prerendered><body><div id="root"></div></body></html>',
)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const frameAncestors = (res: Response) =>
  /frame-ancestors ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]

describe('the embeddable resume page', () => {
  it.each(['/embedded-resume/ana-silva', '/embedded/resume/ana-silva', '/embedded/resumes/0c5f7a3e-1'])(
    '%s may be framed by any site, is not indexed and has no app frame',
    async (path) => {
      const { app } = await createTestApp({ env: { DIST_DIR: dist } })
      const res = await app.request(path)
      expect(res.status).toBe(200)
      expect(frameAncestors(res)).toBe('*')
      expect(res.headers.get('x-frame-options')).toBeNull()
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      const html = await res.text()
      expect(html).toContain('<div id="root"></div>')
      expect(html).not.toContain('Top bar')
      // The rest of the secure headers stay.
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    },
  )

  it.each([
    '/',
    '/resumes/ana-silva',
    '/resumes',
    '/embedded-resume/ana-silva/more',
    '/embedded/resumes',
    '/embedded-resume-evil/ana-silva',
    '/api/Resume/embedded/ana-silva',
  ])('%s still refuses every frame', async (path) => {
    const { app } = await createTestApp({ env: { DIST_DIR: dist } })
    const res = await app.request(path)
    expect(frameAncestors(res)).toBe("'none'")
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('x-robots-tag')).toBeNull()
  })

  it('a normal client route keeps the app shell', async () => {
    const { app } = await createTestApp({ env: { DIST_DIR: dist } })
    expect(await (await app.request('/resumes/ana-silva')).text()).toContain('Top bar')
  })

  it('a build without the page template still answers with the shell, framable', async () => {
    const shellOnly = mkdtempSync(join(tmpdir(), 'reelhire-dist-shell-only-'))
    try {
      writeFileSync(join(shellOnly, 'app-shell.html'), '<html data-app-shell><body>Shell</body></html>')
      const { app } = await createTestApp({ env: { DIST_DIR: shellOnly } })
      const res = await app.request('/embedded-resume/ana-silva')
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('Shell')
      expect(frameAncestors(res)).toBe('*')
    } finally {
      rmSync(shellOnly, { recursive: true, force: true })
    }
  })
})
