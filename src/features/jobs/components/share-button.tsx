import { Button, CloseButton, Dialog, Field, Input, Portal, Text, type ButtonProps } from '@chakra-ui/react'
import { Share2 } from 'lucide-react'
import { useState } from 'react'
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
      <Dialog.Root
        open={manual}
        onOpenChange={(e) => setManual(e.open)}
        size="sm"
        placement="center"
        initialFocusEl={() => document.getElementById('share-link-url')}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Copy the link</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root>
                  <Field.Label>Link to this job</Field.Label>
                  <Input
                    id="share-link-url"
                    readOnly
                    value={url}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <Field.HelperText>
                    <Text as="span">Press Ctrl+C (⌘C on a Mac) or long-press to copy it.</Text>
                  </Field.HelperText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Done</Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
}
