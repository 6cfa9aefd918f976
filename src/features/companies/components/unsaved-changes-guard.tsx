import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useBlocker } from '@tanstack/react-router'
import { useRef } from 'react'

/**
 * While `when` holds, leaving the page asks first: an in-app navigation opens "Discard unsaved changes?", and
 * closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const whenRef = useRef(when)
  whenRef.current = when
  const stayRef = useRef<HTMLButtonElement>(null)
  const blocker = useBlocker({
    shouldBlockFn: () => whenRef.current,
    enableBeforeUnload: () => whenRef.current,
    withResolver: true,
  })
  const open = blocker.status === 'blocked'
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open) blocker.reset?.()
      }}
      initialFocusEl={() => stayRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Discard unsaved changes?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>You have changes that are not saved yet. If you leave now, they will be lost.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={stayRef} variant="outline" onClick={() => blocker.reset?.()}>
                Keep editing
              </Button>
              <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                Discard changes
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
