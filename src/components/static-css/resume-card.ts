import type { GlobalStyleObject } from '@chakra-ui/react'
import { chakraButtonBase } from './button-base'

/**
 * Class names of the resume card (src/entities/resume/resume-card.tsx): the lists on /resumes render dozens of
 * them, so they are plain elements with static rules (decision 023), drawn like the job card (Card size sm /
 * outline, Heading md, Badge sm).
 */
export const resumeCardClass = {
  root: 'rh-resume-card',
  /** A variation under its master: indented with a rail on its start side. */
  variation: 'rh-resume-card--variation',
  body: 'rh-resume-card__body',
  head: 'rh-resume-card__head',
  icon: 'rh-resume-card__icon',
  text: 'rh-resume-card__text',
  title: 'rh-resume-card__title',
  titleLink: 'rh-resume-card__title-link',
  subtitle: 'rh-resume-card__subtitle',
  description: 'rh-resume-card__description',
  badges: 'rh-resume-card__badges',
  badge: 'rh-resume-card__badge',
  /** Privacy public: green. */
  badgePublic: 'rh-resume-card__badge--public',
  /** Privacy recruiter_only and connections: blue. */
  badgeLimited: 'rh-resume-card__badge--limited',
  /** Privacy private and draft: gray. */
  badgeHidden: 'rh-resume-card__badge--hidden',
  /** Master: indigo, solid. */
  badgeMaster: 'rh-resume-card__badge--master',
  /** Variation, tracked and other facts: outline. */
  badgeOutline: 'rh-resume-card__badge--outline',
  meta: 'rh-resume-card__meta',
  metaItem: 'rh-resume-card__meta-item',
  actions: 'rh-resume-card__actions',
  /** The "Resume actions" trigger: Chakra's IconButton, size sm, variant ghost in gray. */
  actionsButton: 'rh-resume-card__actions-button',
  /** A group: the head card (master or standalone) beside its variations (below it on phones). */
  group: 'rh-resume-group',
  groupSide: 'rh-resume-group__side',
  groupVariations: 'rh-resume-group__variations',
} as const

const c = resumeCardClass

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  outline: 'none',
  cursor: 'pointer',
  borderRadius: 'l1',
  textDecoration: 'none',
  '--focus-ring-color': 'colors.indigo.focusRing',
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

/** Static class rules of the resume card; see static-class-css.ts. */
export const resumeCardCss: GlobalStyleObject = {
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
  [`.${c.variation}`]: { borderStartWidth: '3px', borderStartColor: 'indigo.muted' },
  [`.${c.body}`]: { padding: '4', flex: '1', display: 'flex', flexDirection: 'column', gap: '3' },
  [`.${c.head}`]: { display: 'flex', alignItems: 'flex-start', gap: '3', minWidth: '0' },
  [`.${c.icon}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '9',
    height: '9',
    borderRadius: 'l3',
    bg: 'indigo.subtle',
    color: 'indigo.fg',
  },
  [`.${c.text}`]: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' },
  [`.${c.title}`]: {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'md',
    lineHeight: '1.3',
    overflowWrap: 'anywhere',
  },
  [`.${c.titleLink}`]: { ...linkBase, color: 'fg' },
  [`.${c.subtitle}`]: { fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' },
  [`.${c.description}`]: {
    fontSize: 'sm',
    color: 'fg.muted',
    lineClamp: '2',
  },
  [`.${c.badges}`]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5' },
  [`.${c.badge}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    gap: '1',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    fontSize: 'xs',
    lineHeight: '1rem',
    paddingInline: '1.5',
    minHeight: '5',
  },
  [`.${c.badgePublic}`]: { bg: 'green.subtle', color: 'green.fg' },
  [`.${c.badgeLimited}`]: { bg: 'blue.subtle', color: 'blue.fg' },
  [`.${c.badgeHidden}`]: { bg: 'gray.subtle', color: 'gray.fg' },
  [`.${c.badgeMaster}`]: { bg: 'indigo.solid', color: 'indigo.contrast' },
  [`.${c.badgeOutline}`]: {
    shadow: 'inset 0 0 0px 1px var(--shadow-color)',
    shadowColor: 'border',
    color: 'fg.muted',
  },
  [`.${c.meta}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
    fontSize: 'xs',
    color: 'fg.muted',
    marginTop: 'auto',
  },
  [`.${c.metaItem}`]: { display: 'flex', alignItems: 'center', gap: '1' },
  [`.${c.actions}`]: { flexShrink: 0, marginTop: '-1', marginEnd: '-1' },
  [`.${c.actionsButton}`]: {
    ...chakraButtonBase,
    h: '9',
    minW: '9',
    px: '0',
    py: '0',
    textStyle: 'sm',
    colorPalette: 'gray',
    bg: 'transparent',
    color: 'colorPalette.fg',
    _hover: { bg: 'colorPalette.subtle' },
    _icon: { flexShrink: '0', width: '4', height: '4', fontSize: '1.2em' },
  },
  [`.${c.group}`]: {
    display: 'grid',
    gap: '3',
    alignItems: 'start',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
  },
  [`.${c.groupSide}`]: {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    minWidth: '0',
    paddingStart: { base: '4', lg: '0' },
  },
  [`.${c.groupVariations}`]: {
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  },
}
