import { Box, HStack, Progress, Text } from '@chakra-ui/react'
import { AI_LOW_REMAINING, AI_USAGE_TEXTS, type AiUsage } from '@/api/ai/ai-usage'
import { AppLink } from '@/components/ui/app-link'

/**
 * The usage bar (seed 1 §2): only when the plan is not unlimited; a warning with the upgrade link at two or
 * fewer left; at none left 'Monthly limit reached' (the panel then replaces the input).
 */
export function UsageBanner({ usage, onNavigate }: { usage: AiUsage; onNavigate: () => void }) {
  if (usage.isUnlimited) return null
  const low = usage.remaining > 0 && usage.remaining <= AI_LOW_REMAINING
  return (
    <Box px="4" py="3" borderBottomWidth="1px" data-testid="ai-usage">
      <Text fontSize="xs" color="fg.muted" mb="1.5">
        {AI_USAGE_TEXTS.usedThisMonth(usage.used, usage.limit)}
      </Text>
      <Progress.Root
        value={Math.min(usage.used, usage.limit)}
        max={usage.limit}
        size="xs"
        colorPalette={usage.remaining === 0 ? 'red' : low ? 'orange' : 'indigo'}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
        <Progress.Label srOnly>AI requests used this month</Progress.Label>
      </Progress.Root>
      {low && (
        <HStack mt="2" gap="2" fontSize="xs" role="status" color="orange.fg" wrap="wrap">
          <Text>{AI_USAGE_TEXTS.remaining(usage.remaining)}</Text>
          <AppLink href="/pricing" onClick={onNavigate} fontWeight="semibold">
            Upgrade
          </AppLink>
        </HStack>
      )}
      {usage.remaining === 0 && (
        <Text mt="2" fontSize="xs" color="red.fg" role="status">
          {AI_USAGE_TEXTS.limitReached}
        </Text>
      )}
    </Box>
  )
}
