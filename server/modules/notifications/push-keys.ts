import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { webPush } from './web-push-lib'

export type VapidKeys = { publicKey: string; privateKey: string }

const cache = new Map<string, VapidKeys>()

/**
 * The server's VAPID key pair, generated once and kept like the JWT secret (server/env.ts): a file in DATA_DIR
 * written with 'wx' (two processes starting together keep the first) and mode 0600. Every subscription is bound
 * to the public key, so it must never change while subscriptions exist.
 */
export function vapidKeys(dataDir: string): VapidKeys {
  const cached = cache.get(dataDir)
  if (cached) return cached
  const file = join(dataDir, 'vapid-keys.json')
  mkdirSync(dataDir, { recursive: true })
  try {
    writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys
  if (!keys.publicKey || !keys.privateKey) throw new Error(`${file} does not hold a VAPID key pair`)
  cache.set(dataDir, keys)
  return keys
}
