import { describe, expect, it } from 'vitest'
import { TASK_TEXTS } from '@/api/tasks/task-fields'
import { checkTaskForm, newTaskValues } from './task-form'

const ID = '5b0c2f7e-8d4a-4e53-9a53-2f0c3c1b9a10'

describe('the task dialog’s check', () => {
  it('gives the API’s words per field', () => {
    const result = checkTaskForm(ID, { ...newTaskValues('2026-11-27'), text: ' ', end: '2026-11-20' })
    expect(result.errors).toEqual({ text: TASK_TEXTS.textRequired, end: TASK_TEXTS.endBeforeStart })
    const noStart = checkTaskForm(ID, { ...newTaskValues('2026-11-27'), text: 'A', start: '' })
    expect(noStart.errors?.start).toBe(TASK_TEXTS.startRequired)
  })

  it('makes the whole task to write, an empty end meaning one day', () => {
    const result = checkTaskForm(ID, { ...newTaskValues('2026-11-27'), text: '  Call Sam ', end: '' })
    expect(result.draft).toEqual({
      id: ID,
      text: 'Call Sam',
      description: '',
      start: '2026-11-27',
      end: '2026-11-27',
      progress: 0,
      type: 'task',
      priority: 'medium',
    })
  })
})
