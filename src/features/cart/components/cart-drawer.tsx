import {
  Button,
  CloseButton,
  Drawer,
  EmptyState,
  HStack,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react'
import { ShoppingCart } from 'lucide-react'
import { LinkButton } from '@/components/ui/app-link'
import { cartTotalLabel } from '../lib/cart-total'
import { useCartStore } from '../stores/cart-store'
import { CartLine } from './cart-line'
import { CartSyncHint } from './cart-sync-hint'

function EmptyCart({ onClose }: { onClose: () => void }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShoppingCart aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>Your cart is empty</EmptyState.Title>
          <EmptyState.Description>
            Add Premium seats for yourself or your team from the pricing page.
          </EmptyState.Description>
        </VStack>
        <LinkButton href="/pricing" colorPalette="indigo" variant="outline" size="sm" onClick={onClose}>
          See plans
        </LinkButton>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

/** The cart drawer: editable lines, the total and Proceed to Checkout, or 'Your cart is empty'. */
export function CartDrawer() {
  const items = useCartStore((s) => s.items)
  const isOpen = useCartStore((s) => s.isOpen)
  const announcement = useCartStore((s) => s.announcement)
  const setOpen = useCartStore((s) => s.setOpen)
  const setUsers = useCartStore((s) => s.setUsers)
  const setBillingCycle = useCartStore((s) => s.setBillingCycle)
  const setQuantity = useCartStore((s) => s.setQuantity)
  const removeItem = useCartStore((s) => s.removeItem)
  const clear = useCartStore((s) => s.clear)
  const close = () => setOpen(false)

  return (
    <Drawer.Root
      open={isOpen}
      onOpenChange={(e) => setOpen(e.open)}
      placement="end"
      size={{ base: 'full', md: 'sm' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="2">
              <Drawer.Title>Your cart</Drawer.Title>
              <VisuallyHidden role="status">{announcement}</VisuallyHidden>
              <CartSyncHint />
            </Drawer.Header>
            <Drawer.Body>
              {items.length === 0 ? (
                <EmptyCart onClose={close} />
              ) : (
                <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Items in your cart">
                  {items.map((item) => (
                    <CartLine
                      key={item.id}
                      item={item}
                      onUsersChange={setUsers}
                      onCycleChange={setBillingCycle}
                      onQuantityChange={setQuantity}
                      onRemove={removeItem}
                    />
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            {items.length > 0 && (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px" pt="4">
                <HStack justify="space-between" fontSize="lg" fontWeight="bold" gap="3">
                  <Text>Total</Text>
                  <Text data-testid="cart-total" textAlign="end">
                    {cartTotalLabel(items)}
                  </Text>
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  Taxes, if any, are calculated at checkout.
                </Text>
                <LinkButton href="/checkout" colorPalette="indigo" size="lg" onClick={close}>
                  Proceed to Checkout
                </LinkButton>
                <HStack justify="space-between">
                  <Button variant="ghost" size="sm" colorPalette="red" onClick={clear}>
                    Clear cart
                  </Button>
                  <Button variant="ghost" size="sm" onClick={close}>
                    Continue browsing
                  </Button>
                </HStack>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close cart" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
