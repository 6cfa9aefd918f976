import { Alert, Box, Button, Container, Heading, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react'
import { CalendarRange, KanbanSquare, List, Plus } from 'lucide-react'
import { useState } from 'react'
import { TASK_TEXTS } from '@/api/tasks/task-fields'
import { OfflineState } from '@/components/errors/offline-state'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { isOfflineFailure } from '@/lib/offline-query'
import { newOutboxId } from '@/lib/outbox/queue'
import { columnTitle, progressForColumn, type BoardColumnId } from '../lib/board-columns'
import { todayDay } from '../lib/task-days'
import { draftOf, newTaskValues, valuesOf, type TaskFormValues } from '../lib/task-form'
import type { TasksSearch, TaskView } from '../lib/tasks-search'
import { useTasks, type ShownTask } from '../lib/use-tasks'
import { TaskBoardView } from './task-board-view'
import { TaskDialog } from './task-dialog'
import { EmptyTasks, TaskListView } from './task-list-view'
import { TaskTimelineView } from './task-timeline-view'

type Props = TasksSearch & { onSearchChange: (change: Partial<TasksSearch>) => void }

type Editing = { id: string; values: TaskFormValues; isNew: boolean }

/**
 * /tasks: the signed-in user's tasks as a list, a board and a timeline (the tab is in the URL). Every change —
 * from the dialog, a board move, a timeline drag or key — is one write through the outbox: shown at once,
 * sent when there is a network, marked while it waits.
 */
export function TasksPage({ view, sort, scale, onSearchChange }: Props) {
  const { query, tasks, save, remove, retry } = useTasks()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<ShownTask | null>(null)
  const [announcement, setAnnouncement] = useState('')

  const openNew = () => setEditing({ id: newOutboxId(), values: newTaskValues(todayDay()), isNew: true })
  const openEdit = (task: ShownTask) => setEditing({ id: task.id, values: valuesOf(task), isNew: false })
  const onRetry = (task: ShownTask) => {
    if (task.failedEntry) void retry(task.failedEntry)
  }
  const onMove = (task: ShownTask, column: BoardColumnId) => {
    void save(draftOf(task, { progress: progressForColumn(column, task.progress) }))
    setAnnouncement(`Moved “${task.text}” to ${columnTitle(column)}.`)
  }

  let content
  if (query.isPending && tasks.length === 0) {
    content = (
      <Stack gap="3" aria-busy="true" aria-label="Loading tasks">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="20" borderRadius="lg" />
        ))}
      </Stack>
    )
  } else if (query.isError && !query.data) {
    content = isOfflineFailure(query.error) ? (
      <OfflineState onRetry={() => void query.refetch()} />
    ) : (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>Your tasks could not be loaded.</Alert.Title>
        <Button size="sm" variant="outline" ms="auto" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert.Root>
    )
  } else if (tasks.length === 0) {
    content = <EmptyTasks onNew={openNew} />
  } else {
    content = (
      <Tabs.Root
        value={view}
        onValueChange={(e) => onSearchChange({ view: e.value as TaskView })}
        variant="enclosed"
        colorPalette="indigo"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="list">
            <List aria-hidden size={16} /> List
          </Tabs.Trigger>
          <Tabs.Trigger value="board">
            <KanbanSquare aria-hidden size={16} /> Board
          </Tabs.Trigger>
          <Tabs.Trigger value="timeline">
            <CalendarRange aria-hidden size={16} /> Timeline
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="list" pt="4">
          <TaskListView
            tasks={tasks}
            sort={sort}
            onSortChange={(next) => onSearchChange({ sort: next })}
            onEdit={openEdit}
            onDelete={setDeleting}
            onRetry={onRetry}
          />
        </Tabs.Content>
        <Tabs.Content value="board" pt="4">
          <TaskBoardView tasks={tasks} onMove={onMove} onEdit={openEdit} onRetry={onRetry} />
        </Tabs.Content>
        <Tabs.Content value="timeline" pt="4">
          <TaskTimelineView
            tasks={tasks}
            scale={scale}
            onScaleChange={(next) => onSearchChange({ scale: next })}
            onChangeSpan={(task, span) => void save(draftOf(task, span))}
            onEdit={openEdit}
          />
        </Tabs.Content>
      </Tabs.Root>
    )
  }

  return (
    <Container maxW="6xl" py={{ base: '5', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <HStack justify="space-between" align="flex-end" gap="4" flexWrap="wrap">
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Tasks
            </Heading>
            <Text color="fg.muted" mt="1">
              Plan applications, interviews and follow-ups — as a list, a board or a timeline.
            </Text>
          </Box>
          {tasks.length > 0 ? (
            <Button colorPalette="indigo" onClick={openNew}>
              <Plus aria-hidden /> New task
            </Button>
          ) : null}
        </HStack>
        <Box role="status" aria-live="polite" srOnly>
          {announcement}
        </Box>
        {content}
      </Stack>
      <TaskDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSave={(draft) => {
          setEditing(null)
          void save(draft)
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this task?"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return
          const task = deleting
          setDeleting(null)
          remove(task).catch(() => toaster.create({ type: 'error', title: 'Failed to delete task' }))
          setAnnouncement(`${TASK_TEXTS.deleted}: “${task.text}”.`)
        }}
      >
        {deleting ? `“${deleting.text}” will be removed from your list, board and timeline.` : ''}
      </ConfirmDialog>
    </Container>
  )
}
