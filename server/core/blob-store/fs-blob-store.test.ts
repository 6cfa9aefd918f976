import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { createBlobStore } from './create-blob-store'
import { createFsBlobStore, mediaDir } from './fs-blob-store'

const dir = mkdtempSync(join(tmpdir(), 'reelhire-blob-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const KEY = 'video/ab/abcdef01-2345-6789-abcd-ef0123456789.mp4'

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

function source(content: string): string {
  const path = join(dir, `src-${Math.random()}`)
  writeFileSync(path, content)
  return path
}

describe('fs blob store', () => {
  const store = createFsBlobStore(dir)

  it('stores a file under DATA_DIR/media and reads it whole or by range', async () => {
    expect(await store.put(KEY, source('0123456789'), 'video/mp4')).toEqual({
      size: 10,
      contentType: 'video/mp4',
    })
    expect(await store.stat(KEY)).toEqual({ size: 10, contentType: 'video/mp4' })
    const whole = await store.read(KEY)
    expect(await text(whole!.body)).toBe('0123456789')
    const part = await store.read(KEY, { start: 2, end: 5 })
    expect(await text(part!.body)).toBe('2345')
    expect(part!.info.size).toBe(10)
    // No temporary files are left next to it.
    expect(readdirSync(join(mediaDir(dir), 'video', 'ab')).sort()).toEqual([
      'abcdef01-2345-6789-abcd-ef0123456789.mp4',
      'abcdef01-2345-6789-abcd-ef0123456789.mp4.type',
    ])
  })

  it('replaces an object put again under the same key', async () => {
    await store.put(KEY, source('new'), 'video/webm')
    expect(await store.stat(KEY)).toEqual({ size: 3, contentType: 'video/webm' })
  })

  it('deletes, and deleting a missing object is not an error', async () => {
    await store.delete(KEY)
    expect(await store.stat(KEY)).toBeNull()
    expect(await store.read(KEY)).toBeNull()
    await expect(store.delete(KEY)).resolves.toBeUndefined()
  })

  it('refuses keys the server did not make', async () => {
    await expect(store.stat('../etc/passwd')).rejects.toThrow('invalid blob key')
    await expect(store.put('video/ab/../../x', source('x'), 'video/mp4')).rejects.toThrow('invalid blob key')
  })

  it('has no presigned URLs: the server streams the bytes', async () => {
    expect(await store.presignedUrl(KEY, 60)).toBeNull()
  })
})

describe('createBlobStore', () => {
  it('uses the file store under DATA_DIR when no bucket is configured', async () => {
    const store = createBlobStore({ DATA_DIR: dir })
    await store.put(KEY, source('abc'), 'video/mp4')
    expect(await createFsBlobStore(dir).stat(KEY)).toEqual({ size: 3, contentType: 'video/mp4' })
    expect(await store.presignedUrl(KEY, 60)).toBeNull()
  })
})
