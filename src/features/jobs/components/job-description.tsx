import Markdown from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { jobDetailClass } from '@/components/static-css/job-detail'

/**
 * A job's description: plain text with paragraphs, or Markdown. Employers write it, so raw HTML is never
 * rendered (`skipHtml`, no rehype-raw) and react-markdown drops unsafe link targets (javascript: …). Styled by static
 * class rules (src/components/static-css/job-detail.ts), so the wrapper costs nothing to render or hydrate.
 */
export function JobDescription({ text }: { text: string }) {
  return (
    <div className={jobDetailClass.description} data-testid="job-description">
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        components={{
          a: ({ href, children }) => (
            <a href={href} rel="nofollow ugc noopener" target="_blank">
              {children}
            </a>
          ),
        }}
      >
        {text}
      </Markdown>
    </div>
  )
}
