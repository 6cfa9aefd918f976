import { Button, CloseButton, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react'

type Props = { url: string | null; onClose: () => void }

/** The last resort of Share: the link, selected, to copy by hand. Open while `url` is set. */
export function ManualCopyDialog({ url, onClose }: Props) {
  return (
    <Dialog.Root
      open={url !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose()
      }}
      size="sm"
      placement="center"
      initialFocusEl={() => document.getElementById('resume-share-url')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Copy the link</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root ids={{ control: 'resume-share-url' }}>
                <Field.Label>Link to this resume</Field.Label>
                <Input readOnly value={url ?? ''} onFocus={(event) => event.currentTarget.select()} />
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
  )
}
