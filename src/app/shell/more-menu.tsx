import { Menu, Portal } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { BottomBarMoreButton } from './bottom-bar-more-button'
import type { NavItem } from './nav-items'

/** The bottom bar's "More": the sections without a slot of their own (nav-items.ts bottomBarMoreItems). */
export function MoreMenu({
  items,
  defaultOpen = false,
}: {
  items: readonly NavItem[]
  defaultOpen?: boolean
}) {
  return (
    <Menu.Root positioning={{ placement: 'top-end', gutter: 8 }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <BottomBarMoreButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {items.map((item) => (
              <Menu.Item key={item.href} value={item.href} asChild py="2.5">
                {/* Typed routes for some targets (/tools, /tasks …) arrive with later issues. */}
                <RouterLink to={item.href as '/'}>
                  <item.icon aria-hidden size={18} /> {item.label}
                </RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
