import { Box } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { memo, useMemo, type MouseEvent } from 'react'
import { markdownToSafeHtml } from '@/lib/markdown/markdown-html'
import { splitSettledBlocks } from '../lib/markdown-blocks'

/** A compact prose style for chat bubbles: tables, lists, task lists, code and footnotes (seed 1 §9). */
const proseStyles = {
  fontSize: 'sm',
  lineHeight: '1.6',
  overflowWrap: 'anywhere',
  '& > * + *, & > [data-md-block] > * + *': { mt: '2' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', fontSize: 'md', mt: '3' },
  '& ul, & ol': { ps: '5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li:has(> input[type=checkbox])': { listStyleType: 'none', ms: '-5' },
  '& a': { color: 'indigo.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', rounded: 'sm' },
  '& pre': { bg: 'bg.muted', p: '2', rounded: 'md', overflowX: 'auto' },
  '& blockquote': { borderStartWidth: '3px', borderColor: 'border', ps: '3', color: 'fg.muted' },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', fontSize: 'xs' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', px: '2', py: '1', textAlign: 'start' },
  '& th': { bg: 'bg.muted', fontWeight: 'semibold' },
  '& del': { color: 'fg.muted' },
  '& section.footnotes': { fontSize: 'xs', color: 'fg.muted', borderTopWidth: '1px', pt: '2' },
} as const

/**
 * An answer's Markdown as safe HTML (micromark, raw HTML dropped, dangerous URLs emptied — the renderer job
 * descriptions use). Links into the app navigate inside it; other links open a new tab.
 */
export function MarkdownMessage({
  markdown,
  onNavigate,
  streaming = false,
}: {
  markdown: string
  onNavigate?: () => void
  /** The answer is still arriving: render it block by block (see splitSettledBlocks). */
  streaming?: boolean
}) {
  const html = useMemo(() => (streaming ? '' : markdownToSafeHtml(markdown)), [markdown, streaming])
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a')
    const href = anchor?.getAttribute('href') ?? ''
    if (!href.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey)
      return
    event.preventDefault()
    onNavigate?.()
    void navigate({ href })
  }
  return (
    // The click handler only routes clicks on the links inside; the links themselves are focusable anchors.
    streaming ? (
      <Box css={proseStyles} onClick={onClick}>
        <StreamingBlocks markdown={markdown} />
      </Box>
    ) : (
      <Box css={proseStyles} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    )
  )
}

/** Settled blocks are parsed once each (memo by text); only the growing tail is parsed on every update. */
function StreamingBlocks({ markdown }: { markdown: string }) {
  const { settled, tail } = splitSettledBlocks(markdown)
  return (
    <>
      {settled.map((block, i) => (
        // Blocks only ever append: an index key keeps each settled block's element (and its parse).
        <Block key={i} markdown={block} />
      ))}
      {tail.trim() !== '' && <Block markdown={tail} />}
    </>
  )
}

const Block = memo(function Block({ markdown }: { markdown: string }) {
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown])
  return <div data-md-block="" dangerouslySetInnerHTML={{ __html: html }} />
})
