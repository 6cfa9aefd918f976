import { hash, verify } from '@node-rs/argon2'

/** ASVS / OWASP minimum for argon2id (the package's default algorithm): 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

/**
 * A hash nobody can match (it is not a PHC string): for accounts that must not sign in with a password,
 * e.g. the bulk sample users. verifyPassword answers false for it after the same work as a real miss.
 */
export const UNUSABLE_PASSWORD_HASH = '!unusable'

let dummyHash: Promise<string> | undefined

/**
 * Checks a password. `storedHash` undefined (no such user) still runs argon2 against a dummy hash with the
 * same parameters, so an unknown email costs the same time as a wrong password (no enumeration by timing).
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined || !storedHash.startsWith('$argon2')) {
    dummyHash ??= hashPassword('dummy password that matches nothing')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}
