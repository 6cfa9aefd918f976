import { useCallback, useEffect, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '@/config/search-input'

type Options = {
  /** The value the URL holds ('' for none). */
  value: string
  /** Called with the normalized text once typing pauses (or on flush), when it changed and is acceptable. */
  onCommit: (value: string) => void
  delay?: number
  /** Text that may be committed (e.g. '' or at least 2 characters); other text waits for more typing. */
  accept?: (value: string) => boolean
  /**
   * What the typed text means as a value: trimmed by default. A filter that treats short text as "no filter"
   * maps it to '' here, so typing one character commits "none" instead of waiting.
   */
  normalize?: (text: string) => string
}

const trim = (text: string) => text.trim()

/**
 * A text field bound to the URL with a debounce (search: "debounce 300 ms"): typing updates the field at
 * once and commits after a pause; a change of the URL from elsewhere (Clear filters, Back) shows up in the
 * field, while the field's own commits leave what the user is typing alone; `flush` commits at once (Enter).
 */
export function useDebouncedInput({
  value,
  onCommit,
  delay = SEARCH_DEBOUNCE_MS,
  accept,
  normalize = trim,
}: Options) {
  const [text, setText] = useState(value)
  const committed = useRef(value)
  const commitRef = useRef(onCommit)
  const acceptRef = useRef(accept)
  const normalizeRef = useRef(normalize)
  useEffect(() => {
    commitRef.current = onCommit
    acceptRef.current = accept
    normalizeRef.current = normalize
  })

  useEffect(() => {
    if (value === committed.current) return
    committed.current = value
    setText(value)
  }, [value])

  const commit = useCallback((raw: string) => {
    const next = normalizeRef.current(raw)
    if (next === committed.current || !(acceptRef.current?.(next) ?? true)) return
    committed.current = next
    commitRef.current(next)
  }, [])

  useEffect(() => {
    if (normalizeRef.current(text) === committed.current) return
    const timer = setTimeout(() => commit(text), delay)
    return () => clearTimeout(timer)
  }, [text, delay, commit])

  return { text, setText, flush: useCallback(() => commit(text), [commit, text]) }
}
