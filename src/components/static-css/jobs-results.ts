import type { GlobalStyleObject } from '@chakra-ui/react'
import { chakraButtonBase } from './button-base'

/**
 * Class names of the job search page's static parts (src/features/jobs/components: jobs-page, job-results,
 * results-toolbar, job-card-list, job-card-skeleton, job-search-box, job-filters, salary-range-inputs) and of the
 * shared page buttons (src/components/navigation/pagination.tsx). Each reproduces what the Chakra components it
 * replaced drew there (Container, Stack, HStack, Grid, SimpleGrid, Heading, Text, Badge, EmptyState, Card, Skeleton,
 * Group attached, Button / IconButton).
 */
export const jobsPageClass = {
  /** Container maxW 7xl. */
  root: 'rh-jobs-page',
  stack: 'rh-jobs-page__stack',
  intro: 'rh-jobs-page__intro',
  /** Heading 2xl / 3xl, tight. */
  title: 'rh-jobs-page__title',
  lead: 'rh-jobs-page__lead',
  /** The Saved tab's count: Badge sm subtle indigo, round. */
  tabCount: 'rh-jobs-page__tab-count',
  /** Tabs.Content's top padding. */
  tabPanel: 'rh-jobs-page__tab-panel',
  /** Filters column and results column. */
  grid: 'rh-jobs-page__grid',
  results: 'rh-jobs-page__results',
  filtersColumn: 'rh-jobs-page__filters-column',
  filtersHeader: 'rh-jobs-page__filters-header',
  filtersTitle: 'rh-jobs-page__filters-title',
  /** Where the filters form appears while its chunk loads: a pulsing block of about its height. */
  filtersLoading: 'rh-jobs-page__filters-loading',
} as const

export const jobsResultsClass = {
  root: 'rh-jobs-results',
  count: 'rh-jobs-results__count',
  countCompany: 'rh-jobs-results__count-company',
  checked: 'rh-jobs-results__checked',
  body: 'rh-jobs-results__body',
  /** The cards' list: a grid (1, 2, 3 columns) or one per row; `listDimmed` while another page loads. */
  grid: 'rh-jobs-results__grid',
  list: 'rh-jobs-results__list',
  listDimmed: 'rh-jobs-results__list--dimmed',
  // The toolbar above the results.
  toolbar: 'rh-jobs-toolbar',
  toolbarCount: 'rh-jobs-toolbar__count',
  toolbarTools: 'rh-jobs-toolbar__tools',
  toolbarPerPage: 'rh-jobs-toolbar__per-page',
  toolbarPerPageLabel: 'rh-jobs-toolbar__per-page-label',
  /** NativeSelect sm, outline: the wrapper, the select and its chevron. */
  perPageSelect: 'rh-jobs-toolbar__per-page-select',
  perPageField: 'rh-jobs-toolbar__per-page-field',
  perPageIndicator: 'rh-jobs-toolbar__per-page-indicator',
  /** Group attached, from md. */
  toolbarLayout: 'rh-jobs-toolbar__layout',
  /** IconButton sm, outline gray; `layoutButtonOn` is subtle indigo; first / last are the attached ends. */
  layoutButton: 'rh-jobs-toolbar__layout-button',
  layoutButtonOn: 'rh-jobs-toolbar__layout-button--on',
  layoutButtonFirst: 'rh-jobs-toolbar__layout-button--first',
  layoutButtonLast: 'rh-jobs-toolbar__layout-button--last',
  /** The phones' Filters button: Button sm outline gray, hidden from lg; its count is Badge sm solid indigo, round. */
  filtersButton: 'rh-jobs-toolbar__filters-button',
  filtersCount: 'rh-jobs-toolbar__filters-count',
  // Empty, offline and error states (EmptyState md, with a border).
  message: 'rh-jobs-message',
  messageContent: 'rh-jobs-message__content',
  messageIndicator: 'rh-jobs-message__indicator',
  messageText: 'rh-jobs-message__text',
  messageTitle: 'rh-jobs-message__title',
  messageDescription: 'rh-jobs-message__description',
  // Loading placeholders shaped like job cards (Card sm outline, Skeleton pulse).
  skeletons: 'rh-job-skeletons',
  /** The placeholders' layout: as the cards' grid or list. */
  skeletonGrid: 'rh-job-skeletons__grid',
  skeletonList: 'rh-job-skeletons__list',
  skeletonCard: 'rh-job-skeleton',
  skeletonBody: 'rh-job-skeleton__body',
  skeletonRow: 'rh-job-skeleton__row',
  skeletonLines: 'rh-job-skeleton__lines',
  skeletonBadges: 'rh-job-skeleton__badges',
  skeletonText: 'rh-job-skeleton__text',
  /** One pulsing block; a size modifier gives its box. */
  skeleton: 'rh-skeleton',
  skeletonLogo: 'rh-skeleton--logo',
  skeletonTitle: 'rh-skeleton--title',
  skeletonCompany: 'rh-skeleton--company',
  skeletonBadgeWide: 'rh-skeleton--badge-wide',
  skeletonBadge: 'rh-skeleton--badge',
  skeletonLine: 'rh-skeleton--line',
  skeletonLineLast: 'rh-skeleton--line-last',
} as const

export const jobFiltersClass = {
  root: 'rh-job-filters',
  group: 'rh-job-filters__group',
  /** A fieldset's legend. */
  legend: 'rh-job-filters__legend',
  /** The company filter's title. */
  title: 'rh-job-filters__title',
  options: 'rh-job-filters__options',
  companyRow: 'rh-job-filters__company-row',
  /** Badge lg subtle indigo, with the remove button at its end. */
  companyBadge: 'rh-job-filters__company-badge',
  companyName: 'rh-job-filters__company-name',
  salaryRow: 'rh-job-filters__salary-row',
  salaryError: 'rh-job-filters__salary-error',
} as const

/** The shared page buttons (src/components/navigation/pagination.tsx). */
export const paginationClass = {
  /** HStack nav, centred, wrapping. */
  root: 'rh-pagination',
  /** Button base; add a size and a look. */
  button: 'rh-pagination__button',
  xs: 'rh-pagination__button--xs',
  sm: 'rh-pagination__button--sm',
  md: 'rh-pagination__button--md',
  /** IconButton: no padding, larger icon. */
  icon: 'rh-pagination__button--icon',
  /** A page number: minW 9, px 2. */
  number: 'rh-pagination__button--number',
  /** A page number other than the current one: ghost in gray. */
  ghost: 'rh-pagination__button--ghost',
  /** variant solid, indigo: the current page. */
  current: 'rh-pagination__button--current',
  ellipsis: 'rh-pagination__ellipsis',
} as const

const p = jobsPageClass
const r = jobsResultsClass
const f = jobFiltersClass
const pg = paginationClass
const dot = (name: string) => `.${name}`

const column = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const
/** HStack: a row, centred, with Stack's default gap unless given. */
const row = (gap = '0.5rem') =>
  ({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap }) as const

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

/** Chakra's button recipe, base, with its disabled look. */
const buttonBase = { ...chakraButtonBase, _disabled: { layerStyle: 'disabled' } } as const

/** Button size sm. */
const buttonSm = {
  h: '9',
  minW: '9',
  px: '3.5',
  textStyle: 'sm',
  gap: '2',
  _icon: { width: '4', height: '4' },
}

/** Skeleton (variant pulse, loading). */
const skeletonLook = {
  // First: the shorthand would reset the background-clip below.
  background: 'bg.emphasized',
  display: 'block',
  borderRadius: 'l2',
  boxShadow: 'none',
  backgroundClip: 'padding-box',
  cursor: 'default',
  color: 'transparent',
  pointerEvents: 'none',
  userSelect: 'none',
  flexShrink: '0',
  animation: 'pulse',
  animationDuration: 'var(--duration, 1.2s)',
} as const

/** Static class rules of the job search page and the page buttons; see static-class-css.ts. */
export const jobsResultsCss: GlobalStyleObject = {
  // The page (jobs-page.tsx).
  [dot(p.root)]: {
    position: 'relative',
    width: '100%',
    maxWidth: '7xl',
    mx: 'auto',
    py: { base: '4', md: '8' },
    px: { base: '4', md: '6' },
  },
  [dot(p.stack)]: { display: 'flex', flexDirection: 'column', gap: { base: '4', md: '6' } },
  [dot(p.intro)]: column('1'),
  [dot(p.title)]: {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: { base: '2xl', md: '3xl' },
    lineHeight: { base: '2rem', md: '2.375rem' },
    letterSpacing: 'tight',
  },
  [dot(p.lead)]: { color: 'fg.muted' },
  [dot(p.tabCount)]: {
    ...badgeBase,
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    bg: 'indigo.subtle',
    color: 'indigo.fg',
    borderRadius: 'full',
  },
  [dot(p.tabPanel)]: { pt: { base: '4', md: '6' } },
  [dot(p.grid)]: {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' },
    gap: { lg: '8' },
  },
  [dot(p.results)]: { scrollMarginTop: '4', minW: '0', gridColumn: { lg: '2' } },
  [dot(p.filtersColumn)]: { ...column('4'), position: 'sticky', top: '4' },
  [dot(p.filtersHeader)]: { ...row(), justifyContent: 'space-between' },
  [dot(p.filtersLoading)]: { ...skeletonLook, h: '96' },
  [dot(p.filtersTitle)]: { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'sm' },

  // The results (job-results.tsx, results-toolbar.tsx, job-card-list.tsx).
  [dot(r.root)]: column('4'),
  [dot(r.count)]: { fontWeight: 'semibold' },
  [dot(r.countCompany)]: { fontWeight: 'normal', color: 'fg.muted' },
  [dot(r.checked)]: { ...row(), minH: '0' },
  [dot(r.body)]: column('4'),
  [dot(r.grid)]: {
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(1, minmax(0, 1fr))',
      lg: 'repeat(2, minmax(0, 1fr))',
      '2xl': 'repeat(3, minmax(0, 1fr))',
    },
    gap: '4',
    listStyleType: 'none',
    m: '0',
    p: '0',
    opacity: 1,
    transition: 'opacity 0.15s',
  },
  [dot(r.list)]: {
    ...column('3'),
    listStyleType: 'none',
    m: '0',
    p: '0',
    opacity: 1,
    transition: 'opacity 0.15s',
  },
  [dot(r.listDimmed)]: { opacity: 0.6 },
  [dot(r.toolbar)]: { ...row('2'), justifyContent: 'space-between', flexWrap: 'wrap', minH: '9' },
  [dot(r.toolbarCount)]: { ...row('3'), minW: '0' },
  [dot(r.toolbarTools)]: { ...row(), gap: { base: '2', md: '3' } },
  [dot(r.toolbarPerPage)]: { ...row('2'), display: { base: 'none', sm: 'flex' } },
  [dot(r.toolbarPerPageLabel)]: { fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' },
  [dot(r.perPageSelect)]: { height: 'fit-content', display: 'flex', position: 'relative' },
  [dot(r.perPageField)]: {
    width: '100%',
    minWidth: '0',
    outline: '0',
    appearance: 'none',
    borderRadius: 'l2',
    height: '9',
    focusVisibleRing: 'inside',
    lineHeight: 'normal',
    textStyle: 'sm',
    ps: '2.5',
    pe: '8',
    bg: 'transparent',
    borderWidth: '1px',
    borderColor: 'border',
  },
  [dot(r.perPageIndicator)]: {
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
    top: '50%',
    transform: 'translateY(-50%)',
    height: '100%',
    color: 'fg.muted',
    textStyle: 'md',
    insetEnd: '2',
    _icon: { width: '1em', height: '1em' },
  },
  [dot(r.toolbarLayout)]: {
    display: { base: 'none', md: 'inline-flex' },
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: '0',
    isolation: 'isolate',
    position: 'relative',
  },
  [dot(r.layoutButton)]: {
    ...buttonBase,
    ...buttonSm,
    px: '0',
    py: '0',
    _icon: { width: '4', height: '4', fontSize: '1.2em', flexShrink: '0' },
    _focusVisible: { zIndex: 1 },
    colorPalette: 'gray',
    '--outline-color-legacy': 'colors.colorPalette.muted',
    '--outline-color': 'colors.colorPalette.border',
    borderColor: 'var(--outline-color, var(--outline-color-legacy))',
    color: 'colorPalette.fg',
    _hover: { bg: 'colorPalette.subtle' },
  },
  [dot(r.layoutButtonOn)]: {
    colorPalette: 'indigo',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    borderColor: 'transparent',
    _hover: { bg: 'colorPalette.muted' },
  },
  [dot(r.layoutButtonFirst)]: { borderEndRadius: '0', marginEnd: '-1px' },
  [dot(r.layoutButtonLast)]: { borderStartRadius: '0' },
  [dot(r.filtersButton)]: {
    ...buttonBase,
    ...buttonSm,
    display: { base: 'inline-flex', lg: 'none' },
    colorPalette: 'gray',
    '--outline-color-legacy': 'colors.colorPalette.muted',
    '--outline-color': 'colors.colorPalette.border',
    borderColor: 'var(--outline-color, var(--outline-color-legacy))',
    color: 'colorPalette.fg',
    _hover: { bg: 'colorPalette.subtle' },
    _expanded: { bg: 'colorPalette.subtle' },
  },
  [dot(r.filtersCount)]: {
    ...badgeBase,
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    bg: 'indigo.solid',
    color: 'indigo.contrast',
    borderRadius: 'full',
  },

  // Empty, offline and error states.
  [dot(r.message)]: {
    width: 'full',
    px: '8',
    py: '12',
    borderWidth: '1px',
    borderRadius: 'xl',
    bg: 'bg.panel',
  },
  [dot(r.messageContent)]: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '6',
  },
  [dot(r.messageIndicator)]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.subtle',
    textStyle: '4xl',
    _icon: { boxSize: '1em' },
  },
  [dot(r.messageText)]: { ...column('0.5rem'), alignItems: 'center', textAlign: 'center' },
  [dot(r.messageTitle)]: { fontWeight: 'semibold', textStyle: 'lg' },
  [dot(r.messageDescription)]: { textStyle: 'sm', color: 'fg.muted' },

  // Loading placeholders (job-card-skeleton.tsx).
  [dot(r.skeletons)]: column('0'),
  [dot(r.skeletonGrid)]: {
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(1, minmax(0, 1fr))',
      lg: 'repeat(2, minmax(0, 1fr))',
      '2xl': 'repeat(3, minmax(0, 1fr))',
    },
    gap: '4',
  },
  [dot(r.skeletonList)]: column('3'),
  [dot(r.skeletonCard)]: {
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
  },
  [dot(r.skeletonBody)]: { padding: '4', flex: '1', display: 'flex', flexDirection: 'column', gap: '3' },
  [dot(r.skeletonRow)]: { ...row('3'), alignItems: 'flex-start' },
  [dot(r.skeletonLines)]: { ...column('2'), flex: '1' },
  [dot(r.skeletonBadges)]: row('2'),
  [dot(r.skeletonText)]: { ...column('2'), width: 'full' },
  [dot(r.skeleton)]: skeletonLook,
  [dot(r.skeletonLogo)]: { width: '9', height: '9', borderRadius: 'md' },
  [dot(r.skeletonTitle)]: { h: '4', w: '70%' },
  [dot(r.skeletonCompany)]: { h: '3', w: '40%' },
  [dot(r.skeletonBadgeWide)]: { h: '5', w: '16' },
  [dot(r.skeletonBadge)]: { h: '5', w: '14' },
  [dot(r.skeletonLine)]: { h: '4', maxW: '100%' },
  [dot(r.skeletonLineLast)]: { maxW: '80%' },

  // The filters (job-filters.tsx, salary-range-inputs.tsx).
  [dot(f.root)]: column('5'),
  [dot(f.group)]: column('1.5'),
  [dot(f.legend)]: { fontSize: 'sm', fontWeight: 'medium', mb: '1.5' },
  [dot(f.title)]: { fontSize: 'sm', fontWeight: 'medium' },
  [dot(f.options)]: column('1.5'),
  [dot(f.companyRow)]: row(),
  [dot(f.companyBadge)]: {
    ...badgeBase,
    textStyle: 'sm',
    px: '2.5',
    minH: '7',
    bg: 'indigo.subtle',
    color: 'indigo.fg',
    pe: '0.5',
    maxW: 'full',
  },
  [dot(f.companyName)]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  [dot(f.salaryRow)]: { ...row('2'), alignItems: 'flex-start' },
  [dot(f.salaryError)]: { fontSize: 'xs', color: 'fg.error', mt: '1' },

  // Page buttons (pagination.tsx).
  [dot(pg.root)]: { ...row('1'), justifyContent: 'center', flexWrap: 'wrap', py: '2' },
  [dot(pg.button)]: {
    ...buttonBase,
    _icon: { flexShrink: '0' },
    // variant ghost in the palette around (Previous and Next have none of their own: indigo on /jobs, in its tabs).
    bg: 'transparent',
    color: 'colorPalette.fg',
    _hover: { bg: 'colorPalette.subtle' },
  },
  [dot(pg.xs)]: {
    h: '8',
    minW: '8',
    textStyle: 'xs',
    px: '2.5',
    gap: '1',
    _icon: { width: '4', height: '4' },
  },
  [dot(pg.sm)]: buttonSm,
  [dot(pg.md)]: {
    h: '10',
    minW: '10',
    textStyle: 'sm',
    px: '4',
    gap: '2',
    _icon: { width: '5', height: '5' },
  },
  [dot(pg.icon)]: { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
  [dot(pg.number)]: { minW: '9', px: '2' },
  [dot(pg.ghost)]: { colorPalette: 'gray' },
  [dot(pg.current)]: {
    colorPalette: 'indigo',
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    _hover: { bg: 'colorPalette.solid/90' },
  },
  [dot(pg.ellipsis)]: { px: '1', color: 'fg.muted' },
}
