import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ENV_VARS, EnvError, loadEnv } from './env'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'reelhire-env-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const dataDir = tempDir()
    const env = loadEnv({ DATA_DIR: dataDir })
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      PUBLIC_URL: 'http://localhost:8080',
      MAIL_FROM: 'ReelHire <no-reply@reelhire.local>',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      TRUST_PROXY: false,
      BODY_LIMIT_BYTES: 1_048_576,
    })
    expect(env.DIST_DIR).toBe(join(process.cwd(), 'dist'))
    expect(Object.isFrozen(env)).toBe(true)
  })

  it('derives PUBLIC_URL from PORT and parses the typed values', () => {
    const env = loadEnv({
      DATA_DIR: tempDir(),
      PORT: '9000',
      TRUST_PROXY: 'true',
      BODY_LIMIT_BYTES: '4096',
      DATABASE_URL: 'postgres://u@h:5432/db',
    })
    expect(env.PUBLIC_URL).toBe('http://localhost:9000')
    expect(env.TRUST_PROXY).toBe(true)
    expect(env.BODY_LIMIT_BYTES).toBe(4096)
    expect(env.DATABASE_URL).toBe('postgres://u@h:5432/db')
  })

  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '' })).toMatchObject({
      PORT: 8080,
      DATABASE_URL: undefined,
    })
  })

  it('lists every bad variable in one error, without echoing values', () => {
    let error: unknown
    try {
      loadEnv({
        DATA_DIR: tempDir(),
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        JWT_SECRET: 'short-secret-value',
        DATABASE_URL: 'mysql://x',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EnvError)
    const message = (error as Error).message
    for (const name of ['PORT', 'LOG_LEVEL', 'JWT_SECRET', 'DATABASE_URL'])
      expect(message).toContain(`${name}:`)
    expect(message).not.toContain('short-secret-value')
  })

  it.each(['70000', '-1', '80.5'])('rejects PORT=%s', (port) => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), PORT: port })).toThrow(/PORT: must be an integer/)
  })

  it('generates the JWT secret once, keeps it with mode 0600 and reuses it', () => {
    const dataDir = tempDir()
    const first = loadEnv({ DATA_DIR: dataDir }).JWT_SECRET
    expect(first.length).toBeGreaterThanOrEqual(32)
    const file = join(dataDir, 'jwt-secret')
    expect(readFileSync(file, 'utf8')).toBe(first)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadEnv({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first)
    expect(loadEnv({ DATA_DIR: tempDir() }).JWT_SECRET).not.toBe(first)
  })

  it('prefers JWT_SECRET from the environment and writes no file then', () => {
    const dataDir = tempDir()
    const secret = 'x'.repeat(40)
    expect(loadEnv({ DATA_DIR: dataDir, JWT_SECRET: secret }).JWT_SECRET).toBe(secret)
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow()
  })

  it('refuses a truncated secret file', () => {
    const dataDir = tempDir()
    writeFileSync(join(dataDir, 'jwt-secret'), 'tiny')
    expect(() => loadEnv({ DATA_DIR: dataDir })).toThrow(EnvError)
  })

  it('documents exactly the variables it reads', () => {
    const names = ENV_VARS.map((entry) => entry.name)
    const env = loadEnv({ DATA_DIR: tempDir() })
    expect(new Set(names)).toEqual(new Set(Object.keys(env)))
    for (const entry of ENV_VARS) expect(entry.description.length).toBeGreaterThan(10)
  })
})
