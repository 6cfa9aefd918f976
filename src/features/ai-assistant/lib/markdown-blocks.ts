/**
 * Splits Markdown that is still being written into its settled blocks and the growing tail: a blank line
 * outside a fenced code block ends a block, and nothing after the last such line is settled yet. While an
 * answer streams, each settled block is parsed once (memoised by its text) and only the tail is parsed again
 * on each update, so rendering a long answer costs about its length once instead of its length per delta.
 * (Constructs that span blank lines — loose lists, footnotes — settle when the whole answer is rendered at
 * the end.)
 */
export function splitSettledBlocks(markdown: string): { settled: string[]; tail: string } {
  const settled: string[] = []
  let fence: string | null = null
  let blockStart = 0
  let lineStart = 0
  while (lineStart <= markdown.length) {
    const newline = markdown.indexOf('\n', lineStart)
    if (newline < 0) break
    const line = markdown.slice(lineStart, newline)
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker) {
      if (fence === null) fence = marker
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null
    } else if (fence === null && line.trim() === '') {
      const block = markdown.slice(blockStart, lineStart)
      if (block.trim() !== '') settled.push(block)
      blockStart = newline + 1
    }
    lineStart = newline + 1
  }
  return { settled, tail: markdown.slice(blockStart) }
}
