import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from '../../env'
import { redactSecretKeys } from '../../http/redact-keys'
import { redactSecretShapes } from '../../http/redact-shapes'
import { newBlobKey, readAll } from './blob-store.contract'
import { createBlobStore } from './create-blob-store'
import { s3MediaOrigin, s3SettingsFromEnv } from './s3-settings'
import { startLocalS3, type LocalS3 } from './s3rver-test-support'

const base = { DATA_DIR: '/tmp/unused', JWT_SECRET: 'x'.repeat(40) }
const keys = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'shh-secret' }

describe('S3 settings', () => {
  it('keeps media on disk when no S3 setting is given', () => {
    expect(s3SettingsFromEnv(loadEnv(base))).toBeNull()
    // The region and the path style alone have defaults and say nothing.
    expect(
      s3SettingsFromEnv(loadEnv({ ...base, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'true' })),
    ).toBeNull()
  })

  it('uses AWS S3 in the region when only the bucket and keys are given', () => {
    expect(s3SettingsFromEnv(loadEnv({ ...base, ...keys, S3_REGION: 'eu-west-1' }))).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      bucket: 'media',
      accessKeyId: 'AKID',
      secretAccessKey: 'shh-secret',
      forcePathStyle: false,
    })
  })

  it('reads an S3-compatible endpoint with path-style addressing', () => {
    const env = loadEnv({ ...base, ...keys, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1' })
    expect(s3SettingsFromEnv(env)).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true })
  })

  it('refuses half an S3 configuration at start, naming what is missing and no value', () => {
    const attempt = (source: Record<string, string>) => () => loadEnv({ ...base, ...source })
    expect(attempt({ S3_BUCKET: 'media' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: S3 media storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    )
    expect(attempt({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(EnvError)
    const error = (() => {
      try {
        attempt({ S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'shh-secret' })()
      } catch (e) {
        return e as Error
      }
    })()
    expect(error).toBeInstanceOf(EnvError)
    expect(error?.message).toContain('  S3_BUCKET: S3 media storage needs')
    expect(error?.message).not.toContain('shh-secret')
  })

  it('refuses malformed S3 values', () => {
    expect(() => loadEnv({ ...base, ...keys, S3_ENDPOINT: 'minio:9000' })).toThrow(EnvError)
    expect(() => loadEnv({ ...base, ...keys, S3_BUCKET: 'Not A Bucket' })).toThrow(EnvError)
    expect(() => loadEnv({ ...base, ...keys, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(EnvError)
  })

  it('never logs a presigned URL that still works', () => {
    const line = JSON.stringify({
      url: 'http://s3/media/video/ab/x.mp4?X-Amz-Expires=60&X-Amz-Signature=0a1b2c3d',
    })
    expect(redactSecretShapes(line)).toBe(
      JSON.stringify({ url: 'http://s3/media/video/ab/x.mp4?X-Amz-Expires=60&X-Amz-Signature=[redacted]' }),
    )
  })

  it('never logs the secret access key, by its setting name or a client option name', () => {
    expect(
      redactSecretKeys({ S3_SECRET_ACCESS_KEY: 'shh', secretAccessKey: 'shh', S3_ACCESS_KEY_ID: 'AKID' }),
    ).toEqual({ S3_SECRET_ACCESS_KEY: '[redacted]', secretAccessKey: '[redacted]', S3_ACCESS_KEY_ID: 'AKID' })
  })
})

describe('createBlobStore with S3 settings', () => {
  let s3: LocalS3
  let dir: string
  beforeAll(async () => {
    s3 = await startLocalS3()
    dir = mkdtempSync(join(tmpdir(), 's3-factory-'))
  })
  afterAll(async () => {
    await s3?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('stores media in the bucket and hands out presigned URLs', async () => {
    const { endpoint, bucket, accessKeyId, secretAccessKey } = s3.settings
    const env = loadEnv({
      ...base,
      DATA_DIR: dir,
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    })
    const store = createBlobStore(env)
    const key = newBlobKey()
    const bytes = randomBytes(2048)
    const path = join(dir, 'upload')
    writeFileSync(path, bytes)
    await store.put(key, path, 'video/mp4')
    expect(s3.requests).toContain(`PUT /${bucket}/${key}`)
    expect((await readAll((await store.read(key))!.body)).equals(bytes)).toBe(true)
    expect(await store.presignedUrl(key, 60)).toMatch(new RegExp(`^${endpoint}/${bucket}/${key}\\?`))
  })
})

describe('the origin presigned media come from (for the CSP)', () => {
  const keys = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }
  it('is the endpoint for path-style servers and the bucket host otherwise; none without S3', () => {
    expect(s3MediaOrigin({ ...keys, S3_ENDPOINT: 'http://minio:9000/base', S3_FORCE_PATH_STYLE: true })).toBe(
      'http://minio:9000',
    )
    expect(s3MediaOrigin({ ...keys, S3_REGION: 'us-east-1' })).toBe(
      'https://media.s3.us-east-1.amazonaws.com',
    )
    expect(s3MediaOrigin({})).toBeNull()
  })
})
