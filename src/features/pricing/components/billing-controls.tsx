import { Badge, Field, HStack, NumberInput, SegmentGroup, Stack, Text } from '@chakra-ui/react'
import { useId } from 'react'
import type { BillingCycle } from '@/api/pricing'
import { CART_MAX_USERS, CART_MIN_USERS } from '@/api/cart'

type BillingControlsProps = {
  cycle: BillingCycle
  onCycleChange: (cycle: BillingCycle) => void
  seats: number
  onSeatsChange: (seats: number) => void
}

const isCycle = (value: string | null): value is BillingCycle => value === 'monthly' || value === 'annual'

/** The billing cycle toggle and the seat count that drive every Premium price on the page. */
export function BillingControls({ cycle, onCycleChange, seats, onSeatsChange }: BillingControlsProps) {
  const cycleLabelId = useId()
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      gap={{ base: '5', sm: '8' }}
      align={{ base: 'stretch', sm: 'flex-end' }}
      justify="center"
    >
      <Stack gap="2">
        <Text as="span" id={cycleLabelId} fontSize="sm" fontWeight="medium">
          Billing cycle
        </Text>
        <HStack gap="3" wrap="wrap">
          <SegmentGroup.Root
            aria-labelledby={cycleLabelId}
            value={cycle}
            onValueChange={(details) => {
              if (isCycle(details.value)) onCycleChange(details.value)
            }}
            size="md"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Item value="monthly">
              <SegmentGroup.ItemText>Monthly</SegmentGroup.ItemText>
              <SegmentGroup.ItemHiddenInput />
            </SegmentGroup.Item>
            <SegmentGroup.Item value="annual">
              <SegmentGroup.ItemText>Annual</SegmentGroup.ItemText>
              <SegmentGroup.ItemHiddenInput />
            </SegmentGroup.Item>
          </SegmentGroup.Root>
          <Badge colorPalette="green" variant="subtle" size="md">
            Save 20% yearly
          </Badge>
        </HStack>
      </Stack>
      {/* Label and hint sit outside NumberInput.Root: its stepper buttons stretch over the whole root. */}
      <Field.Root width={{ base: 'full', sm: '40' }} gap="2">
        <Field.Label fontSize="sm" fontWeight="medium">
          Seats
        </Field.Label>
        <NumberInput.Root
          value={String(seats)}
          min={CART_MIN_USERS}
          max={CART_MAX_USERS}
          step={1}
          allowMouseWheel={false}
          clampValueOnBlur
          width="full"
          onValueChange={(details) => {
            // While typing the field can be empty (NaN): keep the last valid count for the prices.
            if (Number.isFinite(details.valueAsNumber)) {
              onSeatsChange(
                Math.min(CART_MAX_USERS, Math.max(CART_MIN_USERS, Math.round(details.valueAsNumber))),
              )
            }
          }}
        >
          <NumberInput.Control>
            <NumberInput.IncrementTrigger aria-label="Add a seat" />
            <NumberInput.DecrementTrigger aria-label="Remove a seat" />
          </NumberInput.Control>
          <NumberInput.Input />
        </NumberInput.Root>
        <Field.HelperText fontSize="xs" mt="0">
          {CART_MIN_USERS}–{CART_MAX_USERS} team members
        </Field.HelperText>
      </Field.Root>
    </Stack>
  )
}
