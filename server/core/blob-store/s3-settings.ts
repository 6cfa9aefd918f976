import type { Env } from '../../env'

/** Where the S3 blob store keeps media and how it signs its requests (server/env.ts checks them at start). */
export type S3Settings = {
  /** Origin (and optional base path) of the S3 API, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** ENDPOINT/BUCKET/key instead of BUCKET.ENDPOINT-host/key: MinIO, s3rver and other local servers need it. */
  forcePathStyle: boolean
}

export type S3Env = Partial<
  Pick<
    Env,
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_BUCKET'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >
>

/** The S3 settings when S3_BUCKET is set (loadEnv has refused a half-set group), else null: media stay on disk. */
export function s3SettingsFromEnv(env: S3Env): S3Settings | null {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env
  if (bucket === undefined || accessKeyId === undefined || secretAccessKey === undefined) return null
  const region = env.S3_REGION ?? 'us-east-1'
  return {
    endpoint: env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  }
}

/**
 * The origin a browser fetches presigned media URLs from (a video's playback and poster redirect there), for the
 * CSP's media-src and img-src; null when media stay on disk. Path style: the endpoint's origin; virtual-hosted:
 * the bucket's own host under it.
 */
export function s3MediaOrigin(env: S3Env): string | null {
  const settings = s3SettingsFromEnv(env)
  if (!settings) return null
  const endpoint = new URL(settings.endpoint)
  if (settings.forcePathStyle) return endpoint.origin
  return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`
}
