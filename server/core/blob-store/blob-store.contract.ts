import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BlobStore } from './blob-store'

/**
 * What every BlobStore does, run against each store (the file store and S3 through a real local S3 server) so
 * media behave the same wherever they live. `makeStore` is called once, after the suite's own beforeAll hooks.
 */
export type BlobStoreContractOptions = {
  /** Size of the "large" file: above the S3 store's part size, so it goes up as a multipart upload. */
  largeFileBytes: number
}

export const newBlobKey = (kind = 'video', ext = '.mp4') => {
  const id = randomUUID()
  return `${kind}/${id.slice(0, 2)}/${id}${ext}`
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

export function blobStoreContract(
  name: string,
  makeStore: () => BlobStore | Promise<BlobStore>,
  { largeFileBytes }: BlobStoreContractOptions,
): void {
  describe(`BlobStore contract: ${name}`, () => {
    let store: BlobStore
    let dir: string
    const source = (bytes: Buffer) => {
      const path = join(dir, randomUUID())
      writeFileSync(path, bytes)
      return path
    }

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'blob-contract-'))
      store = await makeStore()
    })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    it('stores a small file and reads it back whole, with its size and type', async () => {
      const bytes = randomBytes(1000)
      const key = newBlobKey('image', '.png')
      expect(await store.put(key, source(bytes), 'image/png')).toEqual({
        size: 1000,
        contentType: 'image/png',
      })
      expect(await store.stat(key)).toEqual({ size: 1000, contentType: 'image/png' })
      const got = await store.read(key)
      expect(got?.info).toEqual({ size: 1000, contentType: 'image/png' })
      expect((await readAll(got!.body)).equals(bytes)).toBe(true)
    })

    it('stores a large file (a multipart upload on S3) byte for byte', async () => {
      const bytes = randomBytes(largeFileBytes)
      const key = newBlobKey()
      expect(await store.put(key, source(bytes), 'video/mp4')).toEqual({
        size: largeFileBytes,
        contentType: 'video/mp4',
      })
      expect(await store.stat(key)).toEqual({ size: largeFileBytes, contentType: 'video/mp4' })
      const whole = await readAll((await store.read(key))!.body)
      expect(whole.length).toBe(largeFileBytes)
      expect(whole.equals(bytes)).toBe(true)
    })

    it('reads an inclusive byte range, reporting the whole object size', async () => {
      const bytes = randomBytes(64 * 1024)
      const key = newBlobKey('video', '.webm')
      await store.put(key, source(bytes), 'video/webm')
      for (const range of [
        { start: 0, end: 1 },
        { start: 100, end: 4195 },
        { start: bytes.length - 10, end: bytes.length - 1 },
      ]) {
        const got = await store.read(key, range)
        expect(got?.info).toEqual({ size: bytes.length, contentType: 'video/webm' })
        expect((await readAll(got!.body)).equals(bytes.subarray(range.start, range.end + 1))).toBe(true)
      }
    })

    it('replaces an object put again under the same key', async () => {
      const key = newBlobKey()
      await store.put(key, source(randomBytes(300)), 'video/mp4')
      const second = randomBytes(120)
      await store.put(key, source(second), 'video/webm')
      expect(await store.stat(key)).toEqual({ size: 120, contentType: 'video/webm' })
      expect((await readAll((await store.read(key))!.body)).equals(second)).toBe(true)
    })

    it('deletes an object; deleting it again is no error', async () => {
      const key = newBlobKey()
      await store.put(key, source(randomBytes(10)), 'video/mp4')
      await store.delete(key)
      expect(await store.stat(key)).toBeNull()
      expect(await store.read(key)).toBeNull()
      await expect(store.delete(key)).resolves.toBeUndefined()
    })

    it('answers null for a key that was never stored', async () => {
      const key = newBlobKey()
      expect(await store.stat(key)).toBeNull()
      expect(await store.read(key)).toBeNull()
      expect(await store.read(key, { start: 0, end: 9 })).toBeNull()
    })

    it('refuses keys the server did not make', async () => {
      const path = source(randomBytes(4))
      for (const key of ['../etc/passwd', 'video/ab/../../x', '/video/ab/x', 'Video/ab/not-a-uuid']) {
        await expect(store.put(key, path, 'video/mp4')).rejects.toThrow('invalid blob key')
        await expect(store.read(key)).rejects.toThrow('invalid blob key')
      }
    })
  })
}
