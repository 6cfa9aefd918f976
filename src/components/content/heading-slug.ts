/** "3. Your choices" → "your-choices": stable anchors for a table of contents and deep links. */
export function headingSlug(text: string) {
  return text
    .toLowerCase()
    .replace(/^\d+(\.\d+)*\.?\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The "## " headings of a Markdown document, with the anchors ProseContent gives them. */
export function markdownHeadings(markdown: string) {
  return [...markdown.matchAll(/^## (.+)$/gm)].map((match) => {
    const title = (match[1] ?? '').trim()
    return { title, id: headingSlug(title) }
  })
}
