import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { blobStoreContract } from './blob-store.contract'
import { createFsBlobStore } from './fs-blob-store'

// The same contract the S3 store passes (s3-blob-store.test.ts), so media behave alike on disk and in a bucket.
const dataDir = mkdtempSync(join(tmpdir(), 'reelhire-fs-contract-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

blobStoreContract('file store', () => createFsBlobStore(dataDir), {
  largeFileBytes: 12 * 1024 * 1024 + 12_345,
})
