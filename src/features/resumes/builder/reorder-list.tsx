import { Box, HStack, IconButton, VisuallyHidden } from '@chakra-ui/react'
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react'
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { dropIndex } from './reorder'

type Drag = { from: number; to: number; dy: number; startY: number; middles: number[]; height: number }

type Props = {
  /** The list's accessible name. */
  label: string
  /** One stable key per entry, in order. */
  keys: readonly string[]
  titles: readonly string[]
  onMove: (from: number, to: number) => void
  /** Draws entry `index`; `handle` is its drag handle and move buttons, to be placed in its header. */
  children: (index: number, handle: ReactNode) => ReactNode
}

/**
 * A list whose entries can be reordered by dragging a handle (pointer events, so mouse, pen and touch alike;
 * `touch-action: none` keeps the page from scrolling under the finger) and by keyboard: Move up / Move down
 * buttons, and the arrow keys on the handle. A move is announced, and focus stays with the moved entry.
 */
export function ReorderList({ label, keys, titles, onMove, children }: Props) {
  const itemRefs = useRef(new Map<string, HTMLLIElement>())
  const [drag, setDrag] = useState<Drag | null>(null)
  const [announcement, setAnnouncement] = useState('')

  const moveByKeyboard = (from: number, to: number, control: 'up' | 'down' | 'handle') => {
    if (to < 0 || to >= keys.length) return
    const key = keys[from]
    onMove(from, to)
    setAnnouncement(`${titles[from]} moved to position ${to + 1} of ${keys.length}`)
    // After React moved the entry: focus stays on the control that moved it; at an end, where that one is
    // disabled, on the opposite move button (then the handle), so focus never falls back to the page.
    requestAnimationFrame(() => {
      const item = key ? itemRefs.current.get(key) : undefined
      const order = [control, control === 'up' ? 'down' : 'up', 'handle']
      const target = order
        .map((name) => item?.querySelector<HTMLButtonElement>(`[data-reorder="${name}"]:not(:disabled)`))
        .find(Boolean)
      target?.focus()
    })
  }

  const startDrag = (index: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    const rects = keys.map((key) => itemRefs.current.get(key)?.getBoundingClientRect())
    const middles = rects.map((rect) => (rect ? rect.top + rect.height / 2 : 0))
    const height = (rects[index]?.height ?? 0) + 12
    setDrag({ from: index, to: index, dy: 0, startY: event.clientY, middles, height })
  }

  const moveDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag) return
    const dy = event.clientY - drag.startY
    const y = (drag.middles[drag.from] ?? 0) + dy
    setDrag({ ...drag, dy, to: dropIndex(drag.middles, drag.from, y) })
  }

  const endDrag = () => {
    if (!drag) return
    if (drag.to !== drag.from) {
      onMove(drag.from, drag.to)
      setAnnouncement(`${titles[drag.from]} moved to position ${drag.to + 1} of ${keys.length}`)
    }
    setDrag(null)
  }

  /** Where an entry is drawn while another is dragged: the dragged one follows the pointer, others make room. */
  const offset = (index: number) => {
    if (!drag) return 0
    if (index === drag.from) return drag.dy
    if (drag.from < index && index <= drag.to) return -drag.height
    if (drag.to <= index && index < drag.from) return drag.height
    return 0
  }

  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault()
      moveByKeyboard(index, event.key === 'ArrowUp' ? index - 1 : index + 1, 'handle')
    }
  }

  return (
    <>
      <Box as="ol" aria-label={label} listStyleType="none" display="flex" flexDirection="column" gap="3">
        {keys.map((key, index) => {
          const title = titles[index] ?? ''
          const dragging = drag?.from === index
          const handle = (
            <HStack gap="0" flexShrink={0}>
              <IconButton
                data-reorder="handle"
                aria-label={`Drag to reorder ${title}`}
                title="Drag to reorder, or use the arrow keys"
                variant="ghost"
                size="sm"
                cursor={dragging ? 'grabbing' : 'grab'}
                style={{ touchAction: 'none' }}
                onPointerDown={startDrag(index)}
                onPointerMove={moveDrag}
                onPointerUp={endDrag}
                onPointerCancel={() => setDrag(null)}
                onKeyDown={onHandleKey(index)}
              >
                <GripVertical aria-hidden />
              </IconButton>
              <IconButton
                data-reorder="up"
                aria-label={`Move ${title} up`}
                variant="ghost"
                size="sm"
                disabled={index === 0}
                onClick={() => moveByKeyboard(index, index - 1, 'up')}
              >
                <ArrowUp aria-hidden />
              </IconButton>
              <IconButton
                data-reorder="down"
                aria-label={`Move ${title} down`}
                variant="ghost"
                size="sm"
                disabled={index === keys.length - 1}
                onClick={() => moveByKeyboard(index, index + 1, 'down')}
              >
                <ArrowDown aria-hidden />
              </IconButton>
            </HStack>
          )
          return (
            <Box
              as="li"
              key={key}
              ref={(node: HTMLLIElement | null) => {
                if (node) itemRefs.current.set(key, node)
                else itemRefs.current.delete(key)
              }}
              position="relative"
              zIndex={dragging ? 2 : undefined}
              shadow={dragging ? 'lg' : undefined}
              borderRadius="lg"
              transition={drag && !dragging ? 'transform 150ms ease' : undefined}
              style={{ transform: drag ? `translateY(${offset(index)}px)` : undefined }}
            >
              {children(index, handle)}
            </Box>
          )
        })}
      </Box>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  )
}
