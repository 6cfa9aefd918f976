import { Badge, Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react'
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react'
import type { CheckStatus, ScoreCheck } from '@/api/ai-tools/ai-result'
import { MATCH_VERDICT_LABELS, type JobMatch } from '@/api/ai-tools/match'

const STATUS: Record<CheckStatus, { label: string; color: string; icon: typeof CircleCheck }> = {
  passed: { label: 'Passed', color: 'green.fg', icon: CircleCheck },
  failed: { label: 'Failed', color: 'red.fg', icon: CircleX },
  skipped: { label: 'Skipped (not counted as passed)', color: 'fg.muted', icon: CircleMinus },
}

const VERDICT_COLOR = { strong: 'green', partial: 'orange', weak: 'red' } as const

function CheckRow({ check }: { check: ScoreCheck }) {
  const status = STATUS[check.status]
  return (
    <List.Item
      display="flex"
      gap="3"
      alignItems="flex-start"
      py="2"
      borderBottomWidth="1px"
      data-status={check.status}
    >
      <Box color={status.color} pt="0.5" flexShrink={0}>
        <status.icon size={18} aria-label={status.label} role="img" />
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold">{check.label}</Text>
          <Text fontSize="sm" color="fg.muted">
            {check.points}/{check.maxPoints} points
          </Text>
        </HStack>
        <Text fontSize="sm">{check.detail}</Text>
        {check.evidence ? (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic" overflowWrap="anywhere">
            From the resume: “{check.evidence}”
          </Text>
        ) : null}
      </Stack>
    </List.Item>
  )
}

/**
 * The explained match: score, verdict and every check with the resume line that decided it. Shared by the
 * match tool and the recruiter's view of an application.
 */
export function MatchResult({ match, compact = false }: { match: JobMatch; compact?: boolean }) {
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" align="center">
        <Text
          fontSize={compact ? '3xl' : '5xl'}
          fontWeight="bold"
          lineHeight="1"
          aria-label={`Match score ${match.score} out of 100`}
        >
          {match.score}
          <Text as="span" fontSize="md" color="fg.muted" fontWeight="normal">
            /100
          </Text>
        </Text>
        <Stack gap="1">
          <Badge colorPalette={VERDICT_COLOR[match.verdict]} size="lg" alignSelf="flex-start">
            {MATCH_VERDICT_LABELS[match.verdict]}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {match.resume.name ? `${match.resume.name} · ` : ''}
            {match.job.title}
            {match.job.company ? ` at ${match.job.company}` : ''}
          </Text>
        </Stack>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Score = points of the passed checks ÷ points of all checks. A requirement the job does not state is
        not checked; a check that could not be run is skipped and earns nothing.
      </Text>

      {match.matchedSkills.length || match.missingSkills.length ? (
        <HStack gap="2" wrap="wrap" aria-label="Skills">
          {match.matchedSkills.map((s) => (
            <Badge key={s.skill} colorPalette="green" variant="subtle">
              ✓ {s.skill}
            </Badge>
          ))}
          {match.missingSkills.map((skill) => (
            <Badge key={skill} colorPalette="red" variant="outline">
              ✗ {skill}
            </Badge>
          ))}
        </HStack>
      ) : null}

      <Stack gap="1">
        <Heading as="h3" size="sm">
          Checks
        </Heading>
        <List.Root variant="plain" aria-label="Match checks">
          {match.checks.map((check) => (
            <CheckRow key={check.id} check={check} />
          ))}
        </List.Root>
      </Stack>

      {!compact && match.suggestions.length ? (
        <Stack gap="1">
          <Heading as="h3" size="sm">
            Suggestions
          </Heading>
          <List.Root ps="5" fontSize="sm" gap="1">
            {match.suggestions.map((s) => (
              <List.Item key={`${s.checkId}-${s.text}`}>
                {s.text}{' '}
                <Text as="span" color="fg.muted">
                  ({s.source.section}
                  {s.source.excerpt ? `: “${s.source.excerpt}”` : ''})
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  )
}

/** The match as plain text for "Copy result". */
export function matchText(match: JobMatch): string {
  return [
    `${match.job.title}: ${match.score}/100 — ${MATCH_VERDICT_LABELS[match.verdict]}`,
    ...match.checks.map(
      (c) =>
        `[${c.status}] ${c.label} (${c.points}/${c.maxPoints}): ${c.detail}${c.evidence ? ` — “${c.evidence}”` : ''}`,
    ),
    ...(match.suggestions.length ? ['', 'Suggestions:', ...match.suggestions.map((s) => `- ${s.text}`)] : []),
  ].join('\n')
}
