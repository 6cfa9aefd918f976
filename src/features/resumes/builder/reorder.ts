/**
 * Moving one entry of a list, the one operation behind drag-and-drop and the Move up / Move down buttons.
 * A new array is returned; an index out of range leaves the list as it was.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = items.slice()
  if (from < 0 || from >= items.length || from === to) return copy
  const target = Math.max(0, Math.min(items.length - 1, to))
  const [moved] = copy.splice(from, 1) as [T]
  copy.splice(target, 0, moved)
  return copy
}

/**
 * Where a dragged entry lands: the number of other entries whose middle lies above the pointer. `middles` are
 * the vertical centres of every entry when the drag started (the dragged one included, at `from`).
 */
export function dropIndex(middles: readonly number[], from: number, pointerY: number): number {
  let index = 0
  middles.forEach((middle, i) => {
    if (i !== from && pointerY > middle) index++
  })
  return index
}
