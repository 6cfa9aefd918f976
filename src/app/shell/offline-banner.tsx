import { HStack, Text } from '@chakra-ui/react'
import { WifiOff } from 'lucide-react'
import { useIsOnline } from '@/lib/online-state'

/**
 * A thin line under the top bar while the app treats the network as gone (offline or lie-fi). Renders
 * nothing online, and nothing during hydration (the prerendered page is the online one).
 */
export function OfflineBanner() {
  const online = useIsOnline()
  if (online) return null
  return (
    <HStack
      role="status"
      justify="center"
      gap="2"
      px="4"
      py="1.5"
      bg="bg.emphasized"
      color="fg"
      fontSize="sm"
      borderBottomWidth="1px"
    >
      <WifiOff aria-hidden size={16} />
      <Text>You&apos;re offline — changes will sync when you&apos;re back</Text>
    </HStack>
  )
}
