import type { GlobalStyleObject } from '@chakra-ui/react'

/**
 * Class names of the site footer (src/app/shell/footer.tsx), on every page: what its Chakra Box, Grid, Stack,
 * Heading, Text and links looked like, as static rules (decision 023).
 */
export const footerClass = {
  footer: 'rh-footer',
  grid: 'rh-footer__grid',
  about: 'rh-footer__about',
  text: 'rh-footer__text',
  tagline: 'rh-footer__tagline',
  group: 'rh-footer__group',
  groupTitle: 'rh-footer__group-title',
  list: 'rh-footer__list',
  link: 'rh-footer__link',
  bottom: 'rh-footer__bottom',
} as const

const c = (name: string) => `.${name}`
const column = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const
const smallMuted = { fontSize: 'sm', color: 'fg.muted' } as const

export const footerCss: GlobalStyleObject = {
  [c(footerClass.footer)]: {
    borderTopWidth: '1px',
    bg: 'bg.subtle',
    px: { base: '4', md: '8' },
    pt: '10',
    pb: '8',
  },
  [c(footerClass.grid)]: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
    gap: '8',
    maxW: '6xl',
    mx: 'auto',
  },
  [c(footerClass.about)]: { ...column('3'), gridColumn: { base: 'span 2', md: 'auto' } },
  [c(footerClass.text)]: smallMuted,
  [c(footerClass.tagline)]: { ...smallMuted, maxW: 'xs' },
  [c(footerClass.group)]: column('3'),
  // Chakra's Heading, size sm.
  [c(footerClass.groupTitle)]: { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'sm' },
  [c(footerClass.list)]: { ...column('2'), listStyleType: 'none', m: '0', p: '0' },
  // Chakra's link recipe (variant plain), muted until hovered.
  [c(footerClass.link)]: {
    display: 'inline-flex',
    alignItems: 'center',
    outline: 'none',
    gap: '1.5',
    cursor: 'pointer',
    borderRadius: 'l1',
    focusVisibleRing: 'outside',
    ...smallMuted,
    _hover: {
      color: 'fg',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      textDecorationColor: 'currentColor/20',
    },
  },
  [c(footerClass.bottom)]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '2',
    maxW: '6xl',
    mx: 'auto',
    mt: '10',
    pt: '6',
    borderTopWidth: '1px',
  },
}
