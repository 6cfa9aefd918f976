import { Badge, Box, HStack, Separator, Stack, Text } from '@chakra-ui/react'
import type { CartItem } from '@/api/cart'
import { formatCentsPerCycle, priceCents } from '@/api/pricing'

/** What is being bought: seats, cycle and the total as the spec writes prices ('$286.56/year'). */
export function OrderSummary({ line }: { line: CartItem }) {
  const seats = line.users * line.quantity
  const perSeat = formatCentsPerCycle(priceCents(1, line.billingCycle), line.billingCycle)
  const total = formatCentsPerCycle(priceCents(seats, line.billingCycle), line.billingCycle)
  return (
    <Box as="section" aria-labelledby="order-summary-title" borderWidth="1px" borderRadius="lg" p="5">
      <Stack gap="3">
        <Text id="order-summary-title" as="h2" fontWeight="semibold" fontSize="lg">
          Order summary
        </Text>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5">
            <Text fontWeight="medium">ReelHire Premium</Text>
            <Text fontSize="sm" color="fg.muted">
              {seats} {seats === 1 ? 'seat' : 'seats'} × {perSeat}
            </Text>
          </Stack>
          <Badge colorPalette={line.billingCycle === 'annual' ? 'green' : 'gray'} variant="subtle">
            {line.billingCycle === 'annual' ? 'Annual · 20% off' : 'Monthly'}
          </Badge>
        </HStack>
        <Separator />
        <HStack justify="space-between" fontWeight="bold" fontSize="lg">
          <Text>Total</Text>
          <Text data-testid="checkout-total">{total}</Text>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Renews every {line.billingCycle === 'annual' ? 'year' : 'month'} until you cancel. Unlimited AI for
          every seat holder.
        </Text>
      </Stack>
    </Box>
  )
}
