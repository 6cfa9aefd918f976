import { Badge, HStack, Text } from '@chakra-ui/react'
import { CloudOff, TriangleAlert } from 'lucide-react'
import { useEntitySyncState } from '@/lib/sync/outbox-store'
import { CART_ENTITY_KEY } from '../lib/cart-sync'

/** "Waiting to sync" / "Sync failed" while the cart's outbox write is queued or was refused. */
export function CartSyncHint() {
  const state = useEntitySyncState(CART_ENTITY_KEY)
  if (state === 'pending') {
    return (
      <HStack gap="2" role="status" data-testid="cart-sync-hint">
        <Badge colorPalette="orange" variant="subtle">
          <CloudOff aria-hidden /> Waiting to sync
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          Saved on this device; sent when you are back online.
        </Text>
      </HStack>
    )
  }
  if (state === 'failed') {
    return (
      <HStack gap="2" role="status" data-testid="cart-sync-hint">
        <Badge colorPalette="red" variant="subtle">
          <TriangleAlert aria-hidden /> Sync failed
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          Your last change was not saved to your account.
        </Text>
      </HStack>
    )
  }
  return null
}
