import type { GlobalStyleObject } from '@chakra-ui/react'

/**
 * Class names of the shared job card (src/entities/job/job-card.tsx) and the company logo
 * (src/entities/company/company-logo.tsx). Each reproduces what the Chakra components they replaced looked like
 * (Card size sm / outline, Heading md, Link plain, Badge sm subtle / outline / surface / plain, Avatar rounded
 * subtle), with `colorPalette.*` where the Chakra part inherited its palette from the page around it.
 */
export const jobCardClass = {
  root: 'rh-job-card',
  dimmed: 'rh-job-card--dimmed',
  body: 'rh-job-card__body',
  bodyList: 'rh-job-card__body--list',
  main: 'rh-job-card__main',
  text: 'rh-job-card__text',
  title: 'rh-job-card__title',
  titleLink: 'rh-job-card__title-link',
  company: 'rh-job-card__company',
  facts: 'rh-job-card__facts',
  location: 'rh-job-card__location',
  save: 'rh-job-card__save',
  side: 'rh-job-card__side',
  sideGrid: 'rh-job-card__side--grid',
  sideList: 'rh-job-card__side--list',
  salary: 'rh-job-card__salary',
  noSalary: 'rh-job-card__no-salary',
  skills: 'rh-job-card__skills',
  meta: 'rh-job-card__meta',
  metaItem: 'rh-job-card__meta-item',
  /** Badge base (Chakra Badge size sm); one of the modifiers below gives its look. */
  badge: 'rh-job-card__badge',
  /** variant="subtle" in the inherited palette. */
  badgeSubtle: 'rh-job-card__badge--subtle',
  /** colorPalette="green" variant="subtle". */
  badgeGreen: 'rh-job-card__badge--green',
  /** variant="outline" in the inherited palette. */
  badgeOutline: 'rh-job-card__badge--outline',
  /** colorPalette="indigo" variant="surface". */
  badgeSkill: 'rh-job-card__badge--skill',
  /** variant="plain" color="fg.muted". */
  badgeMore: 'rh-job-card__badge--more',
  /** Visually hidden, read by screen readers (Chakra's srOnly). */
  srOnly: 'rh-sr-only',
} as const

export const companyLogoClass = {
  root: 'rh-company-logo',
  initials: 'rh-company-logo__initials',
  image: 'rh-company-logo__image',
  sm: 'rh-company-logo--sm',
  md: 'rh-company-logo--md',
  lg: 'rh-company-logo--lg',
  xl: 'rh-company-logo--xl',
  '2xl': 'rh-company-logo--2xl',
} as const

const c = jobCardClass
const logo = companyLogoClass

/** A Chakra Link (variant plain) hover and focus ring, as the card's links had them. */
const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  outline: 'none',
  gap: '1.5',
  cursor: 'pointer',
  borderRadius: 'l1',
  textDecoration: 'none',
  '--focus-ring-color': 'colors.colorPalette.focusRing',
  _hover: {
    color: 'indigo.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    textDecorationColor: 'color-mix(in srgb, currentColor 20%, transparent)',
  },
  _focusVisible: {
    outlineWidth: 'var(--focus-ring-width, 2px)',
    outlineOffset: 'var(--focus-ring-offset, 2px)',
    outlineStyle: 'var(--focus-ring-style, solid)',
    outlineColor: 'var(--focus-ring-color)',
  },
} as const

const badgeLook = {
  shadow: 'inset 0 0 0px 1px var(--shadow-color)',
} as const

/** Static class rules of the shared job card (src/entities/job/job-card.tsx); see static-class-css.ts. */
export const jobCardCss: GlobalStyleObject = {
  [`.${c.root}`]: {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: '0',
    wordWrap: 'break-word',
    borderRadius: 'l3',
    color: 'fg',
    textAlign: 'start',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    height: 'full',
    transition: 'border-color 0.15s, box-shadow 0.15s',
    _hover: { borderColor: 'indigo.muted', shadow: 'sm' },
  },
  [`.${c.dimmed}`]: { opacity: 0.75 },
  [`.${c.body}`]: {
    padding: '4',
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
  },
  [`.${c.bodyList}`]: { flexDirection: { base: 'column', md: 'row' } },
  [`.${c.main}`]: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'flex-start',
    gap: '3',
    flex: '1',
    minWidth: '0',
  },
  [`.${c.text}`]: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    flex: '1',
    minWidth: '0',
  },
  [`.${c.title}`]: {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'md',
    lineHeight: '1.3',
    overflowWrap: 'anywhere',
  },
  [`.${c.titleLink}`]: { ...linkBase, color: 'fg' },
  [`.${c.company}`]: { ...linkBase, fontSize: 'sm', color: 'fg.muted', width: 'fit-content' },
  [`.${c.facts}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '1.5',
    paddingTop: '0.5',
  },
  [`.${c.location}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    fontSize: 'sm',
    color: 'fg.muted',
    marginEnd: '1',
  },
  [`.${c.save}`]: { flexShrink: 0, marginTop: '-1', marginEnd: '-1' },
  [`.${c.side}`]: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    justifyContent: 'space-between',
  },
  [`.${c.sideGrid}`]: { flex: '1', paddingStart: { base: '0', sm: '12' } },
  [`.${c.sideList}`]: {
    flex: { md: '0 0 auto' },
    minWidth: { md: '15rem' },
    maxWidth: { md: '18rem' },
  },
  [`.${c.salary}`]: { fontWeight: 'semibold', fontSize: 'sm' },
  [`.${c.noSalary}`]: { fontSize: 'sm', color: 'fg.muted' },
  [`.${c.skills}`]: { display: 'flex', flexWrap: 'wrap', gap: '1' },
  [`.${c.meta}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    fontSize: 'xs',
    color: 'fg.muted',
    marginTop: 'auto',
  },
  [`.${c.metaItem}`]: { display: 'flex', alignItems: 'center', gap: '1' },
  [`.${c.badge}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    gap: '1',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    fontSize: 'xs',
    lineHeight: '1rem',
    paddingInline: '1.5',
    minHeight: '5',
  },
  [`.${c.badgeSubtle}`]: { bg: 'colorPalette.subtle', color: 'colorPalette.fg' },
  [`.${c.badgeGreen}`]: { bg: 'green.subtle', color: 'green.fg' },
  [`.${c.badgeOutline}`]: { ...badgeLook, color: 'colorPalette.fg', shadowColor: 'colorPalette.border' },
  [`.${c.badgeSkill}`]: {
    ...badgeLook,
    bg: 'indigo.subtle',
    color: 'indigo.fg',
    shadowColor: 'indigo.muted',
  },
  [`.${c.badgeMore}`]: { color: 'fg.muted' },
  [`.${c.srOnly}`]: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: '0',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: '0',
  },

  // The company logo (Chakra Avatar, shape rounded, variant subtle, indigo): the initials, with the image laid
  // over them, so an image that fails to load leaves the initials showing.
  [`.${logo.root}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 'medium',
    position: 'relative',
    verticalAlign: 'top',
    flexShrink: 0,
    userSelect: 'none',
    width: 'var(--avatar-size)',
    height: 'var(--avatar-size)',
    fontSize: 'var(--avatar-font-size)',
    borderRadius: 'l3',
    bg: 'indigo.muted',
    color: 'indigo.fg',
  },
  [`.${logo.initials}`]: {
    lineHeight: '1',
    textTransform: 'uppercase',
    fontWeight: 'medium',
    fontSize: 'var(--avatar-font-size)',
  },
  [`.${logo.image}`]: {
    position: 'absolute',
    inset: '0',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    borderRadius: 'l3',
    // Over the initials: a logo with transparent parts shows the background, not the letters (as the Avatar did).
    bg: 'indigo.muted',
    // No alt text drawn over the initials if the image fails before the page has hydrated.
    color: 'transparent',
  },
  [`.${logo.sm}`]: { '--avatar-size': 'sizes.9', '--avatar-font-size': 'fontSizes.sm' },
  [`.${logo.md}`]: { '--avatar-size': 'sizes.10', '--avatar-font-size': 'fontSizes.md' },
  [`.${logo.lg}`]: { '--avatar-size': 'sizes.11', '--avatar-font-size': 'fontSizes.md' },
  [`.${logo.xl}`]: { '--avatar-size': 'sizes.12', '--avatar-font-size': 'fontSizes.lg' },
  [`.${logo['2xl']}`]: { '--avatar-size': 'sizes.16', '--avatar-font-size': 'fontSizes.xl' },
}
