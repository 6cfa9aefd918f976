import { HStack, Stat } from '@chakra-ui/react'
import type { SequenceResults as Results } from '@/api/outreach/outreach'

const FIGURES: { key: keyof Results; label: string }[] = [
  { key: 'enrolled', label: 'Enrolled' },
  { key: 'sent', label: 'Sent' },
  { key: 'replied', label: 'Replied' },
  { key: 'unsubscribed', label: 'Unsubscribed' },
  { key: 'bounced', label: 'Bounced' },
]

/** A sequence's results: mails sent, and people who replied, unsubscribed or bounced. */
export function SequenceResults({ results }: { results: Results }) {
  return (
    <HStack gap={{ base: '4', md: '6' }} flexWrap="wrap" as="dl">
      {FIGURES.map(({ key, label }) => (
        <Stat.Root key={key} size="sm" minW="20">
          <Stat.Label as="dt">{label}</Stat.Label>
          <Stat.ValueText as="dd">{results[key]}</Stat.ValueText>
        </Stat.Root>
      ))}
    </HStack>
  )
}
