import { HStack, Progress, Text } from '@chakra-ui/react'
import { CircleCheck } from 'lucide-react'
import { onboardingProgressLabel, READY_TO_PUBLISH } from '@/api/companies/company-onboarding'

type Props = { progress: number; label?: string; size?: 'xs' | 'sm' | 'md' | 'lg' }

/**
 * A company's setup progress (draft or onboarding): a bar with the percent complete, 'Ready to publish' at 100.
 * Used by the company card and the onboarding page.
 */
export function SetupProgress({ progress, label = 'Company setup', size = 'sm' }: Props) {
  const value = Math.max(0, Math.min(100, Math.round(progress)))
  const text = onboardingProgressLabel(value)
  const ready = text === READY_TO_PUBLISH
  return (
    <Progress.Root value={value} size={size} colorPalette={ready ? 'green' : 'indigo'} aria-label={label}>
      <HStack justify="space-between" mb="1.5" gap="2">
        <Progress.Label fontSize="xs" color="fg.muted" fontWeight="medium">
          {label}
        </Progress.Label>
        <Text
          fontSize="xs"
          fontWeight="semibold"
          color={ready ? 'green.fg' : 'fg'}
          display="inline-flex"
          alignItems="center"
          gap="1"
          data-testid="setup-progress-text"
        >
          {ready ? <CircleCheck aria-hidden size={14} /> : null}
          {text}
        </Text>
      </HStack>
      <Progress.Track borderRadius="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}
