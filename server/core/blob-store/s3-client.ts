import { createHash } from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import type { S3Settings } from './s3-settings'

/**
 * The few S3 calls the blob store makes, signed with AWS Signature Version 4 by aws4fetch over the global
 * fetch. Bodies are whole buffers (a small file or one multipart part), so each is hashed into the signature
 * and a real S3 rejects a part corrupted on the way.
 */
export type S3Client = {
  send(method: string, key: string, init?: S3RequestInit): Promise<Response>
  /** A GET URL signed in its query string, valid `expiresInSeconds` from now. */
  presignGet(key: string, expiresInSeconds: number): Promise<string>
}

export type S3RequestInit = {
  query?: Record<string, string>
  headers?: Record<string, string>
  body?: Uint8Array<ArrayBuffer> | string
}

export type S3ClientOptions = {
  /** The clock signatures are dated by (tests date a URL in the past to see it expire). */
  now?: () => Date
  /** Attempts after a 5xx or 429 answer, with backoff. */
  retries?: number
}

/** An S3 answer other than the one expected; the message names the call and S3's error code, never a credential. */
export class S3RequestError extends Error {
  override name = 'S3RequestError'
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`S3 ${operation} failed: ${status}${code ? ` ${code}` : ''}`)
  }
}

/** S3's date format for signatures: 20130524T000000Z. */
const amzDate = (date: Date) => date.toISOString().replace(/[:-]|\.\d{3}/g, '')

export function createS3Client(settings: S3Settings, options: S3ClientOptions = {}): S3Client {
  const now = options.now ?? (() => new Date())
  const aws = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: options.retries ?? 2,
  })
  const objectUrl = objectUrlFor(settings)

  return {
    async send(method, key, init = {}) {
      const url = objectUrl(key)
      for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value)
      const headers: Record<string, string> = { ...init.headers }
      if (init.body !== undefined) {
        headers['x-amz-content-sha256'] = createHash('sha256').update(init.body).digest('hex')
      }
      return aws.fetch(url, {
        method,
        headers,
        body: init.body,
        aws: { datetime: amzDate(now()) },
      })
    },
    async presignGet(key, expiresInSeconds) {
      const url = objectUrl(key)
      url.searchParams.set('X-Amz-Expires', String(expiresInSeconds))
      const signed = await aws.sign(url, {
        method: 'GET',
        aws: { signQuery: true, datetime: amzDate(now()) },
      })
      return signed.url
    },
  }
}

/**
 * The URL of an object: path style (ENDPOINT/BUCKET/key) or virtual-hosted (BUCKET.ENDPOINT-host/key). Keys are
 * server-made (assertBlobKey), so encoding each segment changes nothing today and keeps a future key safe.
 */
function objectUrlFor(settings: S3Settings): (key: string) => URL {
  const endpoint = new URL(settings.endpoint)
  const basePath = endpoint.pathname.replace(/\/+$/, '')
  const encodedKey = (key: string) => key.split('/').map(encodeURIComponent).join('/')
  return (key) => {
    const url = new URL(endpoint.origin)
    if (settings.forcePathStyle) {
      url.pathname = `${basePath}/${encodeURIComponent(settings.bucket)}/${encodedKey(key)}`
    } else {
      url.hostname = `${settings.bucket}.${endpoint.hostname}`
      url.pathname = `${basePath}/${encodedKey(key)}`
    }
    return url
  }
}

/** Throws S3RequestError unless the answer is one of `expected`; the body is read for S3's <Code>. */
export async function expectStatus(res: Response, operation: string, expected: number[]): Promise<void> {
  if (expected.includes(res.status)) return
  throw new S3RequestError(operation, res.status, await errorCode(res))
}

/** S3's error code from an XML error body (`<Code>NoSuchKey</Code>`), when there is one. */
export async function errorCode(res: Response): Promise<string | null> {
  const text = await res.text().catch(() => '')
  return /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? null
}
