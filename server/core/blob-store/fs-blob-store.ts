import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { assertBlobKey, type BlobInfo, type BlobStore, type ByteRange } from './blob-store'
import { syncDirectory } from '../sync-directory'

/**
 * The default blob store: files under DATA_DIR/media/<key>, each with a `<key>.type` sidecar holding its
 * content type. Writes are atomic and durable (copy to a temporary name, fsync, rename, fsync the directory),
 * so a reader never sees half a file and a stored file survives a power cut like the row pointing at it.
 */
export const mediaDir = (dataDir: string) => join(dataDir, 'media')

const TYPE_SUFFIX = '.type'

export function createFsBlobStore(dataDir: string): BlobStore {
  const root = mediaDir(dataDir)
  const pathOf = (key: string) => {
    assertBlobKey(key)
    return join(root, key)
  }

  const stat_ = async (key: string): Promise<BlobInfo | null> => {
    const path = pathOf(key)
    try {
      const [info, contentType] = await Promise.all([stat(path), readFile(path + TYPE_SUFFIX, 'utf8')])
      return { size: info.size, contentType: contentType.trim() || 'application/octet-stream' }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  return {
    async put(key, sourcePath, contentType) {
      const target = pathOf(key)
      await mkdir(dirname(target), { recursive: true })
      // A unique temporary name: two processes finishing the same upload at once both succeed.
      const temporary = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
      try {
        await copyFile(sourcePath, temporary)
        await syncFile(temporary)
        await writeFile(temporary + TYPE_SUFFIX, contentType, { mode: 0o600 })
        await rename(temporary + TYPE_SUFFIX, target + TYPE_SUFFIX)
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        await rm(temporary + TYPE_SUFFIX, { force: true })
        throw error
      }
      await syncDirectory(dirname(target))
      return { size: (await stat(target)).size, contentType }
    },
    stat: stat_,
    async read(key, range?: ByteRange) {
      const info = await stat_(key)
      if (!info) return null
      const body = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {})
      return { body, info }
    },
    async delete(key) {
      const path = pathOf(key)
      await rm(path, { force: true })
      await rm(path + TYPE_SUFFIX, { force: true })
    },
    // Files have no URL of their own: the server streams them (with Range) after the privacy check.
    presignedUrl: async () => null,
  }
}

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
