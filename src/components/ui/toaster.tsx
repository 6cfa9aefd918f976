import { createToaster } from '@chakra-ui/react'
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_HOTKEY, TOAST_MAX_VISIBLE } from './toast-settings'
import { DeferredWidget } from './deferred-widget'
import { createDeferredModule } from './deferred-module'

/**
 * The app's toaster (spec: "Toasts"): at most 3 visible, 5 s, paused on hover/focus (Ark's default) and
 * while the tab is hidden, F8 moves focus to the stack, 356 px wide with a 14 px gap, swipe to dismiss.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  gap: TOAST_GAP_PX,
  hotkey: [TOAST_HOTKEY],
  pauseOnPageIdle: true,
  // Below 768 px the bottom bar is the primary navigation; toasts sit above it, never over it (the shell sets
  // --reelhire-bottom-bar-offset on phones).
  offsets: {
    top: '16px',
    right: '16px',
    left: '16px',
    bottom: 'calc(16px + var(--reelhire-bottom-bar-offset, 0px))',
  },
})

// The store above is all callers need; the stack's view (group state machine) loads when the browser is
// idle, or at once when the first toast is created, and then shows anything created before it arrived.
const toasterView = createDeferredModule(() => import('./toaster-view'))
toaster.subscribe(() => void toasterView.load())

export function Toaster() {
  return (
    <DeferredWidget module={toasterView} placeholder={() => null}>
      {(m) => <m.ToasterView />}
    </DeferredWidget>
  )
}
