import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3Settings } from './s3-settings'

export type LocalS3 = {
  /** Settings that reach the local server's one bucket, path style. */
  settings: S3Settings
  /** "METHOD /path?query" of every request the server received, to see which S3 calls a store made. */
  requests: string[]
  /** Calls `listener` as each request arrives (before it is answered), e.g. to break something mid-upload. */
  onRequest(listener: (line: string) => void): void
  close(): Promise<void>
}

/**
 * A real S3-compatible server (s3rver, objects in a temp directory) on a free loopback port. It stores, lists,
 * ranges and assembles multipart uploads like S3, and enforces the expiry of presigned URLs; it does not verify
 * SigV4 signatures (any key id it knows passes), which s3-blob-store.test.ts checks against AWS's own example.
 */
export async function startLocalS3(bucket = 'reelhire-media'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'))
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  await s3rver.configureBuckets()
  const requests: string[] = []
  const listeners: ((line: string) => void)[] = []
  const server = createServer(s3rver.callback())
  server.on('request', (req) => {
    const line = `${req.method} ${req.url}`
    requests.push(line)
    for (const listener of listeners) listener(line)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      // s3rver's built-in account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    requests,
    onRequest: (listener) => listeners.push(listener),
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
