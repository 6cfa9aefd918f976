import type { GlobalStyleObject } from '@chakra-ui/react'

/**
 * Class names of the company card (src/entities/company/company-card.tsx), a list's item on /companies and the
 * dashboards. Each reproduces what the Chakra part it replaced drew (Card outline md with its body and footer,
 * Heading md with lineClamp, LinkOverlay, Link plain, Badge sm subtle indigo, Wrap, HStack, Stack).
 */
export const companyCardClass = {
  root: 'rh-company-card',
  body: 'rh-company-card__body',
  top: 'rh-company-card__top',
  titleBlock: 'rh-company-card__title-block',
  title: 'rh-company-card__title',
  /** The name's link, stretched over the card (LinkOverlay). */
  titleLink: 'rh-company-card__title-link',
  tagline: 'rh-company-card__tagline',
  facts: 'rh-company-card__facts',
  badge: 'rh-company-card__badge',
  fact: 'rh-company-card__fact',
  factTruncated: 'rh-company-card__fact--truncated',
  truncate: 'rh-company-card__truncate',
  footer: 'rh-company-card__footer',
  counts: 'rh-company-card__counts',
  jobsLink: 'rh-company-card__jobs-link',
  followers: 'rh-company-card__followers',
  /** Above the stretched link, so the follow button takes its own clicks. */
  raised: 'rh-company-card__raised',
} as const

const c = companyCardClass
const s = (name: string) => `.${name}`

/** Chakra's link recipe (variant plain), in the palette around the card. */
const link = {
  display: 'inline-flex',
  alignItems: 'center',
  outline: 'none',
  gap: '1.5',
  cursor: 'pointer',
  borderRadius: 'l1',
  focusVisibleRing: 'outside',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
} as const

const padding = { base: '4', md: '5' } as const

/** Static class rules of the company card; see static-class-css.ts. */
export const companyCardCss: GlobalStyleObject = {
  [s(c.root)]: {
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
    transition: 'box-shadow 0.15s, border-color 0.15s',
    _hover: { borderColor: 'indigo.muted', boxShadow: 'sm' },
  },
  [s(c.body)]: { display: 'flex', flexDirection: 'column', flex: '1', gap: '4', padding },
  [s(c.top)]: { display: 'flex', flexDirection: 'row', alignItems: 'flex-start', gap: '3' },
  [s(c.titleBlock)]: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
  [s(c.title)]: {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'md',
    lineHeight: '1.5rem',
    lineClamp: '2',
  },
  [s(c.titleLink)]: {
    ...link,
    color: 'fg',
    position: 'static',
    _hover: { ...link._hover, color: 'indigo.fg' },
    _before: {
      content: "''",
      cursor: 'inherit',
      display: 'block',
      position: 'absolute',
      top: '0',
      left: '0',
      zIndex: '0',
      width: '100%',
      height: '100%',
    },
  },
  [s(c.tagline)]: { fontSize: 'sm', color: 'fg.muted', lineClamp: '2' },
  [s(c.facts)]: { display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'sm', color: 'fg.muted' },
  [s(c.badge)]: {
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
    px: '1.5',
    minHeight: '5',
    bg: 'indigo.subtle',
    color: 'indigo.fg',
  },
  [s(c.fact)]: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1' },
  [s(c.factTruncated)]: { minWidth: '0' },
  [s(c.truncate)]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  [s(c.footer)]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '3',
    padding,
    paddingTop: '0',
  },
  [s(c.counts)]: { display: 'flex', flexDirection: 'column', gap: '0.5', fontSize: 'sm' },
  [s(c.jobsLink)]: {
    ...link,
    position: 'relative',
    zIndex: '1',
    color: 'fg',
    fontWeight: 'medium',
  },
  [s(c.followers)]: { color: 'fg.muted' },
  [s(c.raised)]: { position: 'relative', zIndex: '1' },
}
