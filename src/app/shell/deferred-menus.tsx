import { useEffect } from 'react'
import { Avatar, Button, IconButton } from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'
import { createDeferredModule } from '@/components/ui/deferred-module'
import { DeferredWidget } from '@/components/ui/deferred-widget'
import { InlineIcon } from '@/components/ui/inline-icon'
import { useColorMode } from '@/components/ui/color-mode'
import type { ShellAccount } from './account-switcher'
import { BottomBarMoreButton } from './bottom-bar-more-button'
import type { NavItem } from './nav-items'
import type { SessionUser } from '../../entities/session/use-session-summary'

// Menus need the menu state machine and the positioning engine (~30 KB gzip); they are deferred so the
// first paint of '/' does not wait for them (they load on the first interaction). Each placeholder looks exactly like the real trigger.
const themeMenu = createDeferredModule(() => import('./theme-menu'))
const featuresMenu = createDeferredModule(() => import('./features-menu'))
const userMenu = createDeferredModule(() => import('./mobile-user-menu'))
const accountSwitcher = createDeferredModule(() => import('./account-switcher'))
const moreMenu = createDeferredModule(() => import('./more-menu'))

/** Light / Dark / System menu, accessible name 'Theme'. */
export function ThemeSwitch() {
  const { preference, colorMode } = useColorMode()
  return (
    <DeferredWidget
      module={themeMenu}
      placeholder={(activate) => (
        <IconButton aria-label="Theme" aria-haspopup="menu" variant="ghost" size="sm" onClick={activate}>
          <ThemeGlyph preference={preference} colorMode={colorMode} />
        </IconButton>
      )}
    >
      {(m, activated) => <m.ThemeMenu defaultOpen={activated} />}
    </DeferredWidget>
  )
}

function ThemeGlyph({ preference, colorMode }: { preference: string; colorMode: 'light' | 'dark' }) {
  // lucide's Monitor / Moon / Sun drawn inline, to keep icon code out of this placeholder path.
  if (preference === 'system')
    return (
      <InlineIcon>
        <rect width="20" height="14" x="2" y="3" rx="2" />
        <line x1="8" x2="16" y1="21" y2="21" />
        <line x1="12" x2="12" y1="17" y2="21" />
      </InlineIcon>
    )
  if (colorMode === 'dark')
    return (
      <InlineIcon>
        <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
      </InlineIcon>
    )
  return (
    <InlineIcon>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </InlineIcon>
  )
}

/** The signed-out visitor's Features mega-menu trigger. */
export function FeaturesMenuButton() {
  return (
    <DeferredWidget
      module={featuresMenu}
      placeholder={(activate) => (
        <Button variant="ghost" size="sm" aria-haspopup="menu" onClick={activate}>
          Features <ChevronDown aria-hidden />
        </Button>
      )}
    >
      {(m, activated) => <m.FeaturesMenu defaultOpen={activated} />}
    </DeferredWidget>
  )
}

/** Profile, settings and sign-out for signed-in users below 768 px. */
export function UserMenuButton({ user }: { user: SessionUser }) {
  return (
    <DeferredWidget
      module={userMenu}
      placeholder={(activate) => (
        <IconButton
          aria-label={`Account menu for ${user.name}`}
          aria-haspopup="menu"
          variant="ghost"
          size="sm"
          rounded="full"
          onClick={activate}
        >
          <Avatar.Root size="xs" colorPalette="indigo">
            <Avatar.Fallback name={user.name} />
          </Avatar.Root>
        </IconButton>
      )}
    >
      {(m, activated) => <m.MobileUserMenu user={user} defaultOpen={activated} />}
    </DeferredWidget>
  )
}

/** The bottom bar's "More" menu of the sections without a slot of their own. */
export function MoreMenuButton({ items }: { items: readonly NavItem[] }) {
  return (
    <DeferredWidget
      module={moreMenu}
      placeholder={(activate) => <BottomBarMoreButton aria-haspopup="menu" onClick={activate} />}
    >
      {(m, activated) => <m.MoreMenu items={items} defaultOpen={activated} />}
    </DeferredWidget>
  )
}

type SwitcherProps = {
  accounts: readonly ShellAccount[]
  activeAccountId?: string | null
  collapsed: boolean
}

/**
 * The account switcher is hidden with one account or fewer, so its code loads only when it can show — and then
 * at once, not on first interaction: it has no look-alike placeholder, and only signed-in users ever see it.
 */
export function DeferredAccountSwitcher(props: SwitcherProps) {
  const visible = props.accounts.length > 1 && !props.collapsed
  useEffect(() => {
    if (visible) void accountSwitcher.load()
  }, [visible])
  if (!visible) return null
  return (
    <DeferredWidget module={accountSwitcher} placeholder={() => null}>
      {(m) => <m.AccountSwitcher {...props} />}
    </DeferredWidget>
  )
}
