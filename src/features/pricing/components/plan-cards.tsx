import { Badge, Button, Card, HStack, Icon, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Check, ShoppingCart } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  ANNUAL_MONTHS,
  SEAT_PRICE_USD_PER_MONTH,
  formatPrice,
  priceFor,
  seatPrice,
  type BillingCycle,
} from '@/api/pricing'
import { LinkButton } from '@/components/ui/app-link'
import { FREE_PLAN_FEATURES, PREMIUM_PLAN_FEATURES } from '../content/plans'

const usd = (amount: number) => `$${amount.toFixed(2)}`

function FeatureList({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="2.5" variant="plain">
      {items.map((item) => (
        <List.Item key={item} alignItems="flex-start" fontSize="sm">
          <List.Indicator asChild color="green.fg" mt="0.5">
            <Icon as={Check} aria-hidden="true" />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  )
}

function PlanCard(props: {
  name: string
  badge?: ReactNode
  price: string
  note: ReactNode
  highlighted?: boolean
  children: ReactNode
}) {
  return (
    <Card.Root
      as="article"
      aria-label={`${props.name} plan`}
      variant="outline"
      colorPalette="indigo"
      borderWidth={props.highlighted ? '2px' : '1px'}
      borderColor={props.highlighted ? 'colorPalette.solid' : 'border'}
      shadow={props.highlighted ? 'lg' : undefined}
    >
      <Card.Header gap="2">
        <HStack justify="space-between">
          <Card.Title as="h2" fontSize="xl">
            {props.name}
          </Card.Title>
          {props.badge}
        </HStack>
        <Text
          fontSize={{ base: '3xl', md: '4xl' }}
          fontWeight="bold"
          letterSpacing="tight"
          aria-live="polite"
          aria-atomic="true"
          data-testid={`${props.name.toLowerCase()}-price`}
        >
          {props.price}
        </Text>
        <Text fontSize="sm" color="fg.muted" minH="10">
          {props.note}
        </Text>
      </Card.Header>
      {props.children}
    </Card.Root>
  )
}

type PlanCardsProps = {
  cycle: BillingCycle
  seats: number
  /** Puts Premium seats for the chosen count and cycle in the cart (the route wires the cart in). */
  onAddToCart?: () => void
  /** Signed in: buy the chosen seats now (cart → checkout). Otherwise Start Premium leads to sign-up. */
  onStartPremium?: () => void
}

/** Free vs Premium. Premium's price follows the billing cycle and seat count chosen above. */
export function PlanCards({ cycle, seats, onAddToCart, onStartPremium }: PlanCardsProps) {
  const perSeat = seatPrice(cycle)
  const seatWord = seats === 1 ? 'seat' : 'seats'
  const yearlySaving = (SEAT_PRICE_USD_PER_MONTH * ANNUAL_MONTHS - perSeat) * seats
  const premiumNote =
    cycle === 'annual'
      ? `${usd(perSeat)} per seat per year × ${seats} ${seatWord}. You save ${usd(yearlySaving)} a year.`
      : `${usd(perSeat)} per seat per month × ${seats} ${seatWord}. Cancel any time.`

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '8' }} maxW="4xl" mx="auto">
      <PlanCard name="Free" price="$0" note="For job seekers getting started. No card needed, free forever.">
        <Card.Body>
          <FeatureList items={FREE_PLAN_FEATURES} />
        </Card.Body>
        <Card.Footer>
          <LinkButton href="/signup" variant="outline" width="full" size="lg">
            Get started free
          </LinkButton>
        </Card.Footer>
      </PlanCard>
      <PlanCard
        name="Premium"
        highlighted
        badge={
          <Badge colorPalette="indigo" variant="solid">
            Most popular
          </Badge>
        }
        price={formatPrice(priceFor(seats, cycle), cycle)}
        note={premiumNote}
      >
        <Card.Body>
          <FeatureList items={PREMIUM_PLAN_FEATURES} />
        </Card.Body>
        <Card.Footer>
          <Stack width="full" gap="3">
            {onStartPremium ? (
              <Button colorPalette="indigo" width="full" size="lg" onClick={onStartPremium}>
                Start Premium
              </Button>
            ) : (
              <LinkButton href="/signup?plan=premium" colorPalette="indigo" width="full" size="lg">
                Start Premium
              </LinkButton>
            )}
            {onAddToCart && (
              <Button variant="outline" colorPalette="indigo" width="full" size="lg" onClick={onAddToCart}>
                <ShoppingCart aria-hidden /> Add to cart
              </Button>
            )}
          </Stack>
        </Card.Footer>
      </PlanCard>
    </SimpleGrid>
  )
}
