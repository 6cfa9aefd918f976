import { Button, CloseButton, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react'
import { useId } from 'react'

type Props = {
  /** The link to copy; the dialog is open while it is set. */
  url: string | null
  /** What the link is, as the field's label ("Link to this job"). */
  label: string
  onClose: () => void
}

/**
 * The last resort of Share (src/lib/share-link.ts): no share sheet and no clipboard, so the link is shown selected,
 * to copy by hand. The field's id is given to Field.Root, never to the input itself: Field.Label points at the id
 * Field.Root hands out, and an id set on the input would replace it and leave the label pointing at nothing.
 */
export function ManualCopyDialog({ url, label, onClose }: Props) {
  const controlId = useId()
  return (
    <Dialog.Root
      open={url !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose()
      }}
      size="sm"
      placement="center"
      initialFocusEl={() => document.getElementById(controlId)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Copy the link</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root ids={{ control: controlId }}>
                <Field.Label>{label}</Field.Label>
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
