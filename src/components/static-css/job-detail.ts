import type { GlobalStyleObject } from '@chakra-ui/react'

/** Class names of the job page's static parts (src/features/jobs/components/job-detail-page.tsx). */
export const jobDetailClass = {
  /** The page: Container maxW 6xl. */
  root: 'rh-job-detail',
  /** The column of blocks: top bar, banner, header, content. */
  stack: 'rh-job-detail__stack',
  /** "All jobs" and "last checked". */
  topBar: 'rh-job-detail__top-bar',
  back: 'rh-job-detail__back',
  header: 'rh-job-detail__header',
  titleRow: 'rh-job-detail__title-row',
  titleBlock: 'rh-job-detail__title-block',
  title: 'rh-job-detail__title',
  companyLink: 'rh-job-detail__company-link',
  tags: 'rh-job-detail__tags',
  location: 'rh-job-detail__location',
  /** Badge (subtle, sm, gray); add one modifier for the others. */
  badge: 'rh-job-detail__badge',
  badgeGreen: 'rh-job-detail__badge--green',
  badgeOutline: 'rh-job-detail__badge--outline',
  /** Badge surface, lg, indigo (skills). */
  badgeSkill: 'rh-job-detail__badge--skill',
  salary: 'rh-job-detail__salary',
  meta: 'rh-job-detail__meta',
  metaItem: 'rh-job-detail__meta-item',
  actions: 'rh-job-detail__actions',
  grid: 'rh-job-detail__grid',
  content: 'rh-job-detail__content',
  section: 'rh-job-detail__section',
  sectionTitle: 'rh-job-detail__section-title',
  list: 'rh-job-detail__list',
  listItem: 'rh-job-detail__list-item',
  skills: 'rh-job-detail__skills',
  aside: 'rh-job-detail__aside',
  /** Card outline sm with its body; `cardCompany` narrows the gap. */
  card: 'rh-job-detail__card',
  cardCompany: 'rh-job-detail__card--company',
  cardTitle: 'rh-job-detail__card-title',
  /** DataList horizontal sm. */
  overview: 'rh-job-detail__overview',
  overviewItem: 'rh-job-detail__overview-item',
  overviewLabel: 'rh-job-detail__overview-label',
  overviewValue: 'rh-job-detail__overview-value',
  companyRow: 'rh-job-detail__company-row',
  companyText: 'rh-job-detail__company-text',
  eyebrow: 'rh-job-detail__eyebrow',
  companyName: 'rh-job-detail__company-name',
  links: 'rh-job-detail__links',
  link: 'rh-job-detail__link',
  /** The description's wrapper (src/features/jobs/components/job-description.tsx). */
  description: 'rh-job-description',
} as const

const c = (name: string) => `.${name}`

/** Chakra's link recipe (variant plain): what AppLink looked like. */
const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  outline: 'none',
  gap: '1.5',
  cursor: 'pointer',
  borderRadius: 'l1',
  focusVisibleRing: 'outside',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
} as const

/** Chakra's badge recipe, base. */
const badgeBase = {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'l2',
  gap: '1',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
} as const

const heading = { fontFamily: 'heading', fontWeight: 'semibold' } as const

/**
 * Static class rules of the job page (src/features/jobs/components/job-detail-page.tsx) and of the description's
 * wrapper; see static-class-css.ts. They reproduce what the Chakra components (Container, Stack, Heading, Badge,
 * Card, DataList, List, Link) drew there. The description's Markdown elements are reached by descendant selectors
 * written at the top level, where globalCss resolves tokens.
 */
export const jobDetailCss: GlobalStyleObject = {
  [c(jobDetailClass.root)]: {
    position: 'relative',
    width: '100%',
    maxWidth: '6xl',
    mx: 'auto',
    py: { base: '4', md: '8' },
    px: { base: '4', md: '6' },
  },
  [c(jobDetailClass.stack)]: { display: 'flex', flexDirection: 'column', gap: { base: '5', md: '6' } },
  [c(jobDetailClass.topBar)]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '3',
  },
  [c(jobDetailClass.back)]: { ...linkBase, gap: '1', fontSize: 'sm', color: 'fg.muted' },
  [c(jobDetailClass.header)]: { display: 'flex', flexDirection: 'column', gap: '4' },
  [c(jobDetailClass.titleRow)]: { display: 'flex', alignItems: 'flex-start', gap: '4' },
  [c(jobDetailClass.titleBlock)]: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    minWidth: '0',
    flex: '1',
  },
  [c(jobDetailClass.title)]: {
    ...heading,
    // Heading size 2xl / 3xl, whose line heights the page's lineHeight 1.2 replaced.
    fontSize: { base: '2xl', md: '3xl' },
    lineHeight: '1.2',
    overflowWrap: 'anywhere',
  },
  [c(jobDetailClass.companyLink)]: {
    ...linkBase,
    fontWeight: 'medium',
    color: 'indigo.fg',
    width: 'fit-content',
  },
  [c(jobDetailClass.tags)]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
  [c(jobDetailClass.location)]: {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    color: 'fg.muted',
    fontSize: 'sm',
    marginEnd: '2',
  },
  [c(jobDetailClass.badge)]: {
    ...badgeBase,
    textStyle: 'xs',
    px: '1.5',
    minHeight: '5',
    bg: 'gray.subtle',
    color: 'gray.fg',
  },
  [c(jobDetailClass.badgeGreen)]: { bg: 'green.subtle', color: 'green.fg' },
  [c(jobDetailClass.badgeOutline)]: {
    bg: 'transparent',
    shadow: 'inset 0 0 0px 1px var(--shadow-color)',
    shadowColor: 'gray.border',
  },
  [c(jobDetailClass.badgeSkill)]: {
    textStyle: 'sm',
    px: '2.5',
    minHeight: '7',
    bg: 'indigo.subtle',
    color: 'indigo.fg',
    shadow: 'inset 0 0 0px 1px var(--shadow-color)',
    shadowColor: 'indigo.muted',
  },
  [c(jobDetailClass.salary)]: { fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold' },
  [c(jobDetailClass.meta)]: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: '4',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  [c(jobDetailClass.metaItem)]: { display: 'flex', alignItems: 'center', gap: '1' },
  [c(jobDetailClass.actions)]: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3' },
  [c(jobDetailClass.grid)]: {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' },
    gap: { base: '6', lg: '10' },
  },
  [c(jobDetailClass.content)]: { display: 'flex', flexDirection: 'column', gap: '8', minWidth: '0' },
  [c(jobDetailClass.section)]: { display: 'flex', flexDirection: 'column', gap: '3' },
  [c(jobDetailClass.sectionTitle)]: { ...heading, textStyle: 'lg' },
  [c(jobDetailClass.list)]: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    paddingStart: '5',
    color: 'fg.muted',
    listStyle: 'revert',
  },
  [c(jobDetailClass.listItem)]: {
    whiteSpace: 'normal',
    display: 'list-item',
    _marker: { color: 'fg.subtle' },
  },
  [c(jobDetailClass.skills)]: { display: 'flex', flexWrap: 'wrap', gap: '2' },
  [c(jobDetailClass.aside)]: { display: 'flex', flexDirection: 'column', gap: '4' },
  [c(jobDetailClass.card)]: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    minWidth: '0',
    padding: '4',
    wordWrap: 'break-word',
    borderRadius: 'l3',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg.panel',
    color: 'fg',
    textAlign: 'start',
  },
  [c(jobDetailClass.cardCompany)]: { gap: '3' },
  [c(jobDetailClass.cardTitle)]: { ...heading, textStyle: 'md' },
  [c(jobDetailClass.overview)]: { display: 'flex', flexDirection: 'column', gap: '2.5' },
  [c(jobDetailClass.overviewItem)]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4',
    textStyle: 'xs',
  },
  [c(jobDetailClass.overviewLabel)]: {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    minWidth: '8rem',
    color: 'fg.muted',
  },
  [c(jobDetailClass.overviewValue)]: { display: 'flex', minWidth: '0', flex: '1' },
  [c(jobDetailClass.companyRow)]: { display: 'flex', alignItems: 'center', gap: '3' },
  [c(jobDetailClass.companyText)]: { display: 'flex', flexDirection: 'column', minWidth: '0' },
  [c(jobDetailClass.eyebrow)]: {
    fontSize: 'xs',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  },
  [c(jobDetailClass.companyName)]: {
    ...heading,
    textStyle: 'md',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  [c(jobDetailClass.links)]: { display: 'flex', flexDirection: 'column', gap: '1.5', fontSize: 'sm' },
  [c(jobDetailClass.link)]: { ...linkBase, color: 'indigo.fg' },

  // The description (Markdown an employer wrote).
  [c(jobDetailClass.description)]: {
    color: 'fg.muted',
    lineHeight: '1.7',
    maxWidth: '70ch',
    overflowWrap: 'anywhere',
  },
  [`.${jobDetailClass.description} > * + *`]: { marginTop: '3' },
  [`.${jobDetailClass.description} h1, .${jobDetailClass.description} h2, .${jobDetailClass.description} h3, .${jobDetailClass.description} h4`]:
    { color: 'fg', fontWeight: 'semibold', fontSize: 'md', marginTop: '5' },
  [`.${jobDetailClass.description} strong`]: { color: 'fg', fontWeight: 'semibold' },
  [`.${jobDetailClass.description} ul, .${jobDetailClass.description} ol`]: { paddingStart: '5' },
  [`.${jobDetailClass.description} ul`]: { listStyleType: 'disc' },
  [`.${jobDetailClass.description} ol`]: { listStyleType: 'decimal' },
  [`.${jobDetailClass.description} li + li`]: { marginTop: '1' },
  [`.${jobDetailClass.description} a`]: {
    color: 'indigo.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
  [`.${jobDetailClass.description} code`]: {
    fontFamily: 'mono',
    fontSize: '0.9em',
    bg: 'bg.muted',
    px: '1',
    borderRadius: 'sm',
  },
  [`.${jobDetailClass.description} blockquote`]: {
    borderStartWidth: '3px',
    borderColor: 'border',
    paddingStart: '3',
  },
}
