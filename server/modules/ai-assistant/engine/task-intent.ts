import { TASK_TEXT_MAX } from '@/api/tasks/task-fields'
import type { ChatWireMessage } from '@/api/ai/chat'
import { findStartDay } from './task-dates'

/** The questions the assistant asks while gathering a task (seed 1 §5: name and start date, then confirm). */
export const TASK_QUESTIONS = {
  name: 'What should the task be called?',
  start: 'When should it start? You can say, for example, "tomorrow", "next Monday" or "2026-12-01".',
  startAgain:
    'I could not read a date there. When should the task start? For example "tomorrow", "Friday" or "2026-12-01".',
} as const

const TRIGGER =
  /\b(add|create|make|new|schedule|set ?up|put)\b[^.?!]{0,40}\b(task|to-?do|reminder)\b|^\s*remind me\b/i
const isAsk = (content: string) => Object.values(TASK_QUESTIONS).some((q) => content.startsWith(q))

export const isTaskRequest = (text: string) => TRIGGER.test(text)

/** The name in a request: quoted text, or what follows "task to / called / named / :", or "remind me to". */
function nameIn(text: string, datePhrase: string | undefined): string | undefined {
  const quoted = /["“‘]([^"”’]{2,})["”’]/.exec(text)?.[1]
  let name =
    quoted ??
    /\b(?:task|to-?do|reminder)\b\s*(?:to|called|named|for|:|-)\s+(.+)$/i.exec(text)?.[1] ??
    /^\s*remind me (?:to|about)\s+(.+)$/i.exec(text)?.[1]
  if (!name) return undefined
  if (datePhrase && !quoted) name = name.replace(datePhrase, ' ')
  name = name
    .replace(/\b(?:starting|start|from|on|by|due|for)\s*$/i, '')
    .replace(/\s+(?:starting|from|on|by|due)\s*$/i, '')
    .replace(/[\s.!?,;:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (name.length < 2) return undefined
  return (name[0]!.toUpperCase() + name.slice(1)).slice(0, TASK_TEXT_MAX)
}

export type TaskGathering = { name?: string; start?: string; unreadableDate: boolean }

/**
 * The task being gathered, if the conversation is gathering one: the latest request to add a task and the
 * user's answers to the assistant's questions since. Null when the message is not part of that exchange.
 * Only the user's own messages are read — never page context, never the assistant's text beyond its questions.
 */
export function gatherTask(
  message: string,
  history: readonly ChatWireMessage[],
  today: string,
): TaskGathering | null {
  const turns = [...history.filter((m) => m.role !== 'system'), { role: 'user' as const, content: message }]
  // Walk back over user answers to our questions until the request that started it.
  const chain: { content: string; answers: string | null }[] = []
  let i = turns.length - 1
  while (i >= 0) {
    const turn = turns[i]!
    if (turn.role !== 'user') break
    const asked = turns[i - 1]
    const question = asked?.role === 'assistant' && isAsk(asked.content) ? asked.content : null
    chain.unshift({ content: turn.content, answers: question })
    if (!question) break
    i -= 2
  }
  const [first] = chain
  if (!first || !isTaskRequest(first.content)) return null
  const found: TaskGathering = { unreadableDate: false }
  for (const turn of chain) {
    const date = findStartDay(turn.content, today)
    if (turn.answers?.startsWith(TASK_QUESTIONS.name)) {
      found.name ??= nameIn(`task: ${turn.content}`, date?.phrase)
    } else if (turn.answers) {
      found.unreadableDate = !date
    } else {
      found.name ??= nameIn(turn.content, date?.phrase)
    }
    if (date) {
      found.start = date.day
      found.unreadableDate = false
    }
  }
  return found
}
