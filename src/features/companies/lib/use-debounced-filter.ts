import { useEffect, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '@/api/constants'
import { effectiveSearchText } from './companies-search'

/**
 * A text filter typed into a box and committed to the URL 300 ms after the last keystroke, from 2 characters
 * on (shorter text commits "no filter"). The box follows the URL when it changes from elsewhere (Clear
 * filters, back button) without undoing what the user is typing.
 */
export function useDebouncedFilter(
  committed: string | undefined,
  commit: (value: string | undefined) => void,
  delay: number = SEARCH_DEBOUNCE_MS,
): [string, (value: string) => void] {
  const [text, setText] = useState(committed ?? '')
  const commitRef = useRef(commit)
  commitRef.current = commit
  const committedRef = useRef(committed)
  committedRef.current = committed
  const textRef = useRef(text)
  textRef.current = text

  useEffect(() => {
    // Only a change the box did not make resets it ('ab' typed and committed is the same filter).
    if (effectiveSearchText(textRef.current) !== committed) setText(committed ?? '')
  }, [committed])

  useEffect(() => {
    const next = effectiveSearchText(text)
    if (next === committedRef.current) return
    const timer = setTimeout(() => commitRef.current(next), delay)
    return () => clearTimeout(timer)
  }, [text, delay])

  return [text, setText]
}
