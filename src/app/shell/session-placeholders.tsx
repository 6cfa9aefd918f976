import { Box, HStack, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react'
import { Settings } from 'lucide-react'
import { SidebarLink } from './sidebar-link'

// Stand-ins for the parts of the shell that depend on who is signed in, drawn while that is not known (the app-shell
// page, see shell-session.ts). Where the two states differ in size they take the signed-in one: the app shell is what
// the installed app shows on every start, mostly to people signed in, and it should not jump when their real shell
// replaces it. Hidden from assistive technology: the page itself says it is loading.

/**
 * A bar standing for one line of text: a non-breaking space gives it the line's exact height at `fontSize` (whatever
 * the line height), so the placeholder is as tall as the text it stands for.
 */
function SkeletonLine({ fontSize, width }: { fontSize: 'xs' | 'sm'; width: string }) {
  return (
    <Text as="span" display="block" position="relative" fontSize={fontSize} w={width}>
      {'\u00a0'}
      <Skeleton as="span" display="block" position="absolute" insetX="0" insetY="1" />
    </Text>
  )
}

/**
 * The top bar's account area: the avatar button on phones; from 768 px the Free badge and Upgrade button (most
 * signed-in users are on the free plan; Sign In with Get Started is 36 px narrower).
 */
export function TopBarAccountPlaceholder() {
  return (
    <Box aria-hidden="true" display="flex" alignItems="center" data-session-placeholder="">
      <Box hideFrom="md" boxSize="9" display="flex" alignItems="center" justifyContent="center">
        <SkeletonCircle size="8" />
      </Box>
      <HStack hideBelow="md" gap="2">
        <Skeleton h="8" w="50px" borderRadius="l2" />
        <Skeleton h="8" w="175px" borderRadius="l2" />
      </HStack>
    </Box>
  )
}

/** The sidebar's bottom section: the profile row, Settings (the same in both states, so real) and Sign Out. */
export function SidebarUserPlaceholder({ collapsed }: { collapsed: boolean }) {
  return (
    <Stack gap="1" data-session-placeholder="">
      <HStack
        aria-hidden="true"
        gap="3"
        px={collapsed ? '0' : '2'}
        py="2"
        justify={collapsed ? 'center' : 'start'}
      >
        <SkeletonCircle size="9" />
        {!collapsed && (
          <Box flex="1" minW="0">
            <SkeletonLine fontSize="sm" width="75%" />
            <SkeletonLine fontSize="xs" width="90%" />
          </Box>
        )}
      </HStack>
      <SidebarLink label="Settings" href="/settings" icon={Settings} collapsed={collapsed} />
      <HStack aria-hidden="true" h="10" px="3" gap="3" justify={collapsed ? 'center' : 'start'}>
        <Skeleton boxSize="5" borderRadius="sm" />
        {!collapsed && <Skeleton h="3.5" w="16" />}
      </HStack>
    </Stack>
  )
}

/** The bottom bar's fifth slot (Dashboard or Login): a list item laid out like the links beside it. */
export function BottomBarItemPlaceholder() {
  return (
    <Box
      as="li"
      aria-hidden="true"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="1"
      data-session-placeholder=""
    >
      <Skeleton boxSize="22px" borderRadius="sm" />
      {/* As tall as the neighbours' label, so the icon sits at the same height as theirs. */}
      <SkeletonLine fontSize="xs" width="10" />
    </Box>
  )
}
