import { Button, type ButtonProps } from '@chakra-ui/react'
import { Share2 } from 'lucide-react'
import { useState } from 'react'
import { ManualCopyDialog } from '@/components/share/manual-copy-dialog'
import { toaster } from '@/components/ui/toaster'
import { shareLink, type ShareDeps } from '@/lib/share-link'

type Props = {
  url: string
  title: string
  size?: ButtonProps['size']
  /** For tests: the browser's share and clipboard. */
  deps?: ShareDeps
}

/**
 * Share: the system share sheet where there is one, else "Link copied", else a dialog with the
 * link selected for copying by hand.
 */
export function ShareButton({ url, title, size = 'md', deps }: Props) {
  const [manual, setManual] = useState(false)
  const share = async () => {
    const outcome = await shareLink({ url, title }, deps)
    if (outcome === 'copied') toaster.create({ type: 'success', title: 'Link copied', description: url })
    if (outcome === 'manual') setManual(true)
  }
  return (
    <>
      <Button variant="outline" size={size} onClick={() => void share()}>
        <Share2 aria-hidden /> Share
      </Button>
      <ManualCopyDialog url={manual ? url : null} label="Link to this job" onClose={() => setManual(false)} />
    </>
  )
}
