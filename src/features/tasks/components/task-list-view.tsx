import { Box, Button, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { CalendarDays, Pencil, Trash2 } from 'lucide-react'
import { dayRange, durationText, longDay } from '../lib/task-days'
import { sortTasks, TASK_SORTS, type TaskSort } from '../lib/task-sort'
import type { ShownTask } from '../lib/use-tasks'
import { TYPE_LABELS } from './task-dialog'
import { PriorityBadge, ProgressMeter, TaskSyncState } from './task-bits'

type Props = {
  tasks: readonly ShownTask[]
  sort: TaskSort
  onSortChange: (sort: TaskSort) => void
  onEdit: (task: ShownTask) => void
  onDelete: (task: ShownTask) => void
  onRetry: (task: ShownTask) => void
}

const SORT_LABELS: Record<TaskSort, string> = { start: 'Start date', priority: 'Priority' }

/** Every task as a row: name, days, priority, progress, sync state; sorted by start day or priority. */
export function TaskListView({ tasks, sort, onSortChange, onEdit, onDelete, onRetry }: Props) {
  const sorted = sortTasks(tasks, sort)
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {tasks.length} {tasks.length === 1 ? 'task' : 'tasks'}
        </Text>
        <HStack gap="2">
          <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <label htmlFor="task-sort">Sort by</label>
          </Text>
          <NativeSelect.Root size="sm" w="36">
            <NativeSelect.Field
              id="task-sort"
              value={sort}
              onChange={(e) => onSortChange(e.target.value === 'priority' ? 'priority' : 'start')}
            >
              {TASK_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Tasks">
        {sorted.map((task) => (
          <Box
            as="li"
            key={task.id}
            data-testid="task-row"
            borderWidth="1px"
            rounded="lg"
            bg="bg.panel"
            px={{ base: '3', md: '4' }}
            py="3"
            opacity={task.sync === 'pending' ? 0.85 : 1}
          >
            <HStack align="flex-start" gap="3">
              <Stack gap="1.5" flex="1" minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Text as="h3" fontWeight="semibold" lineClamp={2}>
                    {task.text}
                  </Text>
                  <PriorityBadge priority={task.priority} />
                  {task.type !== 'task' ? (
                    <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                      {TYPE_LABELS[task.type]}
                    </Text>
                  ) : null}
                  <TaskSyncState task={task} onRetry={onRetry} />
                </HStack>
                {task.description ? (
                  <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                    {task.description}
                  </Text>
                ) : null}
                <HStack gap={{ base: '3', md: '6' }} flexWrap="wrap" fontSize="sm" color="fg.muted">
                  <HStack gap="1.5" title={`${longDay(task.start)} to ${longDay(task.end)}`}>
                    <CalendarDays aria-hidden size={14} />
                    <Text>
                      {dayRange(task.start, task.end)}
                      <Box as="span" color="fg.subtle">
                        {' · '}
                        {durationText(task.start, task.end)}
                      </Box>
                    </Text>
                  </HStack>
                  <Box flex="1" minW="32" maxW="56">
                    <ProgressMeter value={task.progress} label={`Progress of “${task.text}”`} />
                  </Box>
                </HStack>
              </Stack>
              <HStack gap="0">
                <IconButton
                  aria-label={`Edit “${task.text}”`}
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(task)}
                >
                  <Pencil aria-hidden />
                </IconButton>
                <IconButton
                  aria-label={`Delete “${task.text}”`}
                  variant="ghost"
                  size="sm"
                  colorPalette="red"
                  onClick={() => onDelete(task)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </HStack>
            </HStack>
          </Box>
        ))}
      </Stack>
    </Stack>
  )
}

export function EmptyTasks({ onNew }: { onNew: () => void }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="12"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      data-testid="tasks-empty"
    >
      <Box color="indigo.500" bg="indigo.subtle" p="3" rounded="full">
        <CalendarDays aria-hidden size={28} />
      </Box>
      <Text as="h2" fontWeight="semibold" fontSize="lg">
        No tasks yet
      </Text>
      <Text color="fg.muted" maxW="md">
        Plan your applications, interviews and follow-ups. Tasks show here as a list, a board and a timeline —
        and work offline.
      </Text>
      <Button colorPalette="indigo" onClick={onNew}>
        New task
      </Button>
    </Stack>
  )
}
