// "Ready to work offline" is news once per browser: remember that it was said. Storage can be
// unavailable (private mode, blocked cookies); then we err on the side of showing it.
const KEY = 'reelhire:pwa:offline-ready-shown'

export function wasOfflineReadyShown(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): boolean {
  try {
    return storage?.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function markOfflineReadyShown(storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(KEY, '1')
  } catch {
    // Nothing to do: at worst the toast shows again on another first install.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}
