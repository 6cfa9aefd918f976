/**
 * Plain-text normalisation of extracted documents (and of the job importer's pages): one newline style, no
 * control or zero-width characters, trimmed lines, at most one blank line between paragraphs.
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
