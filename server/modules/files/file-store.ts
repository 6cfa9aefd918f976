import { createHash, randomUUID } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { storedFiles, type StoredFileRow } from '../../db/schema/files'
import { syncDirectory } from '../../core/sync-directory'

/**
 * Upload storage: bytes under DATA_DIR/uploads/<2 hex>/<id> (fanned out so no directory grows huge), the
 * metadata in stored_files. Writing the bytes and inserting the row are separate steps so a caller can do
 * the row inside its own transaction: `writeBytes` first, then `insertFileRow(tx, …)`, and `removeBytes`
 * when the transaction fails.
 */

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads')

export const storageKeyFor = (id: string) => `${id.slice(0, 2)}/${id}`

function pathOf(dataDir: string, storageKey: string): string {
  // Keys are ours ('<2 hex>/<uuid>'); refuse anything else rather than resolve a path outside uploads/.
  if (!/^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(storageKey)) throw new Error('invalid storage key')
  return join(uploadsDir(dataDir), storageKey)
}

export type PendingFile = {
  id: string
  storageKey: string
  size: number
  sha256: string
}

/**
 * Writes the bytes under a new id, atomically and durably: a temporary file, synced, renamed into place, then
 * the directory synced, so a file whose row the caller then commits survives a power cut like the row does.
 */
export async function writeBytes(dataDir: string, bytes: Uint8Array): Promise<PendingFile> {
  const id = randomUUID()
  const storageKey = storageKeyFor(id)
  const target = pathOf(dataDir, storageKey)
  await mkdir(dirname(target), { recursive: true })
  const temporary = `${target}.tmp-${process.pid}`
  const file = await open(temporary, 'w', 0o600)
  try {
    await file.writeFile(bytes)
    await file.sync()
  } finally {
    await file.close()
  }
  await rename(temporary, target)
  await syncDirectory(dirname(target))
  return { id, storageKey, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') }
}

export type FileMeta = { ownerUserId: string | null; purpose: string; name: string; mime: string }

export async function insertFileRow(db: Db, pending: PendingFile, meta: FileMeta): Promise<StoredFileRow> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      id: pending.id,
      storageKey: pending.storageKey,
      size: pending.size,
      sha256: pending.sha256,
      ...meta,
    })
    .returning()
  if (!row) throw new Error('file insert returned no row')
  return row
}

/** Removes the bytes; a file already gone is fine. */
export async function removeBytes(dataDir: string, storageKey: string): Promise<void> {
  await rm(pathOf(dataDir, storageKey), { force: true })
}

export async function readBytes(dataDir: string, storageKey: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(pathOf(dataDir, storageKey)))
}

export async function findFile(db: Db, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id))
  return row
}

/** Deletes the row, then the bytes (a crash in between leaves an orphan file, never a dangling row). */
export async function deleteFile(db: Db, dataDir: string, row: StoredFileRow): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, row.id))
  await removeBytes(dataDir, row.storageKey)
}
