import { Button, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { Briefcase, Building2, RotateCcw, UserRound, WifiOff } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { LinkButton } from '@/components/ui/app-link'
import { useIsOnline } from '@/lib/online-state'
import { useIsSignedIn } from '@/lib/session/use-session'

export type OfflineLink = { label: string; href: string; icon: typeof Briefcase; signedInOnly?: boolean }

/** Pages that open from the persisted cache: listings and details viewed before, saved items, the profile. */
export const OFFLINE_LINKS: readonly OfflineLink[] = [
  { label: 'Jobs', href: '/jobs', icon: Briefcase },
  { label: 'Companies', href: '/companies', icon: Building2 },
  { label: 'Your profile', href: '/profile', icon: UserRound, signedInOnly: true },
]

type Props = {
  /** Loads the page again (the route's loaders); also called by itself when the connection comes back. */
  onRetry: () => void
  links?: readonly OfflineLink[]
}

/**
 * "You're offline" instead of a spinner or an error when a page needs data that is neither cached nor
 * reachable: a loader never hangs offline. Says what still works and retries once the connection is back.
 */
export function OfflineState({ onRetry, links = OFFLINE_LINKS }: Props) {
  const online = useIsOnline()
  const signedIn = useIsSignedIn()
  const wasOffline = useRef(!online)

  useEffect(() => {
    if (!online) wasOffline.current = true
    else if (wasOffline.current) {
      wasOffline.current = false
      onRetry()
    }
  }, [online, onRetry])

  const available = links.filter((link) => signedIn || !link.signedInOnly)
  return (
    <Stack
      role="status"
      gap="5"
      align="center"
      textAlign="center"
      p={{ base: '6', md: '10' }}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      maxW="xl"
      mx="auto"
      w="full"
    >
      <Icon boxSize="10" color="fg.muted" aria-hidden>
        <WifiOff />
      </Icon>
      <Heading as="h1" size="2xl">
        You&apos;re offline
      </Heading>
      <Text color="fg.muted">
        This page hasn&apos;t been saved on this device yet, so it needs a connection. Pages you opened before
        still work offline{signedIn ? ', and changes you make will sync when you’re back' : ''}.
      </Text>
      {available.length > 0 && (
        <Stack gap="2" align="center">
          <Text fontSize="sm" fontWeight="medium">
            Available offline
          </Text>
          <HStack as="ul" gap="2" flexWrap="wrap" justify="center" listStyleType="none" m="0" p="0">
            {available.map((link) => (
              <li key={link.href}>
                <LinkButton href={link.href} variant="outline" size="sm">
                  <link.icon aria-hidden /> {link.label}
                </LinkButton>
              </li>
            ))}
          </HStack>
        </Stack>
      )}
      <Button colorPalette="indigo" onClick={onRetry}>
        <RotateCcw aria-hidden /> Retry
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {online ? 'You seem to be back online.' : 'We’ll try again as soon as you’re back online.'}
      </Text>
    </Stack>
  )
}
