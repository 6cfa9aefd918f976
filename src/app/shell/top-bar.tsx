import { Badge, Box, HStack } from '@chakra-ui/react'
import { Crown, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { LinkButton } from '@/components/ui/app-link'
import { BrandLink } from './brand-link'
import { FeaturesMenuButton, ThemeSwitch, UserMenuButton } from './deferred-menus'
import { hasPlan } from '../../entities/user/plan-status'
import { TopBarAccountPlaceholder } from './session-placeholders'
import { SESSION_UNKNOWN, type ShellSession } from './shell-session'
import type { SessionSummary } from '../../entities/session/use-session-summary'

type Props = { session: ShellSession; cartSlot?: ReactNode; syncSlot?: ReactNode }

function PlanActions({ isPremium }: { isPremium: boolean }) {
  if (isPremium) {
    return (
      <Badge colorPalette="orange" variant="subtle" size="lg" hideBelow="md">
        <Crown aria-hidden size={14} /> Premium
      </Badge>
    )
  }
  return (
    <HStack gap="2" hideBelow="md">
      <Badge variant="subtle" size="lg">
        Free
      </Badge>
      <LinkButton href="/pricing" size="sm" colorPalette="indigo" variant="subtle">
        <Sparkles aria-hidden /> Upgrade Account
      </LinkButton>
    </HStack>
  )
}

/**
 * Plan badge and upgrade (avatar menu on phones) when signed in — not for administrators, who have no plan —
 * and Sign In / Get Started otherwise.
 */
function AccountActions({ session }: { session: SessionSummary }) {
  if (session.isSignedIn) {
    return (
      <>
        {hasPlan(session.user.role) ? <PlanActions isPremium={session.user.isPremium === true} /> : null}
        <Box hideFrom="md">
          <UserMenuButton user={session.user} />
        </Box>
      </>
    )
  }
  return (
    <>
      <LinkButton href="/login" variant="ghost" size="sm">
        Sign In
      </LinkButton>
      <LinkButton href="/signup" colorPalette="indigo" size="sm" hideBelow="md">
        Get Started
      </LinkButton>
    </>
  )
}

/** The header: brand, visitor navigation, cart, plan or sign-in actions, theme. Compact below 768 px. */
export function TopBar({ session, cartSlot, syncSlot }: Props) {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="16"
      bg="bg.panel/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      pt="env(safe-area-inset-top)"
      boxSizing="content-box"
    >
      <HStack h="16" px={{ base: '3', md: '5' }} gap="3" justify="space-between">
        <HStack gap={{ base: '2', lg: '6' }} minW="0">
          <BrandLink />
          {/* Visitors only; left out while the session is unknown (nothing after it in the row moves). */}
          {session !== SESSION_UNKNOWN && !session.isSignedIn && (
            <HStack as="nav" aria-label="Site" gap="1" hideBelow="md">
              <FeaturesMenuButton />
              <LinkButton href="/pricing" variant="ghost" size="sm">
                Pricing
              </LinkButton>
              <LinkButton href="/about" variant="ghost" size="sm">
                About
              </LinkButton>
            </HStack>
          )}
        </HStack>
        <HStack gap={{ base: '1', md: '2' }}>
          {syncSlot}
          {cartSlot}
          {session === SESSION_UNKNOWN ? <TopBarAccountPlaceholder /> : <AccountActions session={session} />}
          <ThemeSwitch />
        </HStack>
      </HStack>
    </Box>
  )
}
