import { Badge } from '@chakra-ui/react'
import { Crown, Search, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { LinkButton, LinkIconButton } from '@/components/ui/app-link'
import { shellClass as c } from '@/components/static-css/shell'
import { BrandLink } from './brand-link'
import { FeaturesMenuButton, ThemeSwitch, UserMenuButton } from './deferred-menus'
import { hasPlan } from '../../entities/user/plan-status'
import { TopBarAccountPlaceholder } from './session-placeholders'
import { SESSION_UNKNOWN, type ShellSession } from './shell-session'
import type { SessionSummary } from '../../entities/session/use-session-summary'

type Props = {
  session: ShellSession
  cartSlot?: ReactNode
  syncSlot?: ReactNode
  /** The notification bell (signed-in users; it renders nothing otherwise). */
  notificationSlot?: ReactNode
}

function PlanActions({ isPremium }: { isPremium: boolean }) {
  if (isPremium) {
    return (
      <Badge colorPalette="orange" variant="subtle" size="lg" hideBelow="md">
        <Crown aria-hidden size={14} /> Premium
      </Badge>
    )
  }
  return (
    <div className={c.topBarPlanActions}>
      <Badge variant="subtle" size="lg">
        Free
      </Badge>
      <LinkButton href="/pricing" size="sm" colorPalette="indigo" variant="subtle">
        <Sparkles aria-hidden /> Upgrade Account
      </LinkButton>
    </div>
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
        <div className={c.topBarPhoneOnly}>
          <UserMenuButton user={session.user} />
        </div>
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

/** The header: brand, visitor navigation, search, cart, plan or sign-in actions, theme. Compact below 768 px. */
export function TopBar({ session, cartSlot, syncSlot, notificationSlot }: Props) {
  return (
    <header className={c.topBar}>
      <div className={c.topBarRow}>
        <div className={c.topBarStart}>
          <BrandLink />
          {/* Visitors only; left out while the session is unknown (nothing after it in the row moves). */}
          {session !== SESSION_UNKNOWN && !session.isSignedIn && (
            <nav aria-label="Site" className={c.topBarSiteNav}>
              <FeaturesMenuButton />
              <LinkButton href="/pricing" variant="ghost" size="sm">
                Pricing
              </LinkButton>
              <LinkButton href="/about" variant="ghost" size="sm">
                About
              </LinkButton>
            </nav>
          )}
        </div>
        <div className={c.topBarEnd}>
          {syncSlot}
          {/* Discovery (/search): one search across people, companies, resumes, jobs and media, for everyone. */}
          <LinkIconButton href="/search" aria-label="Search everything" variant="ghost" size="sm">
            <Search aria-hidden />
          </LinkIconButton>
          {notificationSlot}
          {cartSlot}
          {session === SESSION_UNKNOWN ? <TopBarAccountPlaceholder /> : <AccountActions session={session} />}
          <ThemeSwitch />
        </div>
      </div>
    </header>
  )
}
