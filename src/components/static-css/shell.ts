import type { GlobalStyleObject } from '@chakra-ui/react'

/**
 * Class names of the shell's repeated parts (src/app/shell): the sidebar and its links, the bottom bar and its
 * items, the brand link. Each reproduces what the Chakra parts they replaced looked like.
 *
 * The sidebar is an icon rail below `lg` and, from `lg`, whenever the user collapsed it (`data-collapsed` on the nav,
 * from layout-store): the rules below decide it, so the sidebar never reads a media query while rendering.
 */
export const shellClass = {
  sidebar: 'rh-sidebar',
  sidebarToggleRow: 'rh-sidebar__toggle-row',
  sidebarScroll: 'rh-sidebar__scroll',
  sidebarList: 'rh-sidebar__list',
  sidebarLink: 'rh-sidebar-link',
  sidebarLinkIcon: 'rh-sidebar-link__icon',
  sidebarLinkLabel: 'rh-sidebar-link__label',
  bottomBar: 'rh-bottom-bar',
  bottomBarStatus: 'rh-bottom-bar__status',
  bottomBarList: 'rh-bottom-bar__list',
  bottomBarItem: 'rh-bottom-bar__item',
  brandLink: 'rh-brand-link',
  brandName: 'rh-brand-link__name',
  // Session placeholders (session-placeholders.tsx).
  placeholderLineXs: 'rh-placeholder-line--xs',
  placeholderLineSm: 'rh-placeholder-line--sm',
  placeholderAccount: 'rh-placeholder-account',
  placeholderAccountPhone: 'rh-placeholder-account__phone',
  placeholderAccountWide: 'rh-placeholder-account__wide',
  placeholderSection: 'rh-placeholder-section',
  placeholderProfile: 'rh-placeholder-section__profile',
  placeholderProfileText: 'rh-placeholder-section__profile-text',
  placeholderSignOut: 'rh-placeholder-section__sign-out',
  placeholderRowCollapsed: 'rh-placeholder-section__row--collapsed',
  placeholderBottomItem: 'rh-placeholder-bottom-item',
  // Top bar's static wrappers (top-bar.tsx).
  topBar: 'rh-top-bar',
  topBarRow: 'rh-top-bar__row',
  topBarStart: 'rh-top-bar__start',
  topBarSiteNav: 'rh-top-bar__site-nav',
  topBarEnd: 'rh-top-bar__end',
  topBarPhoneOnly: 'rh-top-bar__phone-only',
  topBarPlanActions: 'rh-top-bar__plan-actions',
} as const

const c = shellClass

/** Below `lg` (Chakra's lg is 64em): where the sidebar is always a rail. */
const BELOW_LG = '@media screen and (max-width: 63.98em)'
const RAIL = `.${c.sidebar}[data-collapsed]`

/** Chakra's srOnly: visually hidden, still read by screen readers. */
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
} as const

const bottomBarItem = {
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
  cursor: 'pointer',
  outline: 'none',
  borderRadius: 'l1',
  _hover: { color: 'fg', textDecoration: 'none' },
  _currentPage: { color: 'indigo.fg', fontWeight: 'semibold' },
  _expanded: { color: 'indigo.fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'indigo.focusRing', outlineOffset: '-4px' },
} as const

export const shellCss: GlobalStyleObject = {
  [`.${c.sidebar}`]: {
    display: { base: 'none', md: 'flex' },
    flexDirection: 'column',
    position: 'sticky',
    top: '16',
    h: 'calc(100dvh - var(--chakra-sizes-16))',
    w: { base: '72px', lg: '240px' },
    flexShrink: 0,
    borderRightWidth: '1px',
    bg: 'bg.panel',
    transition: 'width 0.2s ease',
    _motionReduce: { transition: 'none' },
    overflow: 'hidden',
    px: '3',
    py: '3',
    gap: '3',
  },
  [RAIL]: { w: '72px' },
  // The collapse toggle exists only from lg: below it the sidebar is always a rail.
  [`.${c.sidebarToggleRow}`]: { display: { base: 'none', lg: 'flex' }, justifyContent: 'flex-end' },
  [`${RAIL} .${c.sidebarToggleRow}`]: { justifyContent: 'center' },
  // flex 1 keeps the bottom section at the bottom; minH 0 lets this list shrink and scroll instead.
  [`.${c.sidebarScroll}`]: {
    flex: '1',
    minH: '0',
    overflowY: 'auto',
    overflowX: 'hidden',
    scrollbarWidth: 'thin',
  },
  [`.${c.sidebarList}`]: {
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    listStyleType: 'none',
    m: '0',
    p: '0',
  },
  [`.${c.sidebarLink}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: { base: 'center', lg: 'flex-start' },
    gap: '3',
    h: '10',
    px: '3',
    borderRadius: 'md',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    textDecoration: 'none',
    w: 'full',
    cursor: 'pointer',
    outline: 'none',
    _hover: { bg: 'bg.muted', color: 'fg', textDecoration: 'none' },
    _currentPage: { bg: 'indigo.subtle', color: 'indigo.fg', fontWeight: 'semibold' },
    _focusVisible: { outline: '2px solid', outlineColor: 'indigo.focusRing', outlineOffset: '-2px' },
    // Shorter rows on short screens, so a visitor's 16 entries fit a 1280×720 laptop without scrolling (the
    // sidebar's height budget is worked out in sidebar.tsx). Still at least 32 px tall: a comfortable pointer target.
    '@media (max-height: 840px)': { height: '9' },
    '@media (max-height: 760px)': { height: '8' },
  },
  [`${RAIL} .${c.sidebarLink}`]: { justifyContent: 'center' },
  [`.${c.sidebarLinkIcon}`]: { flexShrink: 0, display: 'inline-flex' },
  [`.${c.sidebarLinkLabel}`]: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // The label stays in the accessibility tree when visually hidden, so icon-only items keep their name.
    [BELOW_LG]: srOnly,
  },
  [`${RAIL} .${c.sidebarLinkLabel}`]: srOnly,

  [`.${c.bottomBar}`]: {
    display: { base: 'block', md: 'none' },
    position: 'fixed',
    insetX: '0',
    bottom: '0',
    zIndex: 'sticky',
    bg: 'bg.panel',
    borderTopWidth: '1px',
    pb: 'env(safe-area-inset-bottom)',
    boxShadow: '0 -4px 12px rgba(0,0,0,0.04)',
  },
  [`.${c.bottomBarStatus}`]: { position: 'absolute', top: '-7', right: '3' },
  [`.${c.bottomBarList}`]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    h: '64px',
    listStyleType: 'none',
    m: '0',
    p: '0',
  },
  [`.${c.bottomBarItem}`]: bottomBarItem,

  [`.${c.brandLink}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    flexShrink: 0,
    outline: 'none',
    cursor: 'pointer',
    borderRadius: 'l1',
    textDecoration: 'none',
    '--focus-ring-color': 'colors.colorPalette.focusRing',
    _focusVisible: {
      outlineWidth: 'var(--focus-ring-width, 2px)',
      outlineOffset: 'var(--focus-ring-offset, 2px)',
      outlineStyle: 'var(--focus-ring-style, solid)',
      outlineColor: 'var(--focus-ring-color)',
    },
  },
  [`.${c.brandName}`]: { fontWeight: 'bold', fontSize: 'lg', letterSpacing: 'tight', color: 'fg' },

  [`.${c.placeholderLineXs}`]: { display: 'block', position: 'relative', fontSize: 'xs' },
  [`.${c.placeholderLineSm}`]: { display: 'block', position: 'relative', fontSize: 'sm' },
  [`.${c.placeholderAccount}`]: { display: 'flex', alignItems: 'center' },
  [`.${c.placeholderAccountPhone}`]: {
    display: { base: 'flex', md: 'none' },
    boxSize: '9',
    alignItems: 'center',
    justifyContent: 'center',
  },
  [`.${c.placeholderAccountWide}`]: { display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '2' },
  [`.${c.placeholderSection}`]: { display: 'flex', flexDirection: 'column', gap: '1' },
  [`.${c.placeholderProfile}`]: { display: 'flex', alignItems: 'center', gap: '3', px: '2', py: '2' },
  [`.${c.placeholderProfileText}`]: { flex: '1', minW: '0' },
  [`.${c.placeholderSignOut}`]: { display: 'flex', alignItems: 'center', h: '10', px: '3', gap: '3' },
  [`.${c.placeholderRowCollapsed}`]: { justifyContent: 'center', px: '0' },
  [`.${c.placeholderSignOut}.${c.placeholderRowCollapsed}`]: { px: '3' },
  [`.${c.placeholderBottomItem}`]: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
  },

  [`.${c.topBar}`]: {
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    h: '16',
    bg: 'bg.panel/90',
    backdropFilter: 'saturate(180%) blur(8px)',
    borderBottomWidth: '1px',
    pt: 'env(safe-area-inset-top)',
    boxSizing: 'content-box',
  },
  [`.${c.topBarRow}`]: {
    display: 'flex',
    alignItems: 'center',
    h: '16',
    px: { base: '3', md: '5' },
    gap: '3',
    justifyContent: 'space-between',
  },
  [`.${c.topBarStart}`]: { display: 'flex', alignItems: 'center', gap: { base: '2', lg: '6' }, minW: '0' },
  [`.${c.topBarSiteNav}`]: { display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '1' },
  [`.${c.topBarEnd}`]: { display: 'flex', alignItems: 'center', gap: { base: '1', md: '2' } },
  [`.${c.topBarPhoneOnly}`]: { display: { base: 'block', md: 'none' } },
  [`.${c.topBarPlanActions}`]: { display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '2' },
}
