import http from 'node:http'
import https from 'node:https'
import type { LookupFunction, Socket } from 'node:net'
import { isIP } from 'node:net'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'
import type { ResolvedAddress } from '../../core/module-settings'
import { vetUrl, type GuardOptions, type VettedTarget } from './ssrf-guard'

export type FetchPageOptions = GuardOptions & {
  /** Whole fetch, every redirect and the body included. */
  timeoutMs: number
  /** TCP (and TLS) connection of one hop. */
  connectTimeoutMs: number
  /** Largest body accepted, after decompression. */
  maxBytes: number
  maxRedirects: number
}

export type FetchedPage = {
  /** The final URL, after redirects, without its fragment. */
  url: string
  mediaType: string
  body: string
}

export type PageFetchFailure =
  'timeout' | 'too-large' | 'status' | 'content-type' | 'content-encoding' | 'redirects' | 'network'

/** The page could not be read (the address itself was fine: refusals are FetchRefusedError). */
export class PageFetchError extends Error {
  override name = 'PageFetchError'
  constructor(
    readonly reason: PageFetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const PAGE_MEDIA_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain'])
const USER_AGENT = 'ReelHire-JobImport/1.0 (+https://reelhire.app; fetches one job page on a user request)'

/**
 * GETs a job page: every hop (the first URL and each redirect) goes through the SSRF guard, and the
 * connection goes to the vetted address only. Fails with PageFetchError on timeouts, oversized or
 * non-HTML bodies, HTTP errors and too many redirects; with FetchRefusedError before connecting to a
 * forbidden address.
 */
export async function fetchPage(input: string, options: FetchPageOptions): Promise<FetchedPage> {
  const controller = new AbortController()
  const deadline = setTimeout(
    () => controller.abort(new PageFetchError('timeout', 'the page took too long to answer')),
    options.timeoutMs,
  )
  try {
    let current = new URL(input)
    for (let hop = 0; ; hop++) {
      const target = await raceAbort(vetUrl(current, options), controller.signal)
      const response = await request(target, controller.signal, options)
      const location = response.headers.location
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        response.resume()
        response.destroy()
        if (hop >= options.maxRedirects) {
          throw new PageFetchError('redirects', `more than ${options.maxRedirects} redirects`)
        }
        current = redirectTarget(location, current)
        continue
      }
      return await readPage(target.url, response, controller.signal, options)
    }
  } catch (error) {
    // An abort surfaces as the reason we aborted with (timeout), whichever await saw it first.
    if (controller.signal.aborted && controller.signal.reason instanceof PageFetchError) {
      throw controller.signal.reason
    }
    throw error
  } finally {
    clearTimeout(deadline)
    controller.abort()
  }
}

function redirectTarget(location: string, base: URL): URL {
  try {
    return new URL(location, base)
  } catch {
    throw new PageFetchError('redirects', 'the site redirected to an invalid link')
  }
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error as Error)
      },
    )
  })
}

/** A lookup that answers the vetted address whatever is asked: DNS is never consulted again. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }
}

function request(
  target: VettedTarget,
  signal: AbortSignal,
  options: FetchPageOptions,
): Promise<http.IncomingMessage> {
  const { url } = target
  const secure = url.protocol === 'https:'
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request({
      protocol: url.protocol,
      // The vetted address itself: no lookup happens for an IP, and the pinned lookup covers the rest.
      host: target.address.address,
      family: target.address.family,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: {
        host: url.host,
        'user-agent': USER_AGENT,
        accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
      },
      lookup: pinnedLookup(target.address),
      // A fresh socket per hop: a pooled one could belong to another (earlier vetted) host.
      agent: false,
      signal,
      // TLS checks the certificate against the name, not against the pinned address.
      ...(secure && !isIP(target.hostname) ? { servername: target.hostname.replace(/\.+$/, '') } : {}),
      maxHeaderSize: 32 * 1024,
    })
    req.on('socket', (socket: Socket) => {
      const timer = setTimeout(
        () => req.destroy(new PageFetchError('timeout', 'the site did not accept a connection in time')),
        options.connectTimeoutMs,
      )
      socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(timer))
      socket.once('close', () => clearTimeout(timer))
    })
    req.on('response', resolve)
    req.on('error', (error) => {
      reject(error instanceof PageFetchError ? error : new PageFetchError('network', 'the connection failed'))
    })
    req.end()
  })
}

async function readPage(
  url: URL,
  response: http.IncomingMessage,
  signal: AbortSignal,
  options: FetchPageOptions,
): Promise<FetchedPage> {
  const status = response.statusCode ?? 0
  const fail = (error: PageFetchError) => {
    response.destroy()
    return error
  }
  if (status < 200 || status > 299) {
    throw fail(new PageFetchError('status', `the site answered HTTP ${status}`, status))
  }
  const contentType = response.headers['content-type'] ?? ''
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!PAGE_MEDIA_TYPES.has(mediaType)) {
    throw fail(new PageFetchError('content-type', 'the link is not a web page'))
  }
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    throw fail(new PageFetchError('too-large', tooLargeMessage(options.maxBytes)))
  }
  const stream = decoded(response)
  if (!stream) throw fail(new PageFetchError('content-encoding', 'the page uses an unknown compression'))

  const bytes = await collect(stream, response, signal, options.maxBytes)
  url.hash = ''
  return { url: url.toString(), mediaType, body: decodeText(bytes, charsetOf(contentType)) }
}

function decoded(response: http.IncomingMessage): Readable | null {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase()
  switch (encoding) {
    case 'identity':
    case '':
      return response
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip())
    case 'deflate':
      return response.pipe(zlib.createInflate())
    case 'br':
      return response.pipe(zlib.createBrotliDecompress())
    default:
      return null
  }
}

/** Reads until the end, `maxBytes` (decompressed; a zip bomb stops there too) or the deadline. */
function collect(
  stream: Readable,
  response: http.IncomingMessage,
  signal: AbortSignal,
  maxBytes: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const finish = (error: Error | null) => {
      if (settled) return
      settled = true
      signal.removeEventListener('abort', onAbort)
      if (error) {
        response.destroy()
        stream.destroy()
        reject(error)
      } else resolve(Buffer.concat(chunks, size))
    }
    const onAbort = () => finish(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) finish(new PageFetchError('too-large', tooLargeMessage(maxBytes)))
      else chunks.push(chunk)
    })
    stream.on('end', () => finish(null))
    stream.on('error', () => finish(new PageFetchError('network', 'the page could not be read')))
    response.on('error', () => finish(new PageFetchError('network', 'the page could not be read')))
    response.on('aborted', () => finish(new PageFetchError('network', 'the page could not be read')))
  })
}

const tooLargeMessage = (maxBytes: number) => `the page is larger than ${formatBytes(maxBytes)}`

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`
  return `${bytes} bytes`
}

function charsetOf(contentType: string): string | null {
  return /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ?? null
}

/** The header's charset, else a `<meta charset>` near the top, else UTF-8 (unknown labels too). */
function decodeText(bytes: Buffer, headerCharset: string | null): string {
  const head = bytes.subarray(0, 2048).toString('latin1')
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? null
  for (const label of [headerCharset, meta, 'utf-8']) {
    if (!label) continue
    try {
      return new TextDecoder(label).decode(bytes)
    } catch {
      // Unknown label: try the next one.
    }
  }
  return bytes.toString('utf8')
}
