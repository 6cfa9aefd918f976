import { HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { Trash2 } from 'lucide-react'
import { cyclePriceLabel, formatUsd, lineTotal } from '../lib/cart-total'
import type { CartItem } from '../stores/cart-store'

type Props = { item: CartItem; onRemove: (id: string) => void }

export function CartLine({ item, onRemove }: Props) {
  const seats = `${item.users} ${item.users === 1 ? 'user' : 'users'}`
  const cycle = item.billingCycle === 'annual' ? 'Billed yearly' : 'Billed monthly'
  return (
    <HStack
      as="li"
      align="flex-start"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          {item.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {seats} · {cycle}
          {item.quantity > 1 ? ` · × ${item.quantity}` : ''}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {cyclePriceLabel(item)}
        </Text>
      </Stack>
      <Text fontWeight="semibold">{formatUsd(lineTotal(item))}</Text>
      <IconButton
        aria-label={`Remove ${item.name}`}
        size="xs"
        variant="ghost"
        onClick={() => onRemove(item.id)}
      >
        <Trash2 aria-hidden />
      </IconButton>
    </HStack>
  )
}
