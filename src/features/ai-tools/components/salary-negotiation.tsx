import { Alert, Box, Button, Field, Heading, HStack, Input, List, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { Handshake } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { NegotiationTips } from '@/api/ai-tools/salary'
import { fetchNegotiationTips } from '../api/salary-api'
import { toolErrorMessage } from './tool-page-layout'
import { usd } from './salary-result'

type Props = { marketRate: number; experienceYears: number }

function Tips({ tips }: { tips: NegotiationTips }) {
  return (
    <Stack gap="4" fontSize="sm">
      <Text>
        Your offer is <strong>{usd(Math.abs(tips.gap.amount))}</strong> ({Math.abs(tips.gap.percent)}%){' '}
        {tips.gap.position === 'at' ? 'from' : tips.gap.position} the market rate. Suggested counter-offer:{' '}
        <strong>{usd(tips.counterOffer.amount)}</strong>. {tips.counterOffer.explanation}
      </Text>
      <Stack gap="2">
        <Heading as="h4" size="xs">
          Strategies
        </Heading>
        {tips.strategies.map((s) => (
          <Box key={s.title} borderLeftWidth="3px" borderColor="indigo.solid" pl="3">
            <Text fontWeight="semibold">{s.title}</Text>
            <Text>{s.detail}</Text>
            <Text color="fg.muted">Why: {s.reason}</Text>
          </Box>
        ))}
      </Stack>
      <Stack gap="1">
        <Heading as="h4" size="xs">
          Talking points
        </Heading>
        <List.Root ps="5">
          {tips.talkingPoints.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List.Root>
      </Stack>
      <Stack gap="1">
        <Heading as="h4" size="xs">
          If the base cannot move
        </Heading>
        <List.Root ps="5">
          {tips.alternativeCompensation.map((item) => (
            <List.Item key={item.title}>
              <strong>{item.title}:</strong> {item.detail}{' '}
              <Text as="span" color="fg.muted">
                {item.reason}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  )
}

/** Negotiation tips for an offer against the market rate the calculator just found. */
export function SalaryNegotiation({ marketRate, experienceYears }: Props) {
  const [offer, setOffer] = useState('')
  const mutation = useMutation({ mutationFn: fetchNegotiationTips })
  const amount = Number(offer)
  const valid = offer.trim() !== '' && Number.isFinite(amount) && amount >= 1 && amount <= 10_000_000

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (valid) mutation.mutate({ currentOffer: Math.round(amount), marketRate, experienceYears })
  }

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Heading as="h3" size="md">
        Negotiation tips
      </Heading>
      <form onSubmit={submit} noValidate aria-label="Negotiation tips">
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Field.Root maxW="xs" invalid={offer !== '' && !valid}>
            <Field.Label>Your offer (per year, USD)</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1000}
              value={offer}
              onChange={(e) => setOffer(e.currentTarget.value)}
            />
            <Field.HelperText>Compared with {usd(marketRate)}, the market rate above.</Field.HelperText>
            <Field.ErrorText>A yearly amount between $1 and $10,000,000</Field.ErrorText>
          </Field.Root>
          <Button type="submit" variant="outline" disabled={!valid} loading={mutation.isPending}>
            <Handshake size={16} aria-hidden="true" /> Get tips
          </Button>
        </HStack>
      </form>
      {mutation.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{toolErrorMessage(mutation.error)}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Box aria-live="polite">{mutation.data ? <Tips tips={mutation.data} /> : null}</Box>
    </Stack>
  )
}
