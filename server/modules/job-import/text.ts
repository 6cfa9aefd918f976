// tidyText moved to the shared document reader (src/lib/document-text), which the page uses too.
export { tidyText } from '@/lib/document-text/tidy-text'

/** Bullet and numbering markers: -, *, •, ▪, 1., 1), a) … */
const BULLET = /^(?:[-*+•·▪▫◦‣●○■□►▸➢➤→✓✔–—]|\(?\d{1,2}[.)]|\(?[a-z][)])\s+(.*)$/

/** The text of a bulleted or numbered line, or null for an ordinary line. */
export function bulletText(line: string): string | null {
  const match = BULLET.exec(line)
  return match ? (match[1] ?? '').trim() : null
}

/** Cuts at a word boundary and adds an ellipsis when longer than `max`. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** The items in order without repeats, comparing case-insensitively; empty items are dropped. */
export function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = item.toLowerCase()
    if (!item || seen.has(key)) return false
    seen.add(key)
    return true
  })
}
