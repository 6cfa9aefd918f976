import { Box } from '@chakra-ui/react'
import Markdown from 'react-markdown'
import remarkGfm from 'remark-gfm'

const styles = {
  color: 'fg.muted',
  lineHeight: '1.7',
  maxW: '70ch',
  overflowWrap: 'anywhere',
  '& > * + *': { mt: '3' },
  '& h1, & h2, & h3, & h4': { color: 'fg', fontWeight: 'semibold', fontSize: 'md', mt: '5' },
  '& strong': { color: 'fg', fontWeight: 'semibold' },
  '& ul, & ol': { ps: '5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: '1' },
  '& a': { color: 'indigo.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', rounded: 'sm' },
  '& blockquote': { borderStartWidth: '3px', borderColor: 'border', ps: '3' },
} as const

/**
 * A job's description: plain text with paragraphs, or Markdown. Employers write it, so raw HTML is never
 * rendered (`skipHtml`, no rehype-raw) and react-markdown drops unsafe link targets (javascript: …).
 */
export function JobDescription({ text }: { text: string }) {
  return (
    <Box css={styles} data-testid="job-description">
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
    </Box>
  )
}
