import { Badge, Field, HStack, IconButton, NumberInput, SegmentGroup, Stack, Text } from '@chakra-ui/react'
import { Minus, Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { type CartItem, CART_MAX_USERS, CART_MIN_USERS } from '@/api/cart'
import type { BillingCycle } from '@/api/pricing'
import { cyclePriceLabel, lineTotalLabel } from '../lib/cart-total'

type Props = {
  item: CartItem
  onUsersChange: (id: string, users: number) => void
  onCycleChange: (id: string, cycle: BillingCycle) => void
  onQuantityChange: (id: string, quantity: number) => void
  onRemove: (id: string) => void
}

const USERS_ERROR = `Users must be a whole number from ${CART_MIN_USERS} to ${CART_MAX_USERS}`
const isCycle = (value: string | null): value is BillingCycle => value === 'monthly' || value === 'annual'
const validUsers = (n: number) => Number.isInteger(n) && n >= CART_MIN_USERS && n <= CART_MAX_USERS

/** The users field: a valid count reprices at once; an invalid one shows why and is brought into range on blur. */
function UsersField({ item, onUsersChange }: Pick<Props, 'item' | 'onUsersChange'>) {
  const [draft, setDraft] = useState(String(item.users))
  // The count can change from elsewhere (the server's cart, another tab): show it, unless it is what is typed.
  const [shown, setShown] = useState(item.users)
  if (shown !== item.users) {
    setShown(item.users)
    if (Number(draft) !== item.users) setDraft(String(item.users))
  }
  const parsed = Number(draft)
  const invalid = draft.trim() !== '' && !validUsers(parsed)
  return (
    <Field.Root invalid={invalid} width="32" gap="1">
      <Field.Label fontSize="xs">Users</Field.Label>
      <NumberInput.Root
        size="sm"
        value={draft}
        min={CART_MIN_USERS}
        max={CART_MAX_USERS}
        step={1}
        allowMouseWheel={false}
        clampValueOnBlur
        width="full"
        onValueChange={(details) => {
          setDraft(details.value)
          if (validUsers(details.valueAsNumber)) onUsersChange(item.id, details.valueAsNumber)
        }}
        onBlur={() => {
          // An out-of-range number is clamped by the input itself; an empty field shows the count again.
          if (draft.trim() === '' || Number.isNaN(Number(draft))) setDraft(String(item.users))
        }}
      >
        <NumberInput.Control>
          <NumberInput.IncrementTrigger aria-label={`Add a user to ${item.name}`} />
          <NumberInput.DecrementTrigger aria-label={`Remove a user from ${item.name}`} />
        </NumberInput.Control>
        <NumberInput.Input />
      </NumberInput.Root>
      <Field.ErrorText fontSize="xs">{USERS_ERROR}</Field.ErrorText>
    </Field.Root>
  )
}

function CycleField({ item, onCycleChange }: Pick<Props, 'item' | 'onCycleChange'>) {
  const labelId = useId()
  return (
    <Stack gap="1">
      <Text as="span" id={labelId} fontSize="xs" fontWeight="medium">
        Billing cycle
      </Text>
      <SegmentGroup.Root
        size="sm"
        aria-labelledby={labelId}
        value={item.billingCycle}
        onValueChange={(details) => {
          if (isCycle(details.value)) onCycleChange(item.id, details.value)
        }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Item value="monthly">
          <SegmentGroup.ItemText>Monthly</SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
        <SegmentGroup.Item value="annual">
          <SegmentGroup.ItemText>
            Annual{' '}
            <Badge colorPalette="green" variant="subtle" size="xs">
              20% off
            </Badge>
          </SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      </SegmentGroup.Root>
    </Stack>
  )
}

function QuantityStepper({ item, onQuantityChange }: Pick<Props, 'item' | 'onQuantityChange'>) {
  const decreaseLabel =
    item.quantity <= 1 ? `Remove ${item.name} (quantity 1)` : `Decrease quantity of ${item.name}`
  return (
    <Stack gap="1">
      <Text as="span" fontSize="xs" fontWeight="medium">
        Quantity
      </Text>
      <HStack gap="1" role="group" aria-label={`Quantity of ${item.name}`}>
        <IconButton
          aria-label={decreaseLabel}
          size="xs"
          variant="outline"
          onClick={() => onQuantityChange(item.id, item.quantity - 1)}
        >
          <Minus aria-hidden />
        </IconButton>
        <Text as="output" minW="6" textAlign="center" fontWeight="semibold" aria-live="polite">
          {item.quantity}
        </Text>
        <IconButton
          aria-label={`Increase quantity of ${item.name}`}
          size="xs"
          variant="outline"
          onClick={() => onQuantityChange(item.id, item.quantity + 1)}
        >
          <Plus aria-hidden />
        </IconButton>
      </HStack>
    </Stack>
  )
}

/** One cart line: name, editable users and cycle, quantity, unit price, line total, remove. */
export function CartLine({ item, onUsersChange, onCycleChange, onQuantityChange, onRemove }: Props) {
  return (
    <Stack as="li" gap="3" py="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" truncate>
            {item.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="cart-line-price">
            {cyclePriceLabel(item)}
          </Text>
        </Stack>
        <IconButton
          aria-label={`Remove ${item.name}`}
          size="xs"
          variant="ghost"
          onClick={() => onRemove(item.id)}
        >
          <Trash2 aria-hidden />
        </IconButton>
      </HStack>
      <HStack gap="4" wrap="wrap" align="flex-start">
        <UsersField item={item} onUsersChange={onUsersChange} />
        <CycleField item={item} onCycleChange={onCycleChange} />
        <QuantityStepper item={item} onQuantityChange={onQuantityChange} />
      </HStack>
      <HStack justify="space-between" fontSize="sm">
        <Text color="fg.muted">Line total</Text>
        <Text fontWeight="semibold" data-testid="cart-line-total">
          {lineTotalLabel(item)}
        </Text>
      </HStack>
    </Stack>
  )
}
