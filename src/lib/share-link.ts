/**
 * Sharing a page ("Copy-link falls back to a prompt to copy manually"): the Web Share API where the
 * browser has it, else copy to the clipboard, else the caller shows the link for copying by hand.
 */

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'manual'

export type ShareDeps = {
  share?: ((data: ShareData) => Promise<void>) | undefined
  canShare?: ((data: ShareData) => boolean) | undefined
  writeText?: ((text: string) => Promise<void>) | undefined
}

export function browserShareDeps(): ShareDeps {
  if (typeof navigator === 'undefined') return {}
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    canShare: typeof navigator.canShare === 'function' ? (data) => navigator.canShare(data) : undefined,
    writeText: navigator.clipboard?.writeText ? (text) => navigator.clipboard.writeText(text) : undefined,
  }
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError'

export async function shareLink(
  data: { url: string; title: string; text?: string },
  deps: ShareDeps = browserShareDeps(),
): Promise<ShareOutcome> {
  const shareData: ShareData = { url: data.url, title: data.title, ...(data.text ? { text: data.text } : {}) }
  if (deps.share && (deps.canShare?.(shareData) ?? true)) {
    try {
      await deps.share(shareData)
      return 'shared'
    } catch (error) {
      // The user closed the share sheet: that is an answer, not a failure.
      if (isAbort(error)) return 'cancelled'
    }
  }
  if (deps.writeText) {
    try {
      await deps.writeText(data.url)
      return 'copied'
    } catch {
      // Denied (no permission, not a secure context, no user gesture): copy by hand.
    }
  }
  return 'manual'
}
