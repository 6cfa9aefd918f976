import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { FileStore } from '@tus/file-store'
import { MemoryLocker, Server, type Locker } from '@tus/server'
import type pg from 'pg'
import { MEDIA_ID_HEADER, VIDEO_UPLOAD_PATH } from '@/api/resume-media/video-upload'
import type { AppDeps } from '../../core/app-env'
import type { Db } from '../../db/client'
import { mediaBlobStore } from './media-blob-store'
import { PgAdvisoryLocker } from './pg-advisory-locker'
import { onVideoUploadFinished } from './video-upload-finish'
import { OverQuotaError, openVideoUpload } from './video-upload-records'
import { OWNER_KEY } from './video-upload-metadata'

/**
 * The tus server (@tus/server 2, `handleWeb`) behind /api/uploads/video. The Hono routes in front of it
 * (video-upload-routes.ts) authenticate every request, check the metadata, the size and the quota, bind the
 * upload to its owner and check the first bytes; this part speaks the protocol and writes the file.
 */

/** Unfinished uploads are dropped a day after they started (tus `Upload-Expires`; upload-cleanup.ts). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60_000

export const tusDir = (dataDir: string) => join(dataDir, 'tus')

export function createTusDatastore(dataDir: string): FileStore {
  return new FileStore({ directory: tusDir(dataDir), expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS })
}

/**
 * PostgreSQL: advisory locks, so several server processes may share uploads. PGlite: one process holds the
 * database (DATA_DIR/db.lock), so the in-process lock is all there is to coordinate.
 */
function lockerFor(deps: Pick<AppDeps, 'db' | 'dbKind'>): Locker {
  if (deps.dbKind !== 'postgres') return new MemoryLocker()
  const pool = (deps.db as Db & { $client: pg.Pool }).$client
  return new PgAdvisoryLocker({ ...pool.options })
}

const servers = new WeakMap<AppDeps, Server>()

export function videoUploadServer(deps: AppDeps): Server {
  let server = servers.get(deps)
  if (server) return server
  const datastore = createTusDatastore(deps.env.DATA_DIR)
  server = new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore,
    locker: lockerFor(deps),
    maxSize: deps.env.MAX_VIDEO_BYTES,
    relativeLocation: true,
    namingFunction: () => randomUUID(),
    async onUploadCreate(_req, upload) {
      // The routes put the owner and the checked resume id into the metadata; the row is what binds them.
      const userId = upload.metadata?.[OWNER_KEY]
      const resumeId = upload.metadata?.resumeId
      if (!userId || !resumeId || upload.size === undefined) throw { status_code: 400, body: 'Bad upload.\n' }
      try {
        await openVideoUpload(
          deps.db,
          { id: upload.id, userId, resumeId, sizeBytes: upload.size },
          deps.env.VIDEO_QUOTA_BYTES,
        )
      } catch (error) {
        if (error instanceof OverQuotaError)
          throw { status_code: 413, body: 'Video storage quota exceeded.\n' }
        throw error
      }
      return {}
    },
    async onUploadFinish(_req, upload) {
      const mediaId = await onVideoUploadFinished(deps.db, mediaBlobStore(deps.env), deps.logger, {
        id: upload.id,
        filePath: join(tusDir(deps.env.DATA_DIR), upload.id),
        metadata: upload.metadata ?? {},
      })
      // The bytes are in the blob store now; the upload's row answers any retry (video-upload-routes.ts).
      await datastore.remove(upload.id).catch(() => undefined)
      return { headers: { [MEDIA_ID_HEADER]: mediaId } }
    },
  })
  servers.set(deps, server)
  return server
}
