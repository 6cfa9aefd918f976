/** One slot of the bottom bar, link or button alike: icon over a short label, the whole slot tappable. */
export const BOTTOM_BAR_ITEM_STYLES = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  h: 'full',
  w: 'full',
  color: 'fg.muted',
  fontSize: 'xs',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { color: 'fg', textDecoration: 'none' },
  _currentPage: { color: 'indigo.fg', fontWeight: 'semibold' },
  _expanded: { color: 'indigo.fg' },
  _focusVisible: {
    outline: '2px solid',
    outlineColor: 'indigo.focusRing',
    outlineOffset: '-4px',
  },
} as const
