import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useRef, type ReactNode } from 'react'

type Props = {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string
  busy?: boolean
  /** Why the last attempt failed, announced to screen readers. */
  error?: string | null
  /**
   * Whether a click outside cancels (default true). Off when a menu opened the dialog: the menu hands focus
   * back to its trigger as it closes, which would count as a click outside and dismiss the question at once.
   */
  closeOnInteractOutside?: boolean
  onCancel: () => void
  onConfirm: () => void
}

/**
 * "Are you sure?" for destructive or lossy actions (withdraw, delete, leave a form, sign out with unsynced
 * changes): focus starts on the safe choice, and nothing closes it while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  error = null,
  closeOnInteractOutside = true,
  onCancel,
  onConfirm,
}: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open && !busy) onCancel()
      }}
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={closeOnInteractOutside}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{children}</Text>
              {error ? (
                <Text role="alert" color="fg.error" mt="3">
                  {error}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText={busyLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
