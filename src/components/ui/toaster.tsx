import { createToaster, Toaster as ChakraToaster, Toast, Portal } from '@chakra-ui/react'

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true })

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster}>
        {(toast) => (
          <Toast.Root>
            <Toast.Title>{toast.title}</Toast.Title>
            <Toast.Description>{toast.description}</Toast.Description>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
