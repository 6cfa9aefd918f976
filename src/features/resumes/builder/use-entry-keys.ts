import { useState } from 'react'
import { moveItem } from './reorder'

let next = 0
const newKey = () => `entry-${++next}`

/**
 * Stable React keys for the entries of a list that has no ids of its own (JSON Resume entries have none), so
 * a moved entry keeps its inputs and focus. When the list is replaced from outside (a conflict settled, a
 * draft adopted) with another length, the keys start over.
 */
export function useEntryKeys(length: number) {
  const [keys, setKeys] = useState(() => Array.from({ length }, newKey))
  const current = keys.length === length ? keys : Array.from({ length }, newKey)
  if (current !== keys) setKeys(current)
  return {
    keys: current,
    add: () => setKeys([...current, newKey()]),
    remove: (index: number) => setKeys(current.filter((_, i) => i !== index)),
    move: (from: number, to: number) => setKeys(moveItem(current, from, to)),
  }
}
