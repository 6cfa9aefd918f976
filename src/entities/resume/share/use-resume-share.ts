import { useCallback, useState } from 'react'
import { toaster } from '@/components/ui/toaster'
import { shareLink, type ShareDeps } from '@/lib/share-link'
import { resumeUrl } from './share-link'

type Shareable = { id: string; slug?: string | null; name: string }

/**
 * Share a resume: the share sheet, else "Link copied", else `manualUrl` is set for ManualCopyDialog.
 */
export function useResumeShare(deps?: ShareDeps) {
  const [manualUrl, setManualUrl] = useState<string | null>(null)
  const share = useCallback(
    async (resume: Shareable) => {
      const url = resumeUrl(resume, window.location.origin)
      const outcome = await shareLink({ url, title: resume.name }, deps)
      if (outcome === 'copied') toaster.create({ type: 'success', title: 'Link copied', description: url })
      if (outcome === 'manual') setManualUrl(url)
    },
    [deps],
  )
  const closeManual = useCallback(() => setManualUrl(null), [])
  return { share, manualUrl, closeManual }
}
