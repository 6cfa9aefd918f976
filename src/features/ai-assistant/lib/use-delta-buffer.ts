import { useEffect, useMemo, useRef, type Dispatch, type SetStateAction } from 'react'
import type { ChatLine } from './chat-line'

/**
 * Collects streamed deltas and writes them into the answer's line at most once an animation frame: a model
 * may send hundreds of small deltas a second, and each state update re-renders the conversation.
 */
export function useDeltaBuffer(setLines: Dispatch<SetStateAction<ChatLine[]>>) {
  const pending = useRef<{ id: string; text: string } | null>(null)
  const frame = useRef<number | null>(null)
  const buffer = useMemo(() => {
    const flush = () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current)
      frame.current = null
      const next = pending.current
      pending.current = null
      if (!next) return
      setLines((current) => {
        const line = current.find((l) => l.id === next.id)
        if (!line) return [...current, { id: next.id, sender: 'ai', content: next.text, streaming: true }]
        return current.map((l) => (l.id === next.id ? { ...l, content: l.content + next.text } : l))
      })
    }
    return {
      append(id: string, text: string) {
        pending.current =
          pending.current?.id === id ? { id, text: pending.current.text + text } : { id, text }
        frame.current ??= requestAnimationFrame(flush)
      },
      flush,
    }
  }, [setLines])
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current)
    },
    [],
  )
  return buffer
}
