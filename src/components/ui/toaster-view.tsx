import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react'
import { TOAST_WIDTH_PX } from './toast-settings'
import { toaster } from './toaster'
import { useSwipeDismiss } from './use-swipe-dismiss'

type ToastOptions = Parameters<Parameters<typeof ChakraToaster>[0]['children']>[0]

function AppToast({ toast }: { toast: ToastOptions }) {
  const { offset, handlers } = useSwipeDismiss(() => toaster.dismiss(toast.id))
  return (
    <Toast.Root
      width={{ base: 'calc(100vw - 2rem)', sm: `${TOAST_WIDTH_PX}px` }}
      maxW={`${TOAST_WIDTH_PX}px`}
      touchAction="pan-y"
      // Chakra's success green (#16a34a) gives white text 3.3:1; green.700 gives 5:1 (WCAG AA for body text).
      bg={toast.type === 'success' ? 'green.700' : undefined}
      style={
        offset
          ? { translate: `${offset}px 0`, opacity: Math.max(0.3, 1 - Math.abs(offset) / 200) }
          : undefined
      }
      {...handlers}
    >
      {toast.type === 'loading' ? <Spinner size="sm" color="colorPalette.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable !== false && <Toast.CloseTrigger aria-label="Dismiss notification" />}
    </Toast.Root>
  )
}

export function ToasterView() {
  return (
    <Portal>
      {/* Above the mobile bottom bar, which is the primary navigation below 768 px. */}
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        mb={{ mdDown: 'calc(64px + env(safe-area-inset-bottom))' }}
      >
        {(toast) => <AppToast toast={toast} />}
      </ChakraToaster>
    </Portal>
  )
}
