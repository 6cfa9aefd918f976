import { Accordion, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Gauge } from 'lucide-react'
import type { ResumeRecommendations, ResumeScore } from '@/api/ai-tools/resume-scorer'
import { recommendations, scoreResume } from '@/lib/ai-engine/score-resume'
import { resumeRecommendationsCall, scoreResumeCall } from '../api/resume-tools-api'
import { resumeSourceOf } from '../lib/use-tool-run'
import { ExplainedChecks, checksText } from './explained-checks'
import type { PickedResume } from './resume-source-picker'
import { ResumeToolPage } from './resume-tool-page'
import { ScoreDial } from './score-dial'
import { SuggestionList, suggestionsText } from './suggestion-list'

type Scored = { score: ResumeScore; advice: ResumeRecommendations }

/** Both answers of the scorer page from the built-in engine on this device (offline). */
const onDevice = (picked: PickedResume): Scored => ({
  score: scoreResume(picked.text),
  advice: recommendations(picked.text),
})

async function onServer(picked: PickedResume): Promise<Scored> {
  const input = resumeSourceOf(picked)
  const [score, advice] = await Promise.all([scoreResumeCall(input), resumeRecommendationsCall(input)])
  return { score, advice }
}

function scoredText({ score, advice }: Scored): string {
  return [
    `Resume score: ${score.overallScore}/100 (grade ${score.grade}) — ${score.engine} engine`,
    ...score.categoryScores.map((c) => `\n${c.label}: ${c.score}/100\n${checksText(c.checks)}`),
    `\nQuick wins:\n${suggestionsText(advice.quickWins)}`,
    `\nLonger-term improvements:\n${suggestionsText(advice.longTermImprovements)}`,
  ].join('\n')
}

/**
 * /tools/ai-resume-scorer: an overall score and grade, a score per category with every check behind it, quick
 * wins, longer-term work and rewrites of the resume's own lines. Works offline on a saved resume: the picker
 * reads it from the persisted cache and the built-in engine runs here.
 */
export function ResumeScorerPage({ resumeId }: { resumeId?: string | undefined }) {
  return (
    <ResumeToolPage
      slug="ai-resume-scorer"
      resumeId={resumeId}
      server={onServer}
      device={onDevice}
      runLabel={
        <>
          <Gauge size={16} aria-hidden="true" /> Score resume
        </>
      }
      progressLabel="Scoring the resume…"
      engineOf={(result) => result.score.engine}
      renderResult={(result) => <ScoreResult scored={result} />}
      copyText={scoredText}
      saveName="resume-score"
    />
  )
}

function ScoreResult({ scored: { score, advice } }: { scored: Scored }) {
  return (
    <Stack gap="6">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="6" align={{ base: 'stretch', sm: 'center' }}>
        <Box data-testid="overall-score">
          <ScoreDial score={score.overallScore} grade={score.grade} label="Overall score" />
        </Box>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" flex="1">
          {score.categoryScores.map((c) => (
            <Box key={c.category} borderWidth="1px" borderRadius="lg" p="3">
              <Text fontSize="sm" color="fg.muted">
                {c.label}
              </Text>
              <Text fontSize="xl" fontWeight="bold">
                {c.score}
                <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
                  /100
                </Text>
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        Each category’s score is the points of its passed checks out of all its points; the overall score
        counts every check. A skipped check earns nothing.
      </Text>

      <Stack gap="2">
        <Heading as="h3" size="md">
          The checks behind each score
        </Heading>
        <Accordion.Root
          multiple
          defaultValue={score.categoryScores.map((c) => c.category)}
          variant="enclosed"
        >
          {score.categoryScores.map((c) => (
            <Accordion.Item key={c.category} value={c.category}>
              <Accordion.ItemTrigger>
                <HStack flex="1" justify="space-between">
                  <Text fontWeight="semibold">{c.label}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {c.score}/100
                  </Text>
                </HStack>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <ExplainedChecks checks={c.checks} label={`${c.label} checks`} />
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Stack gap="2">
          <Heading as="h3" size="md">
            Quick wins
          </Heading>
          <SuggestionList
            suggestions={advice.quickWins}
            label="Quick wins"
            empty="No quick wins left: well done."
          />
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="md">
            Longer-term improvements
          </Heading>
          <SuggestionList
            suggestions={advice.longTermImprovements}
            label="Longer-term improvements"
            empty="Nothing more to work on here."
          />
        </Stack>
      </SimpleGrid>

      {advice.examples.length > 0 ? (
        <Stack gap="3">
          <Heading as="h3" size="md">
            Rewrites of your own lines
          </Heading>
          {advice.examples.map((example) => (
            <Box key={example.before} borderWidth="1px" borderRadius="lg" p="3" fontSize="sm">
              <Text color="fg.muted">Before: “{example.before}”</Text>
              <Text fontWeight="medium">After: “{example.after}”</Text>
              <Text color="fg.subtle" fontSize="xs">
                {example.why}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}
