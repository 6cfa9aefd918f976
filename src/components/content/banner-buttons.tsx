import { Button } from '@chakra-ui/react'
import { LinkButton } from '@/components/ui/app-link'

type BannerAction = { label: string; href: string }

// On the solid brand banner the usual brand buttons would vanish: one light solid button, one outlined
// in the banner's own contrast colour.
const primaryStyle = { size: 'lg', bg: 'bg', color: 'fg', _hover: { bg: 'bg.muted' } } as const
const secondaryStyle = {
  size: 'lg',
  variant: 'outline',
  color: 'inherit',
  borderColor: 'currentColor',
  _hover: { bg: 'whiteAlpha.200' },
} as const

function ActionButton({
  action,
  style,
}: {
  action: BannerAction
  style: typeof primaryStyle | typeof secondaryStyle
}) {
  // App paths navigate inside the SPA; mailto: and other schemes stay ordinary links.
  if (action.href.startsWith('/')) {
    return (
      <LinkButton href={action.href} {...style}>
        {action.label}
      </LinkButton>
    )
  }
  return (
    <Button asChild {...style}>
      <a href={action.href}>{action.label}</a>
    </Button>
  )
}

/** The buttons of a CtaBanner. */
export function BannerButtons({ primary, secondary }: { primary: BannerAction; secondary?: BannerAction }) {
  return (
    <>
      <ActionButton action={primary} style={primaryStyle} />
      {secondary ? <ActionButton action={secondary} style={secondaryStyle} /> : null}
    </>
  )
}
