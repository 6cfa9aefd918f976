import { useEffect, useSyncExternalStore } from 'react'
import { AI_CONTEXT_LIMITS, type AiPageFacts } from '@/api/ai/ai-context'

/**
 * What the open page lets the AI assistant read (issue 16: "pages register what the assistant may read"): a few
 * short facts — the resume's id and title, the job's id and title — never whole documents. A page registers
 * them while it is shown; the assistant sends only these, trimmed, with its context-aware requests.
 */
let current: AiPageFacts = {}
const listeners = new Set<() => void>()

const trim = (text: string | null | undefined) =>
  text ? text.replace(/\s+/g, ' ').trim().slice(0, AI_CONTEXT_LIMITS.text) || undefined : undefined

/** The facts with every text trimmed to its bound and empty values left out. */
export function trimFacts(facts: AiPageFacts): AiPageFacts {
  const out: AiPageFacts = {}
  if (facts.resumeId) out.resumeId = facts.resumeId
  if (facts.jobId) out.jobId = facts.jobId
  for (const key of ['resumeTitle', 'resumeHeadline', 'jobTitle', 'companyName'] as const) {
    const value = trim(facts[key])
    if (value) out[key] = value
  }
  return out
}

function set(next: AiPageFacts) {
  current = next
  for (const listener of listeners) listener()
}

export const getAssistantFacts = (): AiPageFacts => current

export function useAssistantFactsValue(): AiPageFacts {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
    () => current,
  )
}

/** Registers the page's facts while the calling component is mounted (null: nothing yet, e.g. loading). */
export function useAssistantFacts(facts: AiPageFacts | null): void {
  const key = facts ? JSON.stringify(trimFacts(facts)) : ''
  useEffect(() => {
    if (!key) return
    const registered = JSON.parse(key) as AiPageFacts
    set(registered)
    return () => {
      if (current === registered) set({})
    }
  }, [key])
}
