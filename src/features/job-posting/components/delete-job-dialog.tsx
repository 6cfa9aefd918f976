import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useRef } from 'react'

type Props = {
  open: boolean
  title: string
  busy: boolean
  error: string | null
  onCancel: () => void
  onConfirm: () => void
}

/** Seed 2 §6: delete needs confirmation. Focus starts on Cancel; the job's title says what goes. */
export function DeleteJobDialog({ open, title, busy, error, onCancel, onConfirm }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open && !busy) onCancel()
      }}
      initialFocusEl={() => cancelRef.current}
      // An explicit choice: and the menu that opened it hands focus back to its trigger as it closes, which
      // would otherwise count as a click outside and dismiss the question at once.
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete this job?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                “{title}” leaves search and your lists at once; people who saved it will see it as deleted.
                This cannot be undone.
              </Text>
              {error ? (
                <Text role="alert" color="fg.error" mt="3">
                  {error}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Deleting…">
                Delete job
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
