import type { GlobalStyleObject } from '@chakra-ui/react'

/**
 * Class names of the person card (src/entities/person/person-card.tsx), the item of /people. Drawn like the
 * company card beside it (Card outline, a stretched name link, muted facts), with a round avatar of initials.
 */
export const personCardClass = {
  root: 'rh-person-card',
  body: 'rh-person-card__body',
  top: 'rh-person-card__top',
  avatar: 'rh-person-card__avatar',
  avatarImage: 'rh-person-card__avatar-image',
  titleBlock: 'rh-person-card__title-block',
  title: 'rh-person-card__title',
  /** The name's link, stretched over the card. */
  titleLink: 'rh-person-card__title-link',
  headline: 'rh-person-card__headline',
  facts: 'rh-person-card__facts',
  badge: 'rh-person-card__badge',
  fact: 'rh-person-card__fact',
  truncate: 'rh-person-card__truncate',
  footer: 'rh-person-card__footer',
  /** Above the stretched link, so the buttons take their own clicks. */
  raised: 'rh-person-card__raised',
  /** The list variant of /people: one row, the actions on the right from md up. */
  list: 'rh-person-card--list',
} as const

const c = personCardClass
const s = (name: string) => `.${name}`
const padding = { base: '4', md: '5' } as const

/** Static class rules of the person card; see static-class-css.ts. */
export const personCardCss: GlobalStyleObject = {
  [s(c.root)]: {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: '0',
    wordWrap: 'break-word',
    borderRadius: 'l3',
    color: 'fg',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    height: 'full',
    transition: 'box-shadow 0.15s, border-color 0.15s',
    _hover: { borderColor: 'indigo.muted', boxShadow: 'sm' },
  },
  [s(c.body)]: { display: 'flex', flexDirection: 'column', flex: '1', gap: '3', padding },
  [s(c.top)]: { display: 'flex', alignItems: 'center', gap: '3' },
  [s(c.avatar)]: {
    position: 'relative',
    flexShrink: '0',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '12',
    height: '12',
    borderRadius: 'full',
    overflow: 'hidden',
    bg: 'indigo.subtle',
    color: 'indigo.fg',
    fontWeight: 'semibold',
    fontSize: 'md',
    textTransform: 'uppercase',
  },
  [s(c.avatarImage)]: { position: 'absolute', inset: '0', width: 'full', height: 'full', objectFit: 'cover' },
  [s(c.titleBlock)]: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' },
  [s(c.title)]: {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'md',
    lineHeight: '1.5rem',
    lineClamp: '1',
  },
  [s(c.titleLink)]: {
    color: 'fg',
    outline: 'none',
    borderRadius: 'l1',
    focusVisibleRing: 'outside',
    _hover: { color: 'indigo.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
    _before: {
      content: "''",
      display: 'block',
      position: 'absolute',
      inset: '0',
      zIndex: '0',
    },
  },
  [s(c.headline)]: { fontSize: 'sm', color: 'fg.muted', lineClamp: '2' },
  [s(c.facts)]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  [s(c.badge)]: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    fontSize: 'xs',
    lineHeight: '1rem',
    px: '1.5',
    minHeight: '5',
    bg: 'green.subtle',
    color: 'green.fg',
  },
  [s(c.fact)]: { display: 'flex', alignItems: 'center', gap: '1', minWidth: '0' },
  [s(c.truncate)]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  [s(c.footer)]: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: '2',
    padding,
    paddingTop: '0',
    position: 'relative',
    zIndex: '1',
  },
  [s(c.raised)]: { position: 'relative', zIndex: '1' },
  [s(c.list)]: { flexDirection: { base: 'column', md: 'row' }, alignItems: { md: 'center' } },
  [`${s(c.list)} ${s(c.footer)}`]: { paddingTop: { base: '0', md: '5' }, justifyContent: 'flex-end' },
}
