import type { GlobalStyleObject } from '@chakra-ui/react'

/**
 * Class names of the company profile's static parts (src/features/companies/components/company-*.tsx, the public
 * view of /companies/{id}). Each reproduces what the Chakra component it replaced drew there (Container, Stack,
 * Heading, Badge, Stat, Tabs line / indigo, Tag lg subtle, Link plain, Icon, SimpleGrid, Wrap).
 */
export const companyProfileClass = {
  /** The page: Container maxW 6xl. */
  root: 'rh-company',
  stack: 'rh-company__stack',
  header: 'rh-company__header',
  headerText: 'rh-company__header-text',
  name: 'rh-company__name',
  tagline: 'rh-company__tagline',
  facts: 'rh-company__facts',
  /** Badge (sm, subtle, indigo). */
  badge: 'rh-company__badge',
  meta: 'rh-company__meta',
  website: 'rh-company__website',
  follow: 'rh-company__follow',
  /** Text sm in fg.muted (followers, a time zone). */
  mutedSm: 'rh-company__muted-sm',
  muted: 'rh-company__muted',
  stats: 'rh-company__stats',
  stat: 'rh-company__stat',
  statLabel: 'rh-company__stat-label',
  statValue: 'rh-company__stat-value',
  tabs: 'rh-company__tabs',
  tabsScroll: 'rh-company__tabs-scroll',
  tabList: 'rh-company__tab-list',
  tab: 'rh-company__tab',
  tabPanel: 'rh-company__tab-panel',
  sections: 'rh-company__sections',
  section: 'rh-company__section',
  sectionTitle: 'rh-company__section-title',
  /** Text kept as written (line breaks), lineHeight tall for the long description. */
  prose: 'rh-company__prose',
  preLine: 'rh-company__pre-line',
  tags: 'rh-company__tags',
  /** Tag lg subtle; add one palette modifier. */
  tag: 'rh-company__tag',
  tagIndigo: 'rh-company__tag--indigo',
  tagGray: 'rh-company__tag--gray',
  tagLabel: 'rh-company__tag-label',
  empty: 'rh-company__empty',
  benefits: 'rh-company__benefits',
  benefit: 'rh-company__benefit',
  benefitIcon: 'rh-company__benefit-icon',
  offices: 'rh-company__offices',
  office: 'rh-company__office',
  officeTitle: 'rh-company__office-title',
  contacts: 'rh-company__contacts',
  contact: 'rh-company__contact',
  contactText: 'rh-company__contact-text',
  contactLabel: 'rh-company__contact-label',
  /** Link plain, indigo. */
  link: 'rh-company__link',
  jobs: 'rh-company__jobs',
  jobsBar: 'rh-company__jobs-bar',
  jobsCount: 'rh-company__jobs-count',
  jobsList: 'rh-company__jobs-list',
  jobsListPlaceholder: 'rh-company__jobs-list--placeholder',
  /** A centred column (the empty and failed Jobs tab). */
  centered: 'rh-company__centered',
  centeredPadded: 'rh-company__centered--padded',
  loading: 'rh-company__loading',
} as const

const c = companyProfileClass
const s = (name: string) => `.${name}`

const flexColumn = { display: 'flex', flexDirection: 'column' } as const
const hstack = { display: 'flex', alignItems: 'center', flexDirection: 'row' } as const
const panel = { borderWidth: '1px', bg: 'bg.panel' } as const
const plainList = { listStyleType: 'none', margin: '0', padding: '0' } as const

/** Chakra's link recipe (variant plain) in indigo, as `<Link colorPalette="indigo" color="colorPalette.fg">`. */
const link = {
  display: 'inline-flex',
  alignItems: 'center',
  outline: 'none',
  gap: '1.5',
  cursor: 'pointer',
  borderRadius: 'l1',
  color: 'indigo.fg',
  focusVisibleRing: 'outside',
  // After the ring, which sets the palette's colour (gray here, outside an indigo palette).
  focusRingColor: 'indigo.focusRing',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
} as const

/** Static class rules of the company profile; see static-class-css.ts. */
export const companyProfileCss: GlobalStyleObject = {
  [s(c.root)]: {
    position: 'relative',
    width: '100%',
    maxWidth: '6xl',
    mx: 'auto',
    py: { base: '5', md: '10' },
    px: { base: '4', md: '6' },
  },
  [s(c.stack)]: { ...flexColumn, gap: { base: '5', md: '6' } },

  // Header
  [s(c.header)]: {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    alignItems: { base: 'flex-start', md: 'center' },
    gap: { base: '4', md: '6' },
    p: { base: '5', md: '8' },
    borderWidth: '1px',
    borderRadius: '2xl',
    bg: 'bg.panel',
    bgGradient: 'to-br',
    gradientFrom: 'indigo.subtle',
    gradientVia: 'bg.panel',
    gradientTo: 'bg.panel',
  },
  [s(c.headerText)]: { ...flexColumn, gap: '2', flex: '1', minWidth: '0' },
  [s(c.name)]: {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    // Heading size 2xl / 3xl.
    fontSize: { base: '2xl', md: '3xl' },
    lineHeight: { base: '2rem', md: '2.375rem' },
  },
  [s(c.tagline)]: { fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted' },
  [s(c.facts)]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: { base: '2', md: '4' },
    marginTop: '1',
  },
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
  [s(c.meta)]: { ...hstack, gap: '1.5', color: 'fg.muted', fontSize: 'sm' },
  [s(c.website)]: { ...link, fontSize: 'sm' },
  [s(c.follow)]: { flexShrink: '0' },
  [s(c.mutedSm)]: { fontSize: 'sm', color: 'fg.muted' },
  [s(c.muted)]: { color: 'fg.muted' },

  // Stats (Stat.Root / Label / ValueText); the term comes first, column-reverse shows the number on top.
  [s(c.stats)]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: { base: '2', md: '4' },
  },
  [s(c.stat)]: {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: '1',
    position: 'relative',
    flex: '1',
    ...panel,
    borderRadius: 'xl',
    px: { base: '3', md: '5' },
    py: { base: '3', md: '4' },
  },
  [s(c.statLabel)]: {
    display: 'inline-flex',
    gap: '1.5',
    alignItems: 'center',
    color: 'fg.muted',
    fontSize: { base: 'xs', md: 'sm' },
    lineHeight: '1.25rem',
  },
  [s(c.statValue)]: {
    verticalAlign: 'baseline',
    fontWeight: 'semibold',
    letterSpacing: 'tight',
    fontFeatureSettings: 'pnum',
    fontVariantNumeric: 'proportional-nums',
    display: 'inline-flex',
    gap: '1',
    fontSize: { base: 'xl', md: '2xl' },
    lineHeight: '2rem',
    color: 'indigo.fg',
  },

  // Tabs (variant line, size md, indigo).
  // The palette Chakra's Tabs root gave everything inside it: the job cards' badges, the buttons, the pagination.
  [s(c.tabs)]: { position: 'relative', display: 'block', colorPalette: 'indigo' },
  [s(c.tabsScroll)]: { overflowX: 'auto', mx: { base: '-4', md: '0' }, px: { base: '4', md: '0' } },
  [s(c.tabList)]: {
    display: 'flex',
    flexDirection: 'row',
    position: 'relative',
    isolation: 'isolate',
    minHeight: '10',
    minWidth: 'max-content',
    borderColor: 'border',
    borderBottomWidth: '1px',
  },
  [s(c.tab)]: {
    outline: '0',
    minWidth: '10',
    height: '10',
    display: 'flex',
    alignItems: 'center',
    fontWeight: 'medium',
    position: 'relative',
    cursor: 'button',
    gap: '2',
    py: '2',
    px: '4',
    fontSize: 'sm',
    lineHeight: '1.25rem',
    color: 'fg.muted',
    _focusVisible: { zIndex: 1, outline: '2px solid', outlineColor: 'indigo.focusRing' },
  },
  [`${s(c.tab)}[aria-selected=true]`]: { color: 'fg' },
  // The selected tab's underline (layer style indicator.bottom), over the list's border.
  [`${s(c.tab)}[aria-selected=true]::before`]: {
    content: '""',
    position: 'absolute',
    bottom: '-1px',
    insetInline: '0',
    height: '2px',
    bg: 'indigo.solid',
  },
  [s(c.tabPanel)]: {
    width: '100%',
    paddingTop: '6',
    focusVisibleRing: 'inside',
    focusRingColor: 'indigo.focusRing',
  },

  // Sections of a tab (ProfileSection, TagList, EmptyTab).
  [s(c.sections)]: { ...flexColumn, gap: '8' },
  [s(c.section)]: { ...flexColumn, gap: '3' },
  [s(c.sectionTitle)]: {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'md',
    lineHeight: '1.5rem',
  },
  [s(c.prose)]: { whiteSpace: 'pre-line', lineHeight: 'tall' },
  [s(c.preLine)]: { whiteSpace: 'pre-line' },
  [s(c.tags)]: { display: 'flex', flexWrap: 'wrap', gap: '2', ...plainList },
  [s(c.tag)]: {
    display: 'inline-flex',
    alignItems: 'center',
    verticalAlign: 'top',
    maxWidth: '100%',
    userSelect: 'none',
    borderRadius: 'l2',
    px: '2',
    minHeight: '6',
    gap: '1.5',
  },
  [s(c.tagIndigo)]: { bg: 'indigo.subtle', color: 'indigo.fg' },
  [s(c.tagGray)]: { bg: 'gray.subtle', color: 'gray.fg' },
  [s(c.tagLabel)]: {
    lineClamp: '1',
    fontSize: 'sm',
    lineHeight: '1.25rem',
  },
  [s(c.empty)]: {
    color: 'fg.muted',
    py: '6',
    textAlign: 'center',
    borderWidth: '1px',
    borderStyle: 'dashed',
    borderRadius: 'xl',
  },

  // Benefits
  [s(c.benefits)]: {
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(1, minmax(0, 1fr))',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(3, minmax(0, 1fr))',
    },
    gap: '3',
    ...plainList,
  },
  [s(c.benefit)]: { ...hstack, gap: '2', p: '3', ...panel, borderRadius: 'lg' },
  [s(c.benefitIcon)]: {
    display: 'inline-block',
    lineHeight: '1em',
    flexShrink: '0',
    verticalAlign: 'middle',
    color: 'green.solid',
    width: '5',
    height: '5',
  },

  // Locations & contact
  [s(c.offices)]: {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' },
    gap: '3',
  },
  [s(c.office)]: { ...flexColumn, gap: '1', p: '4', ...panel, borderRadius: 'lg' },
  [s(c.officeTitle)]: { ...hstack, gap: '2', fontWeight: 'semibold' },
  [s(c.contacts)]: { ...flexColumn, gap: '4', ...plainList },
  [s(c.contact)]: { display: 'flex', alignItems: 'flex-start', flexDirection: 'row', gap: '3' },
  [s(c.contactText)]: { ...flexColumn, gap: '0' },
  [s(c.contactLabel)]: { fontSize: 'xs', color: 'fg.muted' },
  [s(c.link)]: link,

  // Jobs
  [s(c.jobs)]: { ...flexColumn, gap: '4' },
  [s(c.jobsBar)]: { ...hstack, justifyContent: 'space-between', flexWrap: 'wrap', gap: '2' },
  [s(c.jobsCount)]: { fontWeight: 'medium' },
  [s(c.jobsList)]: { ...flexColumn, gap: '3', ...plainList },
  [s(c.jobsListPlaceholder)]: { opacity: 0.6 },
  [s(c.centered)]: { ...flexColumn, alignItems: 'center', gap: '4' },
  [s(c.centeredPadded)]: { gap: '3', py: '6' },
  [s(c.loading)]: { ...flexColumn, gap: '3' },
}
