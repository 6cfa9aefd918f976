import {
  Box,
  Button,
  Dialog,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  TASK_DESCRIPTION_MAX,
  TASK_PRIORITIES,
  TASK_TEXT_MAX,
  TASK_TYPES,
  type TaskType,
} from '@/api/tasks/task-fields'
import type { TaskDraft } from '@/entities/task/writes/task.write'
import { checkTaskForm, type TaskFormErrors, type TaskFormValues } from '../lib/task-form'
import { PRIORITY_LABELS } from '../lib/task-sort'

const TYPE_LABELS: Record<TaskType, string> = { task: 'Task', milestone: 'Milestone', project: 'Project' }

type Props = {
  /** The task being edited (its id and values), or a new one (a fresh id and the defaults); null: closed. */
  editing: { id: string; values: TaskFormValues; isNew: boolean } | null
  onClose: () => void
  onSave: (draft: TaskDraft) => void
}

/**
 * Create or edit a task: name, description, start, end, progress, type and priority, checked with the API's own
 * rules and words before anything is written; the write then goes through the outbox (works offline).
 */
export function TaskDialog({ editing, onClose, onSave }: Props) {
  const [values, setValues] = useState<TaskFormValues | null>(null)
  const [errors, setErrors] = useState<TaskFormErrors>({})
  const nameRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    setValues(editing?.values ?? null)
    setErrors({})
  }, [editing])

  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) => {
    setValues((current) => (current ? { ...current, [key]: value } : current))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!editing || !values) return
    const checked = checkTaskForm(editing.id, values)
    if (checked.errors) {
      setErrors(checked.errors)
      // Focus the first field that needs attention, so keyboard and screen-reader users land on it.
      const first = (['text', 'start', 'end', 'progress', 'description'] as const).find(
        (k) => checked.errors[k],
      )
      if (first) document.getElementById(`task-${first}`)?.focus()
      return
    }
    onSave(checked.draft)
  }

  const title = editing?.isNew ? 'New task' : 'Edit task'
  return (
    <Dialog.Root
      open={editing !== null}
      onOpenChange={(event) => {
        if (!event.open) onClose()
      }}
      initialFocusEl={() => nameRef.current}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              {values ? (
                <Dialog.Body>
                  <Stack gap="4">
                    <Field.Root id="task-text" invalid={Boolean(errors.text)} required>
                      <Field.Label>
                        Task name <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        id="task-text"
                        ref={nameRef}
                        value={values.text}
                        maxLength={TASK_TEXT_MAX}
                        onChange={(e) => set('text', e.target.value)}
                        placeholder="e.g. Record a video introduction"
                      />
                      <Field.ErrorText>{errors.text}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root id="task-description" invalid={Boolean(errors.description)}>
                      <Field.Label>Description</Field.Label>
                      <Textarea
                        id="task-description"
                        value={values.description}
                        maxLength={TASK_DESCRIPTION_MAX}
                        rows={3}
                        onChange={(e) => set('description', e.target.value)}
                      />
                      <Field.ErrorText>{errors.description}</Field.ErrorText>
                    </Field.Root>
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                      <Field.Root id="task-start" invalid={Boolean(errors.start)} required>
                        <Field.Label>
                          Start date <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          id="task-start"
                          type="date"
                          value={values.start}
                          onChange={(e) => set('start', e.target.value)}
                        />
                        <Field.ErrorText>{errors.start}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root id="task-end" invalid={Boolean(errors.end)}>
                        <Field.Label>End date</Field.Label>
                        <Input
                          id="task-end"
                          type="date"
                          value={values.end}
                          min={values.start || undefined}
                          onChange={(e) => set('end', e.target.value)}
                        />
                        <Field.ErrorText>{errors.end}</Field.ErrorText>
                      </Field.Root>
                    </SimpleGrid>
                    <Field.Root id="task-progress" invalid={Boolean(errors.progress)}>
                      <HStack justify="space-between" w="full">
                        <Field.Label>Progress</Field.Label>
                        <Box as="output" fontSize="sm" fontWeight="semibold" aria-hidden>
                          {values.progress}%
                        </Box>
                      </HStack>
                      <input
                        id="task-progress"
                        type="range"
                        min={0}
                        max={100}
                        step={5}
                        value={values.progress}
                        aria-valuetext={`${values.progress}%`}
                        onChange={(e) => set('progress', Number(e.target.value))}
                        style={{ width: '100%', accentColor: 'var(--chakra-colors-indigo-500)' }}
                      />
                      <Field.ErrorText>{errors.progress}</Field.ErrorText>
                    </Field.Root>
                    <SimpleGrid columns={2} gap="4">
                      <ChoiceField
                        id="task-type"
                        label="Type"
                        value={values.type}
                        options={TASK_TYPES}
                        labels={TYPE_LABELS}
                        onChange={(type) => set('type', type)}
                      />
                      <ChoiceField
                        id="task-priority"
                        label="Priority"
                        value={values.priority}
                        options={TASK_PRIORITIES}
                        labels={PRIORITY_LABELS}
                        onChange={(priority) => set('priority', priority)}
                      />
                    </SimpleGrid>
                  </Stack>
                </Dialog.Body>
              ) : null}
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="indigo">
                  {editing?.isNew ? 'Create task' : 'Save changes'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** A labelled native select over a fixed list of values (the task's type and priority). */
function ChoiceField<T extends string>(props: {
  id: string
  label: string
  value: T
  options: readonly T[]
  labels: Record<T, string>
  onChange: (value: T) => void
}) {
  return (
    <Field.Root id={props.id}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={props.id}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value as T)}
        >
          {props.options.map((option) => (
            <option key={option} value={option}>
              {props.labels[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

export { TYPE_LABELS }
