import { VIDEO_DRAFTS_PENDING_KEY as PENDING_FLAG_KEY } from '@/lib/device-drafts'

/**
 * The flag set while any video draft waits on this device, so the app's start can tell whether there are uploads to
 * resume without opening IndexedDB or loading the uploader (src/app/use-video-uploads-runtime.ts).
 */
export function setPendingFlag(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(PENDING_FLAG_KEY, '1')
    else localStorage.removeItem(PENDING_FLAG_KEY)
  } catch {
    // Storage blocked: uploads then resume when the studio opens.
  }
}

export function hasPendingFlag(): boolean {
  try {
    return localStorage.getItem(PENDING_FLAG_KEY) === '1'
  } catch {
    return false
  }
}
