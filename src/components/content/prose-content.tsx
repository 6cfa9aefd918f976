import { Box } from '@chakra-ui/react'
import { Children, isValidElement, type ReactNode } from 'react'
import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { headingSlug } from './heading-slug'
import { AppLink } from '@/components/ui/app-link'

// Markdown is ours (legal texts), but we still never enable raw HTML (no rehype-raw): the same
// component may later render user-written text, and escaped HTML is the safe default.
const proseStyles = {
  color: 'fg',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.75',
  maxW: '70ch',
  '& > * + *': { mt: '4' },
  '& h2': {
    fontSize: { base: 'xl', md: '2xl' },
    fontWeight: 'semibold',
    lineHeight: '1.3',
    mt: '10',
    mb: '2',
    scrollMarginTop: '20',
  },
  '& h3': { fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold', mt: '8', mb: '1' },
  '& p, & li': { color: 'fg.muted' },
  '& strong': { color: 'fg', fontWeight: 'semibold' },
  '& ul, & ol': { ps: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: '1.5' },
  '& a': {
    color: 'indigo.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { textDecorationThickness: '2px' },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'indigo.focusRing',
      outlineOffset: '2px',
      rounded: 'sm',
    },
  },
  '& hr': { borderColor: 'border', my: '8' },
  '& blockquote': { borderStartWidth: '4px', borderColor: 'border', ps: '4', fontStyle: 'italic' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', rounded: 'sm' },
  '& table': {
    width: 'full',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    lineHeight: '1.5',
    display: 'block',
    overflowX: 'auto',
  },
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border',
    px: '3',
    py: '2',
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th': { bg: 'bg.muted', fontWeight: 'semibold', color: 'fg' },
  '& td': { color: 'fg.muted' },
} as const

const textOf = (node: ReactNode): string =>
  Children.toArray(node)
    .map((child) =>
      typeof child === 'string' || typeof child === 'number'
        ? String(child)
        : isValidElement<{ children?: ReactNode }>(child)
          ? textOf(child.props.children)
          : '',
    )
    .join('')

const components: Components = {
  h2: ({ children }) => <h2 id={headingSlug(textOf(children))}>{children}</h2>,
  // App paths stay inside the SPA; anything else (mailto:, other sites) is an ordinary link.
  a: ({ href, children }) =>
    href?.startsWith('/') ? <AppLink href={href}>{children}</AppLink> : <a href={href}>{children}</a>,
}

/** Long-form text (legal pages) from a Markdown string, readable in light and dark mode. */
export function ProseContent({ markdown }: { markdown: string }) {
  return (
    <Box css={proseStyles}>
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {markdown}
      </Markdown>
    </Box>
  )
}
