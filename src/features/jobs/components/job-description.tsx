import { useMemo } from 'react'
import { jobDetailClass } from '@/components/static-css/job-detail'
import { markdownToSafeHtml } from '@/lib/markdown/markdown-html'

/**
 * A job's description: plain text with paragraphs, or Markdown. Employers write it, so raw HTML is never
 * rendered and unsafe link targets are emptied (markdownToSafeHtml). One HTML string: hydrating the server's
 * description walks no element of it. Styled by static class rules (src/components/static-css/job-detail.ts).
 */
export function JobDescription({ text }: { text: string }) {
  const html = useMemo(() => markdownToSafeHtml(text), [text])
  return (
    <div
      className={jobDetailClass.description}
      data-testid="job-description"
      // eslint-disable-next-line react/no-danger -- markdownToSafeHtml drops raw HTML and escapes the rest.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
