/**
 * Text from pages and users (a resume headline, a task name) put into a Markdown answer as plain text: every
 * character Markdown or HTML could read as syntax is escaped, so such text can never become a link, an image,
 * a heading or markup — it is data, shown as typed.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_{}[\]()#+\-.!|<>~&"]/g, (ch) => `\\${ch}`)
    .replace(/\s+/g, ' ')
    .trim()
}
