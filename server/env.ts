import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as v from 'valibot'

type EnvSource = Record<string, string | undefined>

/** Every variable the server reads: the README's configuration table is kept in sync with this list (env.test.ts). */
export const ENV_VARS = [
  { name: 'PORT', default: '8080', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server binds to.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Where the embedded database (DATA_DIR/db), uploads and the generated JWT secret live.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection URL; when unset the embedded PGlite database in DATA_DIR/db is used.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'Public origin of the app, used in links sent by mail.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description: 'SMTP relay (smtp://user:pass@host:587); when unset mail goes to the dev outbox.',
  },
  {
    name: 'MAIL_FROM',
    default: 'ReelHire <no-reply@reelhire.local>',
    description: 'Sender of outgoing mail.',
  },
  {
    name: 'SUPPORT_EMAIL',
    default: 'support@reelhire.app',
    description: 'Where contact-form messages are mailed.',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated)',
    description:
      'Token signing secret, at least 32 characters; when unset one is generated once and kept in DATA_DIR/jwt-secret (mode 0600).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino level: fatal, error, warn, info, debug, trace or silent.',
  },
  { name: 'NODE_ENV', default: 'development', description: 'development, production or test.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'Honour X-Forwarded-For for the client address (only behind a proxy you control).',
  },
  { name: 'DIST_DIR', default: './dist', description: 'Built client served by the server.' },
  {
    name: 'BODY_LIMIT_BYTES',
    default: '1048576',
    description: 'Largest accepted /api request body, in bytes.',
  },
  {
    name: 'MAX_VIDEO_BYTES',
    default: '524288000',
    description: 'Largest video a user may upload (tus, /api/uploads/video), in bytes (500 MiB).',
  },
  {
    name: 'VIDEO_QUOTA_BYTES',
    default: '2147483648',
    description: 'Video storage per user (finished videos plus open uploads), in bytes (2 GiB).',
  },
  {
    name: 'FFMPEG_PATH',
    default: 'the binary of @ffmpeg-installer/ffmpeg',
    description: 'ffmpeg used to make uploaded videos playable (a system ffmpeg, e.g. /usr/bin/ffmpeg).',
  },
  {
    name: 'S3_ENDPOINT',
    default: 'https://s3.S3_REGION.amazonaws.com',
    description: 'S3-compatible endpoint for media files (MinIO, R2, …); used only when S3_BUCKET is set.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region the S3 requests are signed for.' },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    description:
      'Bucket for finished media files; when set (with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY) media go there instead of DATA_DIR/media.',
  },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', description: 'Access key id for S3_BUCKET.' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'Secret access key for S3_BUCKET.' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description: 'Address the bucket as S3_ENDPOINT/S3_BUCKET/key (MinIO, s3rver) instead of as a host name.',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '(unset)',
    description:
      'Stripe secret key (sk_…); with STRIPE_WEBHOOK_SECRET, checkout goes through Stripe instead of the built-in test provider.',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(unset)',
    description: 'Signing secret (whsec_…) of the Stripe webhook endpoint /api/Payment/webhook.',
  },
  {
    name: 'ALLOW_TEST_PAYMENTS',
    default: 'false',
    description:
      'Let the built-in test payment provider (Stripe test cards, no money moves) run when NODE_ENV=production.',
  },
  {
    name: 'AI_BASE_URL',
    default: '(unset)',
    description:
      'OpenAI-compatible endpoint (…/v1) for the AI assistant; when unset only the built-in engine answers and nothing is sent anywhere.',
  },
  { name: 'AI_MODEL', default: '(unset)', description: 'Model name at AI_BASE_URL; needed with it.' },
  { name: 'AI_API_KEY', default: '(unset)', description: 'Bearer key for AI_BASE_URL, if it needs one.' },
] as const

type EnvVarName = (typeof ENV_VARS)[number]['name']
const defaultOf = (name: EnvVarName): string => ENV_VARS.find((entry) => entry.name === name)?.default ?? ''
const withDefault = <T extends v.GenericSchema<string, unknown>>(name: EnvVarName, schema: T) =>
  v.optional(schema, defaultOf(name))
const integer = (name: EnvVarName, min: number, max: number) =>
  withDefault(
    name,
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, `must be an integer between ${min} and ${max}`),
      v.transform(Number),
      v.minValue(min, `must be an integer between ${min} and ${max}`),
      v.maxValue(max, `must be an integer between ${min} and ${max}`),
    ),
  )
const flag = (name: EnvVarName) =>
  withDefault(
    name,
    v.pipe(
      v.picklist(['true', 'false', '1', '0']),
      v.transform((s) => s === 'true' || s === '1'),
    ),
  )
const optionalUrl = (protocols: RegExp, hint: string) =>
  v.optional(
    v.pipe(v.string(), v.url(`must be a URL (${hint})`), v.regex(protocols, `must be a URL (${hint})`)),
  )

const EnvSchema = v.object({
  PORT: integer('PORT', 0, 65_535),
  HOST: withDefault('HOST', v.pipe(v.string(), v.nonEmpty())),
  DATA_DIR: withDefault('DATA_DIR', v.string()),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/db'),
  PUBLIC_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp:// or smtps://'),
  MAIL_FROM: withDefault('MAIL_FROM', v.pipe(v.string(), v.nonEmpty())),
  SUPPORT_EMAIL: withDefault('SUPPORT_EMAIL', v.pipe(v.string(), v.email('must be an email address'))),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  LOG_LEVEL: withDefault(
    'LOG_LEVEL',
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  ),
  NODE_ENV: withDefault('NODE_ENV', v.picklist(['development', 'production', 'test'])),
  TRUST_PROXY: flag('TRUST_PROXY'),
  DIST_DIR: withDefault('DIST_DIR', v.string()),
  BODY_LIMIT_BYTES: integer('BODY_LIMIT_BYTES', 1024, 100 * 1024 * 1024),
  MAX_VIDEO_BYTES: integer('MAX_VIDEO_BYTES', 1024, 64 * 1024 ** 3),
  VIDEO_QUOTA_BYTES: integer('VIDEO_QUOTA_BYTES', 1024, 1024 ** 4),
  FFMPEG_PATH: v.optional(v.pipe(v.string(), v.nonEmpty())),
  S3_ENDPOINT: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  S3_REGION: withDefault('S3_REGION', v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a region name'))),
  S3_BUCKET: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
  ),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE'),
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')),
  ),
  ALLOW_TEST_PAYMENTS: flag('ALLOW_TEST_PAYMENTS'),
  AI_BASE_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  AI_MODEL: v.optional(v.pipe(v.string(), v.nonEmpty())),
  AI_API_KEY: v.optional(v.string()),
})

export type Env = Readonly<
  Omit<v.InferOutput<typeof EnvSchema>, 'PUBLIC_URL' | 'JWT_SECRET'> & {
    PUBLIC_URL: string
    JWT_SECRET: string
  }
>

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses and validates the environment. Empty strings count as unset (docker-compose writes them). */
export function loadEnv(source: EnvSource = process.env): Env {
  const input = Object.fromEntries(
    ENV_VARS.map(({ name }) => [name, source[name] === '' ? undefined : source[name]]),
  )
  const result = v.safeParse(EnvSchema, input)
  if (!result.success) {
    // Values are not echoed: some of them (JWT_SECRET, DATABASE_URL) are secrets.
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`)
  }
  const parsed = result.output
  if ((parsed.STRIPE_SECRET_KEY === undefined) !== (parsed.STRIPE_WEBHOOK_SECRET === undefined)) {
    // Half a Stripe configuration would take payments whose webhooks are never verified (or the reverse).
    throw new EnvError(
      'Invalid environment variables:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: Stripe needs both together',
    )
  }
  if (parsed.AI_BASE_URL !== undefined && parsed.AI_MODEL === undefined) {
    // An endpoint without a model would fail every request and fall back each time: refuse it at start.
    throw new EnvError('Invalid environment variables:\n  AI_MODEL: needed with AI_BASE_URL')
  }
  const s3Missing = missingS3Settings(parsed)
  if (s3Missing.length > 0) {
    throw new EnvError(
      `Invalid environment variables:\n  ${s3Missing.join(', ')}: S3 media storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together`,
    )
  }
  return Object.freeze({
    ...parsed,
    DATA_DIR: resolve(parsed.DATA_DIR),
    DIST_DIR: resolve(parsed.DIST_DIR),
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    JWT_SECRET: parsed.JWT_SECRET ?? readOrCreateSecret(resolve(parsed.DATA_DIR)),
  })
}

/**
 * S3 is all or nothing: half a configuration (a bucket without keys, keys without a bucket) would otherwise
 * quietly keep media on the local disk of one server. Names the settings that are missing.
 */
function missingS3Settings(parsed: v.InferOutput<typeof EnvSchema>): string[] {
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  const anySet = parsed.S3_ENDPOINT !== undefined || required.some((name) => parsed[name] !== undefined)
  return anySet ? required.filter((name) => parsed[name] === undefined) : []
}

/** One secret per data dir, so tokens survive restarts without any configuration. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret')
  mkdirSync(dataDir, { recursive: true })
  try {
    // 'wx' fails when the file exists, so two processes starting together keep the first secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < 32) throw new EnvError(`${file} holds a secret shorter than 32 characters`)
  return secret
}
