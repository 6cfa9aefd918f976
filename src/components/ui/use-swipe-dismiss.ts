import { useRef, useState, type PointerEvent } from 'react'
import { TOAST_SWIPE_THRESHOLD_PX } from './toast-settings'

/**
 * Horizontal swipe-to-dismiss for toasts ("A swipe of 50px dismisses", spec: "Toasts"). Ark's toast
 * machine has no swipe gesture, so the root element gets these pointer handlers and an offset to follow the finger.
 */
export function useSwipeDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; id: number } | null>(null)
  const [offset, setOffset] = useState(0)

  const reset = () => {
    start.current = null
    setOffset(0)
  }

  return {
    offset,
    handlers: {
      onPointerDown(e: PointerEvent<HTMLElement>) {
        // Buttons inside the toast keep their normal click.
        if ((e.target as HTMLElement).closest('button, a')) return
        start.current = { x: e.clientX, id: e.pointerId }
        e.currentTarget.setPointerCapture?.(e.pointerId)
      },
      onPointerMove(e: PointerEvent<HTMLElement>) {
        if (start.current?.id !== e.pointerId) return
        setOffset(e.clientX - start.current.x)
      },
      onPointerUp(e: PointerEvent<HTMLElement>) {
        if (start.current?.id !== e.pointerId) return
        const moved = Math.abs(e.clientX - start.current.x)
        reset()
        if (moved >= TOAST_SWIPE_THRESHOLD_PX) onDismiss()
      },
      onPointerCancel: reset,
    },
  }
}
