import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react'
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react'
import type { CheckStatus, ScoreCheck } from '@/api/ai-tools/ai-result'

const STATUS: Record<CheckStatus, { label: string; color: string; icon: typeof CircleCheck }> = {
  passed: { label: 'Passed', color: 'green', icon: CircleCheck },
  failed: { label: 'Failed', color: 'red', icon: CircleX },
  skipped: { label: 'Skipped — not counted as a pass', color: 'gray', icon: CircleMinus },
}

/**
 * The checks behind a score: each with passed / failed / skipped (in words, not only colour), its points, why,
 * and the resume text it found.
 */
export function ExplainedChecks({ checks, label }: { checks: readonly ScoreCheck[]; label: string }) {
  return (
    <List.Root as="ul" listStyle="none" gap="2" aria-label={label} data-testid="explained-checks">
      {checks.map((check) => {
        const status = STATUS[check.status]
        const StatusIcon = status.icon
        return (
          <List.Item key={check.id} data-testid="score-check" data-status={check.status}>
            <HStack align="flex-start" gap="2">
              <Box color={`${status.color}.fg`} pt="0.5" flexShrink={0}>
                <StatusIcon size={18} aria-hidden="true" />
              </Box>
              <Stack gap="0.5" flex="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{check.label}</Text>
                  <Badge size="sm" colorPalette={status.color} variant="subtle">
                    {status.label}
                  </Badge>
                  {check.maxPoints > 0 ? (
                    <Text fontSize="xs" color="fg.muted">
                      {check.points}/{check.maxPoints} points
                    </Text>
                  ) : null}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {check.detail}
                </Text>
                {check.evidence ? (
                  <Text fontSize="sm" fontStyle="italic" color="fg.subtle" wordBreak="break-word">
                    Found: “{check.evidence}”
                  </Text>
                ) : null}
              </Stack>
            </HStack>
          </List.Item>
        )
      })}
    </List.Root>
  )
}

/** Plain text of checks, for "Copy result". */
export function checksText(checks: readonly ScoreCheck[]): string {
  return checks
    .map(
      (c) =>
        `  [${c.status}] ${c.label} (${c.points}/${c.maxPoints}): ${c.detail}${c.evidence ? ` — “${c.evidence}”` : ''}`,
    )
    .join('\n')
}
