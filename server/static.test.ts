import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CACHE_IMMUTABLE } from './static'
import { createTestApp } from './test/test-app'

const dist = mkdtempSync(join(tmpdir(), 'reelhire-dist-'))
const INLINE_SCRIPT = "document.documentElement.dataset.theme='dark'"
const bigScript = `console.log(${JSON.stringify('hello '.repeat(500))})`

beforeAll(() => {
  mkdirSync(join(dist, 'assets'))
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`,
  )
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), bigScript)
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}')
  writeFileSync(join(dist, 'assets', 'big-def456.js'), bigScript)
  writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(bigScript))
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"ReelHire"}')
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n')
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dist, 'font.woff2'), 'wOF2')
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const appWithDist = () => createTestApp({ env: { DIST_DIR: dist } })

describe('static serving of dist/', () => {
  it('serves hashed assets as immutable for a year with their content type', async () => {
    const { app } = await appWithDist()
    const js = await app.request('/assets/index-abc123.js')
    expect(js.status).toBe(200)
    expect(js.headers.get('cache-control')).toBe(CACHE_IMMUTABLE)
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/)
    const css = await app.request('/assets/index-abc123.css')
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
  })

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])(
    'never lets the HTTP cache keep %s',
    async (path) => {
      const { app } = await appWithDist()
      const res = await app.request(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
    },
  )

  it('gives the manifest, svg and woff2 their content types and other files a short cache', async () => {
    const { app } = await appWithDist()
    expect((await app.request('/manifest.webmanifest')).headers.get('content-type')).toBe(
      'application/manifest+json',
    )
    expect((await app.request('/logo.svg')).headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect((await app.request('/font.woff2')).headers.get('content-type')).toBe('font/woff2')
    expect((await app.request('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('answers a missing asset or file with a plain 404, never index.html', async () => {
    const { app } = await appWithDist()
    for (const path of ['/assets/index-old999.js', '/missing.png', '/deep/path/chunk.js']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
      expect(await res.text()).not.toContain('<div id="root">')
    }
  })

  it('answers client routes with index.html (no-cache), dots in a slug included', async () => {
    const { app } = await appWithDist()
    for (const path of ['/jobs/123', '/pricing', '/people/jane.doe']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain('<div id="root">')
    }
  })

  it('answers HEAD with headers and no body', async () => {
    const { app } = await appWithDist()
    const res = await app.request('/assets/index-abc123.js', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(bigScript)))
    expect(await res.text()).toBe('')
  })

  it('revalidates index.html with a 304 when the ETag matches', async () => {
    const { app } = await appWithDist()
    const first = await app.request('/')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const second = await app.request('/', { headers: { 'if-none-match': etag ?? '' } })
    expect(second.status).toBe(304)
  })

  it('serves a precompressed .gz when the client accepts gzip, and compresses text on the fly', async () => {
    const { app } = await appWithDist()
    const pre = await app.request('/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(pre.headers.get('content-encoding')).toBe('gzip')
    expect(pre.headers.get('content-type')).toMatch(/^text\/javascript/)
    const live = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(live.headers.get('content-encoding')).toBe('gzip')
  })

  it('allows the inline scripts of index.html by hash in the CSP', async () => {
    const { app } = await appWithDist()
    const { createHash } = await import('node:crypto')
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64')
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`'sha256-${hash}'`)
  })

  it('answers client routes with the app shell when the build has one, its inline script allowed by hash', async () => {
    const withShell = mkdtempSync(join(tmpdir(), 'reelhire-dist-shell-'))
    try {
      const shellScript = "window.__shell='loader'"
      writeFileSync(join(withShell, 'index.html'), '<html><body><div id="root"></div></body></html>')
      writeFileSync(
        join(withShell, 'app-shell.html'),
        `<html data-app-shell><body><div id="root"><header>ReelHire</header></div><script>${shellScript}</script></body></html>`,
      )
      const { app } = await createTestApp({ env: { DIST_DIR: withShell } })
      const res = await app.request('/jobs?q=nurse')
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain('data-app-shell')
      const { createHash } = await import('node:crypto')
      const hash = createHash('sha256').update(shellScript).digest('base64')
      expect(res.headers.get('content-security-policy') ?? '').toContain(`'sha256-${hash}'`)
      expect((await app.request('/assets/missing-123.js')).status).toBe(404)
    } finally {
      rmSync(withShell, { recursive: true, force: true })
    }
  })

  it('explains how to build when dist/ is missing', async () => {
    const { app } = await createTestApp()
    const res = await app.request('/')
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('npm run build')
  })
})
