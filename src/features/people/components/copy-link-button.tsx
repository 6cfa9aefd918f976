import { Button } from '@chakra-ui/react'
import { Link2 } from 'lucide-react'
import { useState } from 'react'
import { ManualCopyDialog } from '@/components/share/manual-copy-dialog'
import { toaster } from '@/components/ui/toaster'
import { shareLink } from '@/lib/share-link'

/** Copy link (seed 2 §2): the share sheet or the clipboard, else the link shown to copy by hand. */
export function CopyLinkButton({ url, title }: { url: string; title: string }) {
  const [manual, setManual] = useState(false)
  const share = async () => {
    const outcome = await shareLink({ url, title })
    if (outcome === 'copied') toaster.create({ type: 'success', title: 'Link copied', description: url })
    if (outcome === 'manual') setManual(true)
  }
  return (
    <>
      <Button variant="outline" onClick={() => void share()}>
        <Link2 aria-hidden /> Copy link
      </Button>
      <ManualCopyDialog
        url={manual ? url : null}
        label="Link to this profile"
        onClose={() => setManual(false)}
      />
    </>
  )
}
