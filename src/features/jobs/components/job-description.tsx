import { useEffect, useState } from 'react'
import { jobDetailClass } from '@/components/static-css/job-detail'
import { useHydrated } from '@/lib/hydration/use-hydrated'
import { markdownToSafeHtml } from '@/lib/markdown/markdown-html'

const TEST_ID = 'job-description'
type Rendered = { text: string; html: string }

/**
 * A job's description: plain text with paragraphs, or Markdown. Employers write it, so raw HTML is never
 * rendered and unsafe link targets are emptied (markdownToSafeHtml). One HTML string: hydrating the server's
 * description walks no element of it. Styled by static class rules (src/components/static-css/job-detail.ts).
 *
 * The Markdown renderer is ~47 KB gzip, and a job page people arrive at is rendered on the server: while hydrating
 * that page the description keeps the HTML the server wrote, so the renderer is not loaded before the page is
 * interactive. A page rendered in the browser (a click from /jobs) loads it then, showing the text as it is
 * written until it arrives (precached, so also offline).
 */
export function JobDescription({ text }: { text: string }) {
  const hydrated = useHydrated()
  const [rendered, setRendered] = useState<Rendered | undefined>(() =>
    import.meta.env.SSR ? { text, html: markdownToSafeHtml(text) } : hydrated ? undefined : serverHtml(text),
  )
  const current = rendered?.text === text ? rendered : undefined

  useEffect(() => {
    if (current) return
    let live = true
    void import('@/lib/markdown/markdown-html').then((markdown) => {
      if (live) setRendered({ text, html: markdown.markdownToSafeHtml(text) })
    })
    return () => {
      live = false
    }
  }, [current, text])

  if (!current)
    return (
      <div className={jobDetailClass.description} data-testid={TEST_ID} style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </div>
    )
  return (
    <div
      className={jobDetailClass.description}
      data-testid={TEST_ID}
      // eslint-disable-next-line react/no-danger -- markdownToSafeHtml drops raw HTML and escapes the rest.
      dangerouslySetInnerHTML={{ __html: current.html }}
    />
  )
}

/** While hydrating: the description the server rendered for this text (the page's data came with its HTML). */
function serverHtml(text: string): Rendered | undefined {
  const element = document.querySelector(`[data-testid="${TEST_ID}"]`)
  return element ? { text, html: element.innerHTML } : undefined
}
