import type { Env } from '../../env'
import type { BlobStore } from './blob-store'
import { createFsBlobStore } from './fs-blob-store'
import { createS3BlobStore } from './s3-blob-store'
import { s3SettingsFromEnv, type S3Env } from './s3-settings'

/**
 * The blob store the settings ask for: files under DATA_DIR/media by default, the S3-compatible bucket when
 * S3_BUCKET is set (loadEnv has already refused a half-set S3 group).
 */
export function createBlobStore(env: Pick<Env, 'DATA_DIR'> & S3Env): BlobStore {
  const s3 = s3SettingsFromEnv(env)
  return s3 ? createS3BlobStore(s3) : createFsBlobStore(env.DATA_DIR)
}
