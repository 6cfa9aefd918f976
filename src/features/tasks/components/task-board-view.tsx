import { Box, Button, HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { ArrowRightLeft, CalendarDays } from 'lucide-react'
import { useState, type DragEvent } from 'react'
import { BOARD_COLUMNS, columnOf, type BoardColumnId } from '../lib/board-columns'
import { dayRange } from '../lib/task-days'
import { sortTasks } from '../lib/task-sort'
import type { ShownTask } from '../lib/use-tasks'
import { PriorityBadge, ProgressMeter, TaskSyncState } from './task-bits'

type Props = {
  tasks: readonly ShownTask[]
  onMove: (task: ShownTask, column: BoardColumnId) => void
  onEdit: (task: ShownTask) => void
  onRetry: (task: ShownTask) => void
}

const DRAG_TYPE = 'application/x-reelhire-task'

/**
 * Columns by progress (To do, In progress, Done). A card is dragged to another column with the pointer, or moved
 * with its "Move to…" menu (keyboard, touch, screen readers); either way its progress changes to match.
 */
export function TaskBoardView({ tasks, onMove, onEdit, onRetry }: Props) {
  const [over, setOver] = useState<BoardColumnId | null>(null)
  const byId = new Map(tasks.map((t) => [t.id, t]))

  const drop = (column: BoardColumnId) => (event: DragEvent) => {
    event.preventDefault()
    setOver(null)
    const task = byId.get(event.dataTransfer.getData(DRAG_TYPE))
    if (task && columnOf(task.progress) !== column) onMove(task, column)
  }

  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
      gap="4"
      alignItems="start"
    >
      {BOARD_COLUMNS.map((column) => {
        const cards = sortTasks(
          tasks.filter((t) => columnOf(t.progress) === column.id),
          'priority',
        )
        const headingId = `board-${column.id}`
        return (
          <Box
            as="section"
            key={column.id}
            aria-labelledby={headingId}
            data-testid={`board-column-${column.id}`}
            bg={over === column.id ? 'indigo.subtle' : 'bg.muted'}
            borderWidth="1px"
            borderColor={over === column.id ? 'indigo.emphasized' : 'transparent'}
            rounded="xl"
            p="3"
            minH={{ base: 'auto', md: '60' }}
            transition="background 0.15s"
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(DRAG_TYPE)) return
              event.preventDefault()
              event.dataTransfer.dropEffect = 'move'
              setOver(column.id)
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null)
            }}
            onDrop={drop(column.id)}
          >
            <HStack justify="space-between" mb="3" px="1">
              <Text as="h2" id={headingId} fontWeight="semibold" fontSize="sm">
                {column.title}
              </Text>
              <Text
                fontSize="xs"
                color="fg.muted"
                bg="bg.panel"
                px="2"
                rounded="full"
                aria-label={`${cards.length} tasks`}
              >
                {cards.length}
              </Text>
            </HStack>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {cards.length === 0 ? (
                <Box
                  as="li"
                  fontSize="sm"
                  color="fg.subtle"
                  textAlign="center"
                  py="6"
                  borderWidth="1px"
                  borderStyle="dashed"
                  rounded="lg"
                >
                  Nothing here
                </Box>
              ) : null}
              {cards.map((task) => (
                <Box
                  as="li"
                  key={task.id}
                  data-testid="board-card"
                  draggable
                  onDragStart={(event: DragEvent) => {
                    event.dataTransfer.setData(DRAG_TYPE, task.id)
                    event.dataTransfer.effectAllowed = 'move'
                  }}
                  onDragEnd={() => setOver(null)}
                  bg="bg.panel"
                  borderWidth="1px"
                  rounded="lg"
                  p="3"
                  cursor="grab"
                  shadow="xs"
                  _active={{ cursor: 'grabbing' }}
                >
                  <Stack gap="2">
                    <HStack justify="space-between" align="flex-start" gap="2">
                      <Button
                        variant="plain"
                        h="auto"
                        p="0"
                        flex="1"
                        minW="0"
                        color="fg"
                        fontWeight="semibold"
                        textAlign="start"
                        whiteSpace="normal"
                        justifyContent="flex-start"
                        _hover={{ textDecoration: 'underline' }}
                        onClick={() => onEdit(task)}
                        aria-label={`Edit “${task.text}”`}
                      >
                        {task.text}
                      </Button>
                      <Box flexShrink="0">
                        <PriorityBadge priority={task.priority} />
                      </Box>
                    </HStack>
                    <HStack gap="1.5" fontSize="xs" color="fg.muted">
                      <CalendarDays aria-hidden size={12} />
                      <Text>{dayRange(task.start, task.end)}</Text>
                    </HStack>
                    <ProgressMeter value={task.progress} label={`Progress of “${task.text}”`} />
                    <HStack justify="space-between" gap="2" flexWrap="wrap">
                      <TaskSyncState task={task} onRetry={onRetry} />
                      <MoveMenu task={task} current={column.id} onMove={onMove} />
                    </HStack>
                  </Stack>
                </Box>
              ))}
            </Stack>
          </Box>
        )
      })}
    </Box>
  )
}

function MoveMenu({
  task,
  current,
  onMove,
}: {
  task: ShownTask
  current: BoardColumnId
  onMove: (task: ShownTask, column: BoardColumnId) => void
}) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="2xs" variant="outline" ms="auto" aria-label={`Move “${task.text}” to…`}>
          <ArrowRightLeft aria-hidden /> Move
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {BOARD_COLUMNS.filter((c) => c.id !== current).map((c) => (
              <Menu.Item key={c.id} value={c.id} onSelect={() => onMove(task, c.id)}>
                Move to {c.title}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
