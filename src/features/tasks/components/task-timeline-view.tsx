import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Task } from '@/api/tasks/task'
import { dayRange, longDay, monthOf, todayDay } from '../lib/task-days'
import {
  DAY_WIDTH,
  dayOffset,
  rangeDays,
  timelineRange,
  timelineTicks,
  type Span,
} from '../lib/timeline-geometry'
import { TIMELINE_SCALES, type TimelineScale } from '../lib/tasks-search'
import type { ShownTask } from '../lib/use-tasks'
import { TIMELINE_HELP_ID, TimelineBar } from './timeline-bar'

type Props = {
  tasks: readonly ShownTask[]
  scale: TimelineScale
  onScaleChange: (scale: TimelineScale) => void
  onChangeSpan: (task: Task, span: Span) => void
  onEdit: (task: ShownTask) => void
}

const ROW = 44
const HEADER = 48
const SCALE_LABELS: Record<TimelineScale, string> = { day: 'Days', week: 'Weeks' }

/**
 * The timeline (Gantt): one row per task, a bar from its start day to its end day on a day or week scale, and a
 * line through today. Bars move and stretch with the pointer or the keyboard (timeline-bar.tsx). Scrolls
 * sideways on narrow screens, the task names staying in view.
 */
export function TaskTimelineView({ tasks, scale, onScaleChange, onChangeSpan, onEdit }: Props) {
  const today = todayDay()
  const [announcement, setAnnouncement] = useState('')
  const scroller = useRef<HTMLDivElement>(null)
  const rows = useMemo(
    () => [...tasks].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end)),
    [tasks],
  )
  // The range follows the tasks, but only grows while a bar is dragged, so the axis does not jump under it.
  const range = useMemo(() => timelineRange(rows, today, scale), [rows, today, scale])
  const dayWidth = DAY_WIDTH[scale]
  const width = rangeDays(range) * dayWidth
  const ticks = useMemo(() => timelineTicks(range, scale), [range, scale])
  const todayX = dayOffset(today, range, dayWidth) + dayWidth / 2

  const scrollToToday = () => {
    const el = scroller.current
    if (el) el.scrollLeft = Math.max(0, todayX - el.clientWidth / 3)
  }
  // Opens on today, and again when the scale changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(scrollToToday, [scale])

  const weekStripe = `repeating-linear-gradient(to right, transparent 0, transparent ${5 * dayWidth}px, var(--chakra-colors-bg-muted) ${5 * dayWidth}px, var(--chakra-colors-bg-muted) ${7 * dayWidth}px)`
  const dayLines = `repeating-linear-gradient(to right, var(--chakra-colors-border-muted) 0, var(--chakra-colors-border-muted) 1px, transparent 1px, transparent ${scale === 'day' ? dayWidth : 7 * dayWidth}px)`

  return (
    <Box>
      <HStack justify="space-between" mb="3" gap="3" flexWrap="wrap">
        <HStack gap="1" role="group" aria-label="Scale">
          {TIMELINE_SCALES.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={s === scale ? 'solid' : 'outline'}
              colorPalette={s === scale ? 'indigo' : 'gray'}
              aria-pressed={s === scale}
              onClick={() => onScaleChange(s)}
            >
              {SCALE_LABELS[s]}
            </Button>
          ))}
        </HStack>
        <Button size="sm" variant="ghost" onClick={scrollToToday}>
          Today
        </Button>
      </HStack>
      <Text id={TIMELINE_HELP_ID} srOnly>
        Arrow keys move the task by a day. Shift with an arrow changes its end date; Alt and Shift with an
        arrow changes its start date. Enter opens it.
      </Text>
      <Box role="status" aria-live="polite" srOnly>
        {announcement}
      </Box>
      <Box
        ref={scroller}
        overflowX="auto"
        borderWidth="1px"
        rounded="xl"
        bg="bg.panel"
        data-testid="timeline"
        css={{ scrollbarWidth: 'thin' }}
      >
        <Box
          position="relative"
          minW="full"
          style={{ width: `calc(var(--names) + ${width}px)` }}
          css={{ '--names': { base: '112px', md: '200px' } }}
        >
          {/* Header: months and days (or week starts). */}
          <Box
            display="flex"
            h={`${HEADER}px`}
            borderBottomWidth="1px"
            position="sticky"
            top="0"
            bg="bg.panel"
            zIndex="2"
          >
            <Box
              w="var(--names)"
              flexShrink="0"
              position="sticky"
              left="0"
              bg="bg.panel"
              zIndex="3"
              borderEndWidth="1px"
              px="3"
              display="flex"
              alignItems="end"
              pb="1.5"
            >
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                Task
              </Text>
            </Box>
            <Box position="relative" w={`${width}px`} flexShrink="0" aria-hidden>
              {ticks.map((tick) => {
                const x = dayOffset(tick.day, range, dayWidth)
                const firstOfMonth = tick.day.endsWith('-01') || tick.day === range.start
                return (
                  <Box key={tick.day} position="absolute" left={`${x}px`} top="0" h="full">
                    {firstOfMonth || (scale === 'week' && tick.major) ? (
                      <Text
                        position="absolute"
                        top="1"
                        left="1"
                        fontSize="xs"
                        fontWeight="semibold"
                        whiteSpace="nowrap"
                      >
                        {monthOf(tick.day)}
                      </Text>
                    ) : null}
                    <Text
                      position="absolute"
                      bottom="1"
                      left="0"
                      w={`${scale === 'day' ? dayWidth : dayWidth * 7}px`}
                      textAlign={scale === 'day' ? 'center' : 'start'}
                      ps={scale === 'day' ? '0' : '1'}
                      fontSize="xs"
                      color={tick.day === today ? 'red.fg' : tick.major ? 'fg' : 'fg.muted'}
                      fontWeight={tick.day === today ? 'bold' : 'normal'}
                    >
                      {tick.label}
                    </Text>
                  </Box>
                )
              })}
            </Box>
          </Box>
          {/* Rows: a sticky name and the track with its bar. */}
          <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Timeline">
            {rows.map((task) => (
              <Box
                as="li"
                key={task.id}
                display="flex"
                h={`${ROW}px`}
                borderBottomWidth="1px"
                borderColor="border.muted"
              >
                <Box
                  w="var(--names)"
                  flexShrink="0"
                  position="sticky"
                  left="0"
                  bg="bg.panel"
                  zIndex="1"
                  borderEndWidth="1px"
                  px="3"
                  display="flex"
                  alignItems="center"
                >
                  <Text fontSize="sm" truncate title={task.text}>
                    {task.text}
                  </Text>
                </Box>
                <Box
                  position="relative"
                  w={`${width}px`}
                  flexShrink="0"
                  style={{ backgroundImage: `${dayLines}, ${weekStripe}` }}
                >
                  <TimelineBar
                    task={task}
                    range={range}
                    dayWidth={dayWidth}
                    rowHeight={ROW}
                    onCommit={(span) => {
                      onChangeSpan(task, span)
                      setAnnouncement(
                        `“${task.text}” now runs ${longDay(span.start)} to ${longDay(span.end)}.`,
                      )
                    }}
                    onPreview={(span) => setAnnouncement(`${dayRange(span.start, span.end)}`)}
                    onOpen={() => onEdit(task)}
                  />
                </Box>
              </Box>
            ))}
          </Box>
          {/* Today: a line through every row. */}
          <Box
            aria-hidden
            position="absolute"
            top={`${HEADER}px`}
            bottom="0"
            w="2px"
            bg="red.500"
            zIndex="1"
            pointerEvents="none"
            style={{ left: `calc(var(--names) + ${todayX - 1}px)` }}
            data-testid="timeline-today"
          />
        </Box>
      </Box>
    </Box>
  )
}
