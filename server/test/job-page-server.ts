import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

export type PageHandler = (req: IncomingMessage, res: ServerResponse, server: JobPageServer) => void

export type JobPageServer = {
  origin: string
  /** `127.0.0.1:<port>`, the entry for the test allowance. */
  hostPort: string
  port: number
  /** Every request received, in order (method, path, Host header). */
  requests: { method: string; path: string; host: string | undefined }[]
  close: () => Promise<void>
}

/**
 * A real HTTP server on 127.0.0.1 (random port) serving job pages for the Extract tests: `routes` maps a
 * path to a handler. Loopback only, bounded: every slow handler ends when the server closes.
 */
export async function startJobPageServer(routes: Record<string, PageHandler>): Promise<JobPageServer> {
  const requests: JobPageServer['requests'] = []
  let self: JobPageServer | undefined
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/'
    requests.push({ method: req.method ?? '', path, host: req.headers.host })
    const handler = routes[path.split('?')[0] ?? '/']
    if (!handler || !self) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    handler(req, res, self)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  self = {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return self
}

export const html =
  (body: string, headers: Record<string, string> = {}): PageHandler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body)
  }

export const redirect =
  (location: string | ((server: JobPageServer) => string), status = 302): PageHandler =>
  (_req, res, server) => {
    res.writeHead(status, { location: typeof location === 'string' ? location : location(server) }).end()
  }

/** Headers, then nothing: the client's deadline has to end it. */
export const stall: PageHandler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' })
  res.write('<html><body>')
}

/** Never answers at all. */
export const silent: PageHandler = () => undefined

/** `bytes` of HTML in 64 KiB chunks, without a Content-Length. */
export const huge =
  (bytes: number): PageHandler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length
        if (!res.write(chunk)) {
          res.once('drain', pump)
          return
        }
      }
      res.end()
    }
    res.on('error', () => undefined)
    pump()
  }

/** A small gzip body that inflates to `bytes` (a decompression bomb in miniature). */
export const gzipBomb =
  (bytes: number): PageHandler =>
  (_req, res) => {
    const body = gzipSync(Buffer.alloc(bytes, ' '))
    res.writeHead(200, {
      'content-type': 'text/html',
      'content-encoding': 'gzip',
      'content-length': body.length,
    })
    res.end(body)
  }
