import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react'
import { CloudOff, RotateCw, TriangleAlert } from 'lucide-react'
import type { TaskPriority } from '@/api/tasks/task-fields'
import { PRIORITY_LABELS, PRIORITY_PALETTE } from '../lib/task-sort'
import type { ShownTask } from '../lib/use-tasks'

/** Small pieces every view of /tasks shows the same way. */

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return (
    <Badge colorPalette={PRIORITY_PALETTE[priority]} variant="subtle" size="sm">
      {PRIORITY_LABELS[priority]}
      <Box as="span" srOnly>
        {' '}
        priority
      </Box>
    </Badge>
  )
}

/** A thin bar with the percentage beside it; a progressbar for assistive technology. */
export function ProgressMeter({ value, label }: { value: number; label: string }) {
  return (
    <HStack gap="2" minW="0">
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        flex="1"
        h="1.5"
        minW="12"
        bg="bg.emphasized"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${value}%`} bg={value >= 100 ? 'green.500' : 'indigo.500'} rounded="full" />
      </Box>
      <Text fontSize="xs" color="fg.muted" minW="8" textAlign="end" aria-hidden>
        {value}%
      </Text>
    </HStack>
  )
}

/** "Waiting to sync", or "Sync failed — Retry" with the server's reason, on an item with a write in the outbox. */
export function TaskSyncState({ task, onRetry }: { task: ShownTask; onRetry: (task: ShownTask) => void }) {
  if (task.sync === 'pending') {
    return (
      <Badge colorPalette="orange" variant="subtle" size="sm" data-testid="task-sync">
        <CloudOff aria-hidden size={12} /> Waiting to sync
      </Badge>
    )
  }
  if (task.sync !== 'failed') return null
  return (
    <HStack gap="1" data-testid="task-sync" flexWrap="wrap">
      <Badge colorPalette="red" variant="subtle" size="sm" title={task.failure}>
        <TriangleAlert aria-hidden size={12} /> Sync failed
      </Badge>
      {task.failure ? (
        <Box as="span" srOnly>
          {task.failure}
        </Box>
      ) : null}
      <Button
        size="2xs"
        variant="ghost"
        colorPalette="red"
        onClick={() => onRetry(task)}
        aria-label={`Retry syncing “${task.text}”`}
      >
        <RotateCw aria-hidden /> Retry
      </Button>
    </HStack>
  )
}
