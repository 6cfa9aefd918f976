import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  gzipBomb,
  html,
  huge,
  redirect,
  silent,
  stall,
  startJobPageServer,
  type JobPageServer,
} from '../../test/job-page-server'
import { fetchPage, PageFetchError, type FetchPageOptions } from './fetch-page'
import type { HostResolver } from '../../core/module-settings'
import { FetchRefusedError } from './ssrf-guard'

const PAGE = '<html><body><main><h1>Barista</h1><p>Make coffee.</p></main></body></html>'

let server: JobPageServer
let other: JobPageServer

beforeAll(async () => {
  // A second local server: redirects to it must be refused even though it is up and would answer.
  other = await startJobPageServer({ '/': html('<h1>internal admin</h1>') })
  server = await startJobPageServer({
    '/job': html(PAGE),
    '/redirect': redirect('/job'),
    '/redirect-absolute': redirect((s) => `${s.origin}/job`, 301),
    '/chain-1': redirect('/chain-2'),
    '/chain-2': redirect('/chain-3'),
    '/chain-3': redirect('/job'),
    '/loop': redirect('/loop', 307),
    '/to-other-port': redirect(() => `${other.origin}/`),
    '/to-localhost': redirect((s) => `http://localhost:${s.port}/job`),
    '/to-loopback-80': redirect('http://127.0.0.1/'),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/to-decimal': redirect('http://2130706433/'),
    '/to-mapped': redirect('http://[::ffff:127.0.0.1]/'),
    '/to-file': redirect('file:///etc/passwd'),
    '/to-gopher': redirect('gopher://127.0.0.1:6379/_INFO'),
    '/to-garbage': redirect('http://[::1'),
    '/stall': stall,
    '/silent': silent,
    '/huge': huge(3 * 1024 * 1024),
    '/declared-huge': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) })
      res.write('<html>')
    },
    '/bomb': gzipBomb(8 * 1024 * 1024),
    '/gzip': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(PAGE))
    },
    '/latin1': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
      res.end(Buffer.from('<p>Caf\u00e9 Z\u00fcrich</p>', 'latin1'))
    },
    '/json': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
    '/no-type': (_req, res) => res.writeHead(200).end(PAGE),
    '/image': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('png'),
    '/gone': (_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'),
    '/error': (_req, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('oops'),
    '/odd-encoding': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'zstd-custom' }).end('x')
    },
  })
})

afterAll(async () => {
  await server.close()
  await other.close()
})

const options = (overrides: Partial<FetchPageOptions> = {}): FetchPageOptions => ({
  allowPrivateHosts: [server.hostPort],
  resolveHost: () => Promise.reject(new Error('no DNS in tests')),
  timeoutMs: 2_000,
  connectTimeoutMs: 1_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  ...overrides,
})

async function failure(path: string, overrides: Partial<FetchPageOptions> = {}) {
  return fetchPage(`${server.origin}${path}`, options(overrides)).then(
    () => {
      throw new Error(`${path} was fetched`)
    },
    (error: unknown) => error as Error,
  )
}

describe('fetchPage through the test allowance', () => {
  it('reads an HTML page and reports the final URL without its fragment', async () => {
    const page = await fetchPage(`${server.origin}/job#apply`, options())
    expect(page).toEqual({ url: `${server.origin}/job`, mediaType: 'text/html', body: PAGE })
  })

  it('follows relative and absolute redirects, up to the limit', async () => {
    expect((await fetchPage(`${server.origin}/redirect`, options())).url).toBe(`${server.origin}/job`)
    expect((await fetchPage(`${server.origin}/redirect-absolute`, options())).url).toBe(
      `${server.origin}/job`,
    )
    expect((await fetchPage(`${server.origin}/chain-1`, options())).body).toBe(PAGE)
    const tooMany = await failure('/chain-1', { maxRedirects: 2 })
    expect(tooMany).toBeInstanceOf(PageFetchError)
    expect((tooMany as PageFetchError).reason).toBe('redirects')
    expect(((await failure('/loop')) as PageFetchError).reason).toBe('redirects')
  })

  it.each([
    ['/to-other-port', 'port'],
    ['/to-localhost', 'port'],
    ['/to-loopback-80', 'address'],
    ['/to-metadata', 'address'],
    ['/to-decimal', 'address'],
    ['/to-mapped', 'address'],
    ['/to-file', 'scheme'],
    ['/to-gopher', 'scheme'],
  ])('re-checks every hop: a redirect %s is refused (%s)', async (path, reason) => {
    const before = other.requests.length
    const error = await failure(path)
    expect(error).toBeInstanceOf(FetchRefusedError)
    expect((error as FetchRefusedError).reason).toBe(reason)
    // The allowance covers the test server's exact host:port only; the other local server was never reached.
    expect(other.requests.length).toBe(before)
  })

  it('turns a malformed redirect target into a fetch error', async () => {
    expect(((await failure('/to-garbage')) as PageFetchError).reason).toBe('redirects')
  })

  it('gives up after the deadline on a stalled body or a silent server', async () => {
    const started = Date.now()
    const stalled = await failure('/stall', { timeoutMs: 300 })
    expect((stalled as PageFetchError).reason).toBe('timeout')
    expect(((await failure('/silent', { timeoutMs: 300 })) as PageFetchError).reason).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('aborts a body over the byte cap, declared or streamed, compressed or not', async () => {
    expect(((await failure('/huge')) as PageFetchError).reason).toBe('too-large')
    expect(((await failure('/declared-huge')) as PageFetchError).reason).toBe('too-large')
    expect(((await failure('/bomb')) as PageFetchError).reason).toBe('too-large')
    expect((await failure('/huge')).message).toBe('the page is larger than 2 MiB')
  })

  it('decompresses gzip and honours the charset', async () => {
    expect((await fetchPage(`${server.origin}/gzip`, options())).body).toBe(PAGE)
    expect((await fetchPage(`${server.origin}/latin1`, options())).body).toBe('<p>Café Zürich</p>')
  })

  it('accepts web pages only and reports HTTP errors', async () => {
    for (const path of ['/json', '/no-type', '/image']) {
      expect(((await failure(path)) as PageFetchError).reason, path).toBe('content-type')
    }
    const gone = (await failure('/gone')) as PageFetchError
    expect([gone.reason, gone.status]).toEqual(['status', 404])
    expect(((await failure('/error')) as PageFetchError).status).toBe(500)
    expect(((await failure('/odd-encoding')) as PageFetchError).reason).toBe('content-encoding')
  })

  it('connects to the vetted address with the Host header of the name, asking DNS once per hop', async () => {
    // The system resolver does not know this name (no DNS here): the request can only succeed if the
    // connection uses the address the guard vetted instead of looking the name up again.
    const name = 'jobs.allowance-test.example'
    const resolveHost = vi.fn<HostResolver>(async () => [{ address: '127.0.0.1', family: 4 }])
    const page = await fetchPage(
      `http://${name}:${server.port}/redirect`,
      options({ allowPrivateHosts: [`${name}:${server.port}`], resolveHost }),
    )
    expect(page.body).toBe(PAGE)
    const hits = server.requests.filter((r) => r.host === `${name}:${server.port}`)
    expect(hits.map((r) => r.path)).toEqual(['/redirect', '/job'])
    expect(resolveHost).toHaveBeenCalledTimes(2)
    expect(resolveHost).toHaveBeenCalledWith(name)
  })

  it('refuses loopback when the allowance is empty (the default), without sending anything', async () => {
    const before = server.requests.length
    const error = await failure('/job', { allowPrivateHosts: [] })
    expect(error).toBeInstanceOf(FetchRefusedError)
    expect(server.requests.length).toBe(before)
  })
})
