import { open } from 'node:fs/promises'

/**
 * Makes a rename in `dir` durable (a file written to a temporary name, synced and renamed into place survives a
 * power cut only once its directory is synced too); systems that cannot open a directory for syncing (Windows) skip
 * it.
 */
export async function syncDirectory(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined
  try {
    handle = await open(dir, 'r')
    await handle.sync()
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EACCES' && code !== 'EINVAL') throw error
  } finally {
    await handle?.close()
  }
}
