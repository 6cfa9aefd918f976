/**
 * Plain-text normalisation shared by the file and page importers: one newline style, no control or
 * zero-width characters, trimmed lines, at most one blank line between paragraphs.
 */
export function tidyText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
      .replace(/[\t\f\v\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
      .replace(/[\u2028\u2029]/g, '\n')
      .split('\n')
      .map((line) => line.replace(/ {2,}/g, ' ').trim())
      // An empty list item (`<li></li>`) leaves a lone bullet.
      .filter((line, index, lines) => !(line === '-' && (lines[index + 1] ?? '') === ''))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

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
