import { connect, type AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app'

/**
 * Issue 11: an early reply (the body not read: 413, 415, 401…) must not poison a kept-alive
 * connection. Over one raw socket, a request with a body and a pipelined GET /api/health: the client
 * gets the first answer, and then either the second answer or `Connection: close` before it — in which
 * case a new connection works. Nothing is dropped silently. Runs against the real Node server.
 */

type Reply = { status: number; headers: Record<string, string>; body: string }
type Exchange = { replies: Reply[]; closed: boolean }

const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'
/** Larger than the default BODY_LIMIT_BYTES (1 MiB), and than what sits in socket buffers. */
const OVERSIZE = 2 * 1024 * 1024
/** Under the limit, but a body nobody reads: big enough not to vanish in buffers. */
const UNREAD = 1_000_000

let server: ServerType
let port: number

beforeAll(async () => {
  const { app } = await createTestApp()
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  if ('closeAllConnections' in server) server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** Reads replies off one socket until it closes, `want` replies have come, or the time is up. */
function exchange(chunks: (string | Buffer)[], want: number, timeoutMs = 4000): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let buffer = Buffer.alloc(0)
    let replies: Reply[] = []
    let done = false
    const finish = (closed: boolean) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ replies, closed })
    }
    const timer = setTimeout(() => finish(false), timeoutMs)
    socket.on('data', (data: Buffer) => {
      buffer = Buffer.concat([buffer, data])
      replies = parseReplies(buffer)
      if (replies.length >= want) finish(false)
    })
    // The server may close while the client is still sending (EPIPE, ECONNRESET): that is a close.
    socket.on('error', () => finish(true))
    socket.on('close', () => finish(true))
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk)
    })
  })
}

/** Complete HTTP/1.1 responses with a Content-Length body (what the app sends for JSON). */
function parseReplies(data: Buffer): Reply[] {
  const replies: Reply[] = []
  let offset = 0
  for (;;) {
    const headEnd = data.indexOf('\r\n\r\n', offset)
    if (headEnd < 0) return replies
    const [statusLine = '', ...lines] = data.subarray(offset, headEnd).toString('latin1').split('\r\n')
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    )
    const length = Number(headers['content-length'] ?? 0)
    if (data.length < headEnd + 4 + length) return replies
    const body = data.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8')
    replies.push({ status: Number(statusLine.split(' ')[1]), headers, body })
    offset = headEnd + 4 + length
  }
}

const post = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`

function chunked(size: number, chunkSize = 64 * 1024): string[] {
  const chunks: string[] = []
  for (let sent = 0; sent < size; sent += chunkSize) {
    const length = Math.min(chunkSize, size - sent)
    chunks.push(`${length.toString(16)}\r\n${'x'.repeat(length)}\r\n`)
  }
  return [...chunks, '0\r\n\r\n']
}

/** The first request is answered; the pipelined GET is answered too, or the server said close first. */
async function expectNoDroppedRequest(first: (string | Buffer)[], status: number) {
  const { replies, closed } = await exchange([...first, HEALTH], 2)
  expect(replies[0]?.status).toBe(status)
  if (replies[0]?.headers.connection?.toLowerCase() === 'close') {
    expect(closed).toBe(true)
    const fresh = await exchange([HEALTH], 1)
    expect(fresh.replies[0]?.status).toBe(200)
  } else {
    expect(replies[1]?.status, 'the pipelined GET was dropped without Connection: close').toBe(200)
  }
  return replies[0]!
}

describe('early replies on a kept-alive connection', () => {
  it('413 for an oversize body with a Content-Length', async () => {
    const head = post('/api/contact', { 'content-type': 'application/json', 'content-length': OVERSIZE })
    const reply = await expectNoDroppedRequest([head, 'x'.repeat(OVERSIZE)], 413)
    expect(JSON.parse(reply.body)).toMatchObject({ error: { code: 'VALIDATION_ERROR' } })
  })

  it('413 for an oversize chunked body', async () => {
    const head = post('/api/contact', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' })
    await expectNoDroppedRequest([head, ...chunked(OVERSIZE)], 413)
  })

  it('415 for a body that is not JSON on a JSON route', async () => {
    const head = post('/api/contact', { 'content-type': 'text/plain', 'content-length': UNREAD })
    await expectNoDroppedRequest([head, 'x'.repeat(UNREAD)], 415)
  })

  it('401 for a body sent to a protected route without credentials', async () => {
    const head = post('/api/Auth/logout-all', {
      'content-type': 'application/json',
      'content-length': UNREAD,
    })
    await expectNoDroppedRequest([head, 'x'.repeat(UNREAD)], 401)
  })

  it('keeps the connection after a body that was read, even when the answer is an error', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong!Pass9' })
    const head = post('/api/Auth/login', {
      'content-type': 'application/json',
      'content-length': body.length,
    })
    const { replies } = await exchange([head, body, HEALTH], 2)
    expect(replies.map((reply) => reply.status)).toEqual([401, 200])
    expect(replies[0]?.headers.connection).toBe('keep-alive')
  })
})
