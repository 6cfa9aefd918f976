import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Smile } from 'lucide-react'
import type { SentimentPrediction } from '@/api/ai-tools/resume-insights'
import { sentimentOf } from '@/lib/ai-engine/sentiment'
import { sentimentPredictionCall } from '../api/resume-tools-api'
import { resumeSourceOf } from '../lib/use-tool-run'
import { ResumeToolPage } from './resume-tool-page'
import { ScoreDial } from './score-dial'

const LABELS: Record<SentimentPrediction['sentiment'], { text: string; color: string }> = {
  positive: { text: 'Positive', color: 'green' },
  neutral: { text: 'Neutral', color: 'gray' },
  negative: { text: 'Negative', color: 'red' },
}

function sentimentText(result: SentimentPrediction): string {
  return [
    `Sentiment: ${LABELS[result.sentiment].text} (score ${result.score.toFixed(2)}) — ${result.engine} engine`,
    ...result.terms.map(
      (t) =>
        `  ${t.polarity === 'positive' ? '+' : '−'} ${t.term}${t.note ? ` (${t.note})` : ''}: “${t.line}”`,
    ),
  ].join('\n')
}

/** /tools/sentiment-analysis: how positive and confident a resume reads, with every word that counted. */
export function SentimentPage({ resumeId }: { resumeId?: string | undefined }) {
  return (
    <ResumeToolPage
      slug="sentiment-analysis"
      resumeId={resumeId}
      server={(p) => sentimentPredictionCall(resumeSourceOf(p))}
      device={(p) => sentimentOf(p.text)}
      runLabel={
        <>
          <Smile size={16} aria-hidden="true" /> Analyse sentiment
        </>
      }
      progressLabel="Reading the tone of the resume…"
      engineOf={(result) => result.engine}
      renderResult={(result) => <SentimentResult result={result} />}
      copyText={sentimentText}
      saveName="resume-sentiment"
    />
  )
}

function SentimentResult({ result }: { result: SentimentPrediction }) {
  const label = LABELS[result.sentiment]
  const positive = result.terms.filter((t) => t.polarity === 'positive')
  const negative = result.terms.filter((t) => t.polarity === 'negative')
  return (
    <Stack gap="5">
      <HStack gap="6" wrap="wrap">
        <ScoreDial score={Math.round(result.score * 100)} label="Positive share" />
        <Stack gap="1">
          <Badge colorPalette={label.color} size="lg" alignSelf="flex-start" data-testid="sentiment-label">
            {label.text}
          </Badge>
          <Text fontSize="sm" color="fg.muted" maxW="md">
            Score {result.score.toFixed(2)}: the share of positive words among the {result.terms.length} words
            that carry a sentiment. A “not” or “never” before a word flips it; a problem word after a fixing
            verb (“reduced errors”) counts as the result it is. Under 3 such words the resume reads as
            neutral.
          </Text>
        </Stack>
      </HStack>
      {result.terms.length === 0 ? (
        <Text color="fg.muted">No words that carry a sentiment were found.</Text>
      ) : (
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="flex-start">
          <TermList title={`Positive (${positive.length})`} terms={positive} color="green" />
          <TermList title={`Negative (${negative.length})`} terms={negative} color="red" />
        </Stack>
      )}
    </Stack>
  )
}

function TermList({
  title,
  terms,
  color,
}: {
  title: string
  terms: SentimentPrediction['terms']
  color: string
}) {
  return (
    <Stack gap="2" flex="1" minW="0">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {terms.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          None.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={title}>
          {terms.map((t, index) => (
            <Box as="li" key={`${t.term}-${index}`} fontSize="sm">
              <Badge colorPalette={color} variant="subtle">
                {t.term}
              </Badge>{' '}
              {t.note ? (
                <Text as="span" color="fg.muted">
                  ({t.note})
                </Text>
              ) : null}
              <Text color="fg.subtle" fontStyle="italic" wordBreak="break-word">
                “{t.line}”
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
