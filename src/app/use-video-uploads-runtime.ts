import { useEffect } from 'react'
import { hasPendingFlag } from '@/features/video-studio/lib/pending-flag'
import { signedInUserId } from '@/lib/session/session'
import { useSession } from '@/lib/session/use-session'

/**
 * Resumes video uploads left unfinished on this device (a closed tab, a dead network) as soon as the app starts,
 * on any page, and follows the network and the tab from then on. The uploader loads only when a draft waits.
 */
export function useVideoUploadsRuntime(): void {
  const signedIn = useSession((s) => s.user !== null)
  useEffect(() => {
    if (!signedIn || !hasPendingFlag()) return
    void import('@/features/video-studio/lib/upload-runner').then((runner) =>
      runner.followQueuedUploads(signedInUserId),
    )
  }, [signedIn])
}
