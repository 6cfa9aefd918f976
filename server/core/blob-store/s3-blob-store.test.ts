import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blobStoreContract, newBlobKey, readAll } from './blob-store.contract'
import { createS3BlobStore } from './s3-blob-store'
import { createS3Client, S3RequestError } from './s3-client'
import { MIN_PART_SIZE } from './s3-multipart'
import { startLocalS3, type LocalS3 } from './s3rver-test-support'

// Three parts at the smallest part size S3 allows (5 + 5 + a bit over 2 MiB).
const LARGE_FILE_BYTES = 12 * 1024 * 1024 + 12_345

let s3: LocalS3
let dir: string
beforeAll(async () => {
  s3 = await startLocalS3()
  dir = mkdtempSync(join(tmpdir(), 's3-store-'))
})
afterAll(async () => {
  await s3?.close()
  rmSync(dir, { recursive: true, force: true })
})

const source = (bytes: Buffer) => {
  const path = join(dir, `${Math.random()}`)
  writeFileSync(path, bytes)
  return path
}
const makeStore = (options: Parameters<typeof createS3BlobStore>[1] = {}) =>
  createS3BlobStore(s3.settings, { partSize: MIN_PART_SIZE, ...options })
const requestsFor = (key: string) => s3.requests.filter((line) => line.includes(key))

blobStoreContract('S3 (s3rver)', () => makeStore(), { largeFileBytes: LARGE_FILE_BYTES })

describe('S3 blob store against a local S3 server', () => {
  it('sends a file above the part size as a multipart upload, and a small one in a single PUT', async () => {
    const store = makeStore()
    const large = newBlobKey()
    await store.put(large, source(randomBytes(LARGE_FILE_BYTES)), 'video/mp4')
    const calls = requestsFor(large).map((line) => line.replace(/uploadId=[^&]+/, 'uploadId=ID'))
    expect(calls).toEqual([
      `POST /reelhire-media/${large}?uploads=`,
      `PUT /reelhire-media/${large}?partNumber=1&uploadId=ID`,
      `PUT /reelhire-media/${large}?partNumber=2&uploadId=ID`,
      `PUT /reelhire-media/${large}?partNumber=3&uploadId=ID`,
      `POST /reelhire-media/${large}?uploadId=ID`,
    ])

    const small = newBlobKey()
    await store.put(small, source(randomBytes(MIN_PART_SIZE)), 'video/mp4')
    expect(requestsFor(small)).toEqual([`PUT /reelhire-media/${small}`])
  })

  it('hands out a presigned URL that a plain fetch reads, whole or by range', async () => {
    const store = makeStore()
    const bytes = randomBytes(5000)
    const key = newBlobKey()
    await store.put(key, source(bytes), 'video/mp4')
    const url = await store.presignedUrl(key, 60)
    expect(url).toMatch(/X-Amz-Expires=60&.*X-Amz-Signature=[0-9a-f]{64}$/)

    const whole = await fetch(url!)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true)

    // A <video> element streams with Range requests against the same URL.
    const part = await fetch(url!, { headers: { range: 'bytes=10-19' } })
    expect(part.status).toBe(206)
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true)
  })

  it('refuses a presigned URL once it has expired', async () => {
    const key = newBlobKey()
    await makeStore().put(key, source(randomBytes(10)), 'video/mp4')
    // Signed an hour ago for one minute.
    const oldClock = makeStore({ now: () => new Date(Date.now() - 3600_000) })
    const res = await fetch((await oldClock.presignedUrl(key, 60))!)
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('Request has expired')
  })

  it('signs presigned URLs exactly as AWS documents (its published SigV4 query-auth example)', async () => {
    // s3rver accepts any SigV4 signature, so it cannot refuse a tampered URL. The signing is checked instead
    // against AWS's own worked example, whose signature a real S3 verifies (and so refuses any URL whose key,
    // date, expiry or signature was changed).
    const example = {
      endpoint: 'https://s3.amazonaws.com',
      region: 'us-east-1',
      bucket: 'examplebucket',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      forcePathStyle: false,
    }
    const then = { now: () => new Date('2013-05-24T00:00:00Z') }
    // The example's key, test.txt, is not one the store accepts, so it goes through the store's signing client.
    const signed = new URL(await createS3Client(example, then).presignGet('test.txt', 86_400))
    expect(signed.origin + signed.pathname).toBe('https://examplebucket.s3.amazonaws.com/test.txt')
    expect(Object.fromEntries(signed.searchParams)).toEqual({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
      'X-Amz-Date': '20130524T000000Z',
      'X-Amz-Expires': '86400',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': 'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    })

    const key = newBlobKey()
    const ours = new URL((await createS3BlobStore(example, then).presignedUrl(key, 300))!)
    expect(ours.origin + ours.pathname).toBe(`https://examplebucket.s3.amazonaws.com/${key}`)
    expect(ours.searchParams.get('X-Amz-Expires')).toBe('300')
    expect(ours.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a range answer that holds other bytes than asked for', async () => {
    // s3rver reads `bytes=0-0` as "from 0 to the end" (its `end || Infinity`) where S3 sends one byte; the
    // store checks Content-Range and refuses the answer rather than hand a player the wrong bytes.
    const store = makeStore()
    const key = newBlobKey()
    await store.put(key, source(randomBytes(100)), 'video/mp4')
    await expect(store.read(key, { start: 0, end: 0 })).rejects.toThrow(
      'S3 GetObject failed: 206 RangeMismatch',
    )
    // An end past the last byte is cut at the last byte, as S3 does.
    const tail = await store.read(key, { start: 90, end: 500 })
    expect(tail?.info.size).toBe(100)
    expect((await readAll(tail!.body)).length).toBe(10)
  })

  it('refuses a presigned lifetime outside 1 second to 7 days', async () => {
    const store = makeStore()
    for (const seconds of [0, -5, 1.5, 7 * 24 * 3600 + 1]) {
      await expect(store.presignedUrl(newBlobKey(), seconds)).rejects.toThrow('1 second to 7 days')
    }
  })

  it("reports S3's refusal by status and code, without any credential", async () => {
    const store = createS3BlobStore({ ...s3.settings, bucket: 'no-such-bucket' })
    const error = await store.put(newBlobKey(), source(randomBytes(10)), 'video/mp4').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(S3RequestError)
    expect((error as S3RequestError).status).toBe(404)
    expect((error as S3RequestError).message).toBe('S3 PutObject failed: 404 NoSuchBucket')
  })

  it('aborts a multipart upload that fails half-way and stores nothing', async () => {
    const key = newBlobKey()
    const path = source(randomBytes(2 * MIN_PART_SIZE + 1))
    // The file loses its tail once the first part is on its way, so reading the second part fails.
    s3.onRequest((line) => {
      if (line.includes(`${key}?partNumber=1&`)) truncateSync(path, MIN_PART_SIZE + 10)
    })
    await expect(makeStore().put(key, path, 'video/mp4')).rejects.toThrow('the file shrank')
    const calls = requestsFor(key).map((line) => line.replace(/uploadId=[^&]+/, 'uploadId=ID'))
    expect(calls).toEqual([
      `POST /reelhire-media/${key}?uploads=`,
      `PUT /reelhire-media/${key}?partNumber=1&uploadId=ID`,
      `DELETE /reelhire-media/${key}?uploadId=ID`,
    ])
    expect(await makeStore().stat(key)).toBeNull()
  })

  it('refuses a part size under the 5 MiB S3 allows', () => {
    expect(() => createS3BlobStore(s3.settings, { partSize: MIN_PART_SIZE - 1 })).toThrow('at least 5 MiB')
  })
})
