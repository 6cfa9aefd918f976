import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useRef } from 'react'

type Props = { open: boolean; onStay: () => void; onLeave: () => void }

/** The router blocker's question when someone leaves the form with changes not saved to the server. */
export function LeaveFormDialog({ open, onStay, onLeave }: Props) {
  const stayRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onStay()
      }}
      initialFocusEl={() => stayRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Leave without saving?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Your changes are not saved to ReelHire yet. A copy stays on this device and comes back when
                you return to this form.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={stayRef} variant="outline" onClick={onStay}>
                Stay on this page
              </Button>
              <Button colorPalette="red" onClick={onLeave}>
                Leave
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
