import { open } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { assertBlobKey, type BlobInfo, type BlobStore, type ByteRange } from './blob-store'
import { createS3Client, expectStatus, S3RequestError, type S3ClientOptions } from './s3-client'
import { MIN_PART_SIZE, putMultipart } from './s3-multipart'
import type { S3Settings } from './s3-settings'

export type S3BlobStoreOptions = S3ClientOptions & {
  /** Files larger than this go up as a multipart upload in parts of this size (at least 5 MiB; default 8 MiB). */
  partSize?: number
}

const DEFAULT_PART_SIZE = 8 * 1024 * 1024
/** The longest a SigV4 presigned URL may live. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2, …): whole objects, byte-range reads for playback and
 * presigned GET URLs so the browser can fetch a video from the bucket directly.
 */
export function createS3BlobStore(settings: S3Settings, options: S3BlobStoreOptions = {}): BlobStore {
  const partSize = options.partSize ?? DEFAULT_PART_SIZE
  if (!Number.isInteger(partSize) || partSize < MIN_PART_SIZE)
    throw new Error('S3 part size must be at least 5 MiB')
  const client = createS3Client(settings, options)

  return {
    async put(key, sourcePath, contentType) {
      assertBlobKey(key)
      const file = await open(sourcePath, 'r')
      try {
        const { size } = await file.stat()
        if (size > partSize) {
          await putMultipart(client, key, file, size, contentType, partSize)
        } else {
          const body = new Uint8Array(size)
          const { bytesRead } = await file.read(body, 0, size, 0)
          if (bytesRead !== size) throw new Error(`${key}: the file shrank while it was uploaded`)
          const res = await client.send('PUT', key, { headers: { 'content-type': contentType }, body })
          await expectStatus(res, 'PutObject', [200])
          await res.body?.cancel()
        }
        return { size, contentType }
      } finally {
        await file.close()
      }
    },

    async stat(key) {
      assertBlobKey(key)
      const res = await client.send('HEAD', key)
      if (res.status === 404) return null
      await expectStatus(res, 'HeadObject', [200])
      return { size: Number(res.headers.get('content-length') ?? 0), contentType: contentTypeOf(res) }
    },

    async read(key, range) {
      assertBlobKey(key)
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {}
      const res = await client.send('GET', key, { headers })
      if (res.status === 404) {
        await res.body?.cancel()
        return null
      }
      await expectStatus(res, 'GetObject', range ? [206] : [200])
      const info = { size: objectSize(res, range), contentType: contentTypeOf(res) }
      // The bytes flow from the bucket to the caller as they arrive; destroying the Readable (a viewer who
      // leaves) cancels the download from S3.
      const body = res.body ? Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>) : Readable.from([])
      return { body, info }
    },

    async delete(key) {
      assertBlobKey(key)
      const res = await client.send('DELETE', key)
      // S3 answers 204 for a missing key as well; some compatible servers answer 404.
      await expectStatus(res, 'DeleteObject', [200, 204, 404])
      await res.body?.cancel()
    },

    async presignedUrl(key, expiresInSeconds) {
      assertBlobKey(key)
      if (
        !Number.isInteger(expiresInSeconds) ||
        expiresInSeconds < 1 ||
        expiresInSeconds > MAX_PRESIGN_SECONDS
      ) {
        throw new Error('a presigned URL lives from 1 second to 7 days')
      }
      return client.presignGet(key, expiresInSeconds)
    },
  }
}

const contentTypeOf = (res: Response) => res.headers.get('content-type') ?? 'application/octet-stream'

/**
 * The whole object's size: Content-Length for a full read; for a range, the total of Content-Range
 * (`bytes 100-199/1234`), after checking the answer covers exactly the bytes asked for (an end past the last
 * byte is cut there, as S3 does). A server that sends other bytes is refused rather than believed: a player
 * would show garbage.
 */
function objectSize(res: Response, range: ByteRange | undefined): BlobInfo['size'] {
  if (!range) return Number(res.headers.get('content-length') ?? 0)
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get('content-range') ?? '')
  const [start, end, total] = (match?.slice(1) ?? []).map(Number)
  if (start !== range.start || end !== Math.min(range.end, (total ?? 0) - 1)) {
    void res.body?.cancel()
    throw new S3RequestError('GetObject', res.status, 'RangeMismatch')
  }
  return total!
}
