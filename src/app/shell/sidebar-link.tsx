import { Box, Text } from '@chakra-ui/react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { LazyTooltip as Tooltip } from '@/components/ui/lazy-tooltip'

type Props = {
  label: string
  icon: LucideIcon
  collapsed: boolean
  href?: string
  onClick?: () => void
  children?: ReactNode
}

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  h: '10',
  px: '3',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  w: 'full',
  _hover: { bg: 'bg.muted', color: 'fg', textDecoration: 'none' },
  _currentPage: { bg: 'indigo.subtle', color: 'indigo.fg', fontWeight: 'semibold' },
  _focusVisible: { outline: '2px solid', outlineColor: 'indigo.focusRing', outlineOffset: '-2px' },
  // Shorter rows on short screens, so a visitor's 16 entries fit a 1280×720 laptop without scrolling (the
  // sidebar's height budget is worked out in sidebar.tsx). Still at least 32 px tall: a comfortable pointer target.
  css: {
    '@media (max-height: 840px)': { height: '9' },
    '@media (max-height: 760px)': { height: '8' },
  },
} as const

/** One sidebar entry: icon + label, icon only with a tooltip when the sidebar is collapsed. */
export function SidebarLink({ label, icon: IconComponent, collapsed, href, onClick }: Props) {
  const content = (
    <>
      <Box as="span" flexShrink={0} display="inline-flex" aria-hidden>
        <IconComponent size={20} />
      </Box>
      {/* The label stays in the accessibility tree when visually hidden, so icon-only items keep their name. */}
      <Text as="span" truncate srOnly={collapsed}>
        {label}
      </Text>
    </>
  )
  const element = href ? (
    <AppLink href={href} {...itemStyles} justifyContent={collapsed ? 'center' : 'flex-start'}>
      {content}
    </AppLink>
  ) : (
    <Box
      as="button"
      onClick={onClick}
      cursor="pointer"
      {...itemStyles}
      justifyContent={collapsed ? 'center' : 'flex-start'}
    >
      {content}
    </Box>
  )
  return (
    <Tooltip content={label} disabled={!collapsed} positioning={{ placement: 'right' }}>
      {element}
    </Tooltip>
  )
}
