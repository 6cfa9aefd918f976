import type { Readable } from 'node:stream'

/**
 * Where finished media files live (issue 14): DATA_DIR/media by default (fs-blob-store.ts), an S3-compatible
 * bucket when S3_* settings are given (s3-blob-store.ts). Whole objects only: uploads are assembled elsewhere
 * (tus) and handed over as a finished local file.
 *
 * Keys are chosen by the server, never by a client: `<kind>/<2 hex>/<uuid>[.<ext>]`, validated by each store.
 */
export type BlobInfo = { size: number; contentType: string }

/** Inclusive byte range, as HTTP Range writes it (`bytes=start-end`). */
export type ByteRange = { start: number; end: number }

export interface BlobStore {
  /** Stores the local file at `sourcePath` under `key` (replacing any object there); answers its size. */
  put(key: string, sourcePath: string, contentType: string): Promise<BlobInfo>
  /** Size and type of a stored object, or null when there is none. */
  stat(key: string): Promise<BlobInfo | null>
  /** The object's bytes, or only `range` of them; null when there is none. */
  read(key: string, range?: ByteRange): Promise<{ body: Readable; info: BlobInfo } | null>
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>
  /**
   * A short-lived URL the browser may fetch the object from directly (S3 presigned GET), or null when the store
   * has none and the server streams the bytes itself (the file store).
   */
  presignedUrl(key: string, expiresInSeconds: number): Promise<string | null>
}

/** Keys the stores accept: server-made, no path tricks. */
export const BLOB_KEY_PATTERN = /^[a-z][a-z0-9-]*\/[0-9a-f]{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,5})?$/

export function assertBlobKey(key: string): void {
  if (!BLOB_KEY_PATTERN.test(key)) throw new Error('invalid blob key')
}
