import { Box, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { dayRange, durationText, longDay } from '../lib/task-days'
import {
  barGeometry,
  dragSpan,
  keyToSpan,
  pixelsToDays,
  type DragMode,
  type Span,
} from '../lib/timeline-geometry'
import type { ShownTask } from '../lib/use-tasks'

type Props = {
  task: ShownTask
  range: Span
  dayWidth: number
  rowHeight: number
  /** The new span, once: at the end of a drag, or when the arrow keys rest. */
  onCommit: (span: Span) => void
  /** Each step while keys are pressed (announced). */
  onPreview: (span: Span) => void
  onOpen: () => void
}

/** The id of the hidden text that tells how to move a bar with the keyboard. */
export const TIMELINE_HELP_ID = 'timeline-help'

/** How long the keyboard rests before its steps are written as one change. */
const KEY_REST_MS = 600
/** A press that travels less than this is a click (it opens the task). */
const CLICK_SLOP_PX = 4

const PALETTE = {
  task: { track: 'indigo.subtle', fill: 'indigo.muted', line: 'indigo.emphasized', text: 'indigo.fg' },
  project: { track: 'blue.subtle', fill: 'blue.muted', line: 'blue.emphasized', text: 'blue.fg' },
  milestone: { track: 'purple.subtle', fill: 'purple.solid', line: 'purple.emphasized', text: 'purple.fg' },
} as const
const DONE = {
  track: 'green.subtle',
  fill: 'green.muted',
  line: 'green.emphasized',
  text: 'green.fg',
} as const

/**
 * One task's bar. Drag its middle to move it, its ends to change the start or end day; or focus it and use the
 * arrow keys (a day per press; Shift: the end; Alt+Shift: the start). What it will become shows at once; the
 * change is written when the pointer lets go or the keys rest (or focus leaves), as one write.
 */
export function TimelineBar({ task, range, dayWidth, rowHeight, onCommit, onPreview, onOpen }: Props) {
  const [preview, setPreview] = useState<Span | null>(null)
  const drag = useRef<{ mode: DragMode; x: number; base: Span; moved: boolean } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const span = preview ?? { start: task.start, end: task.end }
  const { left, width } = barGeometry(span, range, dayWidth)
  const milestone = task.type === 'milestone'
  // Finished work reads as done whatever its type.
  const colors = task.progress >= 100 && !milestone ? DONE : PALETTE[task.type]

  const commit = (next: Span | null) => {
    clearTimeout(timer.current)
    setPreview(null)
    if (next && (next.start !== task.start || next.end !== task.end)) onCommit(next)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      commit(preview)
      onOpen()
      return
    }
    const next = keyToSpan(span, event.key, event.shiftKey, event.altKey)
    if (!next) return
    event.preventDefault()
    setPreview(next)
    onPreview(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => commit(next), KEY_REST_MS)
  }

  const spanAt = (event: PointerEvent) => {
    const d = drag.current
    return d ? dragSpan(d.base, d.mode, pixelsToDays(event.clientX - d.x, dayWidth)) : null
  }

  const startDrag = (mode: DragMode) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return
    event.stopPropagation()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { mode, x: event.clientX, base: span, moved: false }
  }

  const label = `${task.text}: ${longDay(span.start)} to ${longDay(span.end)}, ${durationText(span.start, span.end)}, ${task.progress}% done${task.sync === 'pending' ? ', waiting to sync' : task.sync === 'failed' ? ', sync failed' : ''}`
  const inside = width >= 96 && !milestone
  const barHeight = rowHeight - 16

  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-describedby={TIMELINE_HELP_ID}
      data-testid="timeline-bar"
      data-start={span.start}
      data-end={span.end}
      position="absolute"
      top="8px"
      h={`${barHeight}px`}
      style={{ left: `${left}px`, width: `${width}px` }}
      cursor={drag.current ? 'grabbing' : 'grab'}
      touchAction="none"
      userSelect="none"
      outline="none"
      rounded="md"
      _focusVisible={{
        boxShadow: '0 0 0 2px var(--chakra-colors-bg-panel), 0 0 0 4px var(--chakra-colors-indigo-500)',
      }}
      onKeyDown={onKeyDown}
      onBlur={() => commit(preview)}
      onPointerDown={startDrag('move')}
      onPointerMove={(event) => {
        const d = drag.current
        if (!d) return
        if (Math.abs(event.clientX - d.x) >= CLICK_SLOP_PX) d.moved = true
        const next = spanAt(event)
        if (next && (next.start !== span.start || next.end !== span.end)) setPreview(next)
      }}
      onPointerUp={(event) => {
        const d = drag.current
        const next = spanAt(event)
        drag.current = null
        if (!d?.moved) {
          setPreview(null)
          if (d) onOpen()
          return
        }
        commit(next)
      }}
      onPointerCancel={() => {
        drag.current = null
        setPreview(null)
      }}
    >
      {milestone ? (
        <Box
          position="absolute"
          top="50%"
          left="50%"
          w={`${Math.min(barHeight, dayWidth) * 0.6}px`}
          h={`${Math.min(barHeight, dayWidth) * 0.6}px`}
          bg={colors.fill}
          transform="translate(-50%, -50%) rotate(45deg)"
          rounded="2px"
        />
      ) : (
        <Box
          position="absolute"
          inset="0"
          bg={colors.track}
          rounded="md"
          overflow="hidden"
          borderWidth={task.sync === 'synced' ? '1px' : '2px'}
          borderStyle={task.sync === 'synced' ? 'solid' : 'dashed'}
          borderColor={
            task.sync === 'failed' ? 'red.500' : task.sync === 'pending' ? 'orange.400' : colors.line
          }
        >
          <Box h="full" bg={colors.fill} style={{ width: `${task.progress}%` }} />
        </Box>
      )}
      <Text
        position="absolute"
        top="50%"
        transform="translateY(-50%)"
        fontSize="xs"
        fontWeight="medium"
        whiteSpace="nowrap"
        pointerEvents="none"
        aria-hidden
        {...(inside
          ? { left: '2', right: '2', truncate: true, color: colors.text }
          : { left: `calc(100% + 6px)`, color: 'fg.muted' })}
      >
        {inside ? task.text : preview ? dayRange(span.start, span.end) : task.text}
      </Text>
      {milestone ? null : (
        <>
          <Handle side="start" onPointerDown={startDrag('start')} />
          <Handle side="end" onPointerDown={startDrag('end')} />
        </>
      )}
    </Box>
  )
}

function Handle({
  side,
  onPointerDown,
}: {
  side: 'start' | 'end'
  onPointerDown: (e: PointerEvent<HTMLElement>) => void
}) {
  return (
    <Box
      aria-hidden
      data-testid={`timeline-handle-${side}`}
      position="absolute"
      top="0"
      bottom="0"
      w="10px"
      {...(side === 'start' ? { left: '-2px' } : { right: '-2px' })}
      cursor="ew-resize"
      onPointerDown={onPointerDown}
      _hover={{ bg: 'blackAlpha.200' }}
      rounded="md"
    />
  )
}
