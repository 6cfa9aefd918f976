import {
  Accordion,
  Badge,
  Box,
  Field,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react'
import { Wand2 } from 'lucide-react'
import { useId, useState } from 'react'
import type {
  AtsAnalysis,
  KeywordFinding,
  KeywordSuggestions,
  OptimizeResult,
} from '@/api/ai-tools/resume-optimizer'
import { JOB_DESCRIPTION_MAX_CHARS } from '@/api/ai-tools/resume-source'
import { INDUSTRIES, type Industry } from '@/api/companies/company-industries'
import { atsAnalysis } from '@/lib/ai-engine/ats-checks'
import { keywordSuggestions, ONET_CREDIT } from '@/lib/ai-engine/industry-keywords'
import { optimizeResume } from '@/lib/ai-engine/optimize-resume'
import { useSession } from '@/lib/session/use-session'
import { atsAnalysisCall, keywordSuggestionsCall, optimizeResumeCall } from '../api/resume-tools-api'
import { resumeSourceOf, useToolRun } from '../lib/use-tool-run'
import { catalogTool } from '../tool-catalog'
import { ExplainedChecks, checksText } from './explained-checks'
import { ResumeSourcePicker, type PickedResume } from './resume-source-picker'
import { RunToolButton } from './run-tool-button'
import { ScoreDial } from './score-dial'
import { SuggestionList, suggestionsText } from './suggestion-list'
import { ToolPageLayout } from './tool-page-layout'

type Input = { picked: PickedResume; jobDescription: string; industry: Industry | '' }
type Optimized = { optimized: OptimizeResult; ats: AtsAnalysis; keywords: KeywordSuggestions }

const options = ({ jobDescription, industry }: Input) => ({
  ...(jobDescription.trim() ? { jobDescription: jobDescription.trim() } : {}),
  ...(industry ? { industry } : {}),
})

function onDevice(input: Input): Optimized {
  const optimized = optimizeResume(input.picked.text, options(input))
  return {
    optimized,
    ats: atsAnalysis(input.picked.text),
    keywords: keywordSuggestions(input.picked.text, optimized.industryBenchmark.industry),
  }
}

async function onServer(input: Input): Promise<Optimized> {
  const source = resumeSourceOf(input.picked)
  const [optimized, ats] = await Promise.all([
    optimizeResumeCall({ ...source, ...options(input) }),
    atsAnalysisCall(source),
  ])
  // The keywords of the industry asked for, or of the one the optimizer guessed from the resume.
  const keywords = await keywordSuggestionsCall({ ...source, industry: optimized.industryBenchmark.industry })
  return { optimized, ats, keywords }
}

function optimizedText({ optimized, ats, keywords }: Optimized): string {
  const list = (items: readonly KeywordFinding[]) => items.map((k) => k.keyword).join(', ') || '—'
  return [
    `Resume optimizer — ${optimized.engine} engine`,
    `Overall ${optimized.overallScore}/100 · ATS ${optimized.atsScore}/100 (${ats.compatibility}) · Keywords ${optimized.keywordScore}/100 · Content ${optimized.contentScore}/100`,
    `\nATS checks:\n${checksText(ats.checks)}`,
    `\nKeyword checks:\n${checksText(optimized.explanations.keywords.checks)}`,
    `\nImprovements:\n${suggestionsText(optimized.improvements)}`,
    `\n${keywords.industry} keywords you have: ${list(keywords.keywords)}`,
    `${keywords.industry} keywords to consider: ${list(keywords.industrySpecific)}`,
    `Trending (O*NET Hot Technologies): ${list(keywords.trending)}`,
    `\n${keywords.source.credit}`,
  ].join('\n')
}

/**
 * /tools/resume-optimizer: ATS compatibility (layouts, contact details, sections), keywords of a job or of the
 * industry, trending technologies from O*NET's Hot Technology flags, and one list of improvements.
 */
export function ResumeOptimizerPage({ resumeId }: { resumeId?: string | undefined }) {
  const tool = catalogTool('resume-optimizer')
  const signedIn = useSession((s) => Boolean(s.token && s.user))
  const [picked, setPicked] = useState<PickedResume | null>(null)
  const [jobDescription, setJobDescription] = useState('')
  const [industry, setIndustry] = useState<Industry | ''>('')
  // The optimizer's calls need sign-in (seed 1 §7); a visitor gets the same engine on this device.
  const run = useToolRun({ server: onServer, device: onDevice, deviceOnly: !signedIn })
  const data = run.data
  const jobId = useId()
  const industryId = useId()
  return (
    <ToolPageLayout
      tool={tool}
      input={
        <Stack gap="4">
          <ResumeSourcePicker value={picked} onChange={setPicked} initialResumeId={resumeId} />
          <Field.Root ids={{ control: jobId }}>
            <Field.Label>Job description (optional)</Field.Label>
            <Textarea
              value={jobDescription}
              onChange={(e) => setJobDescription(e.currentTarget.value)}
              rows={5}
              maxLength={JOB_DESCRIPTION_MAX_CHARS}
              placeholder="Paste a job posting to check its keywords against your resume."
            />
          </Field.Root>
          <Field.Root ids={{ control: industryId }}>
            <Field.Label>Industry</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={industry}
                onChange={(e) => setIndustry(e.currentTarget.value as Industry | '')}
              >
                <option value="">Guess from my resume</option>
                {INDUSTRIES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <RunToolButton
            picked={picked}
            pending={run.isPending}
            onRun={(p) => run.mutate({ picked: p, jobDescription, industry })}
          >
            <Wand2 size={16} aria-hidden="true" /> Optimize resume
          </RunToolButton>
        </Stack>
      }
      running={run.isPending}
      progressLabel="Checking ATS compatibility and keywords…"
      error={run.error}
      {...(data ? { ranOn: data.ranOn, engine: data.result.optimized.engine } : {})}
      result={data ? <OptimizedResult result={data.result} /> : null}
      actions={
        data
          ? { copyText: optimizedText(data.result), saveName: 'resume-optimizer', saveData: data.result }
          : null
      }
      footer={
        <Text fontSize="xs">
          Keywords and trending technologies: {ONET_CREDIT}{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noreferrer">
            CC BY 4.0
          </a>
        </Text>
      }
    />
  )
}

function KeywordChips({
  items,
  empty,
  label,
}: {
  items: readonly KeywordFinding[]
  empty: string
  label: string
}) {
  if (items.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {empty}
      </Text>
    )
  return (
    <Wrap gap="2" as="ul" aria-label={label} listStyleType="none">
      {items.map((k) => (
        <Box as="li" key={k.keyword}>
          <Badge
            colorPalette={k.found ? 'green' : 'gray'}
            variant={k.found ? 'subtle' : 'outline'}
            title={k.evidence ? `Found: “${k.evidence}”` : `Listed for ${k.occupations} occupation(s)`}
          >
            {k.keyword}
            {k.found ? ' ✓' : ''}
            {k.hot ? ' · Hot' : ''}
          </Badge>
        </Box>
      ))}
    </Wrap>
  )
}

function OptimizedResult({ result: { optimized, ats, keywords } }: { result: Optimized }) {
  const bench = optimized.industryBenchmark
  const trendingNames = new Set(keywords.trending.map((k) => k.keyword))
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" data-testid="optimizer-scores">
        <ScoreDial score={optimized.overallScore} label="Overall" />
        <ScoreDial score={optimized.atsScore} label={`ATS · ${ats.compatibility}`} />
        <ScoreDial score={optimized.keywordScore} label="Keywords" />
        <ScoreDial score={optimized.contentScore} label="Content" />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Overall is the mean of the three. Keywords:{' '}
        {optimized.explanations.keywords.checks.some((c) => c.id.startsWith('keywords.job.'))
          ? 'the job description’s keywords found in your resume.'
          : `the ${bench.industry} industry’s most common technologies (O*NET) found in your resume.`}{' '}
        Your resume names {bench.keywordsFound} of the {bench.keywordsListed} technologies most listed for{' '}
        {bench.industry} occupations ({bench.coverage}%; industry{' '}
        {bench.basis === 'given' ? 'chosen' : 'guessed from your resume'}).
      </Text>

      <Stack gap="2">
        <Heading as="h3" size="md">
          ATS issues
        </Heading>
        {ats.issues.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            No ATS issues found: the layout, contact details and headings read cleanly.
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="ATS issues">
            {ats.issues.map((issue) => (
              <Box as="li" key={issue.id} borderWidth="1px" borderRadius="lg" p="3" data-testid="ats-issue">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette={issue.severity === 'critical' ? 'red' : 'orange'}>
                    {issue.severity === 'critical' ? 'Critical' : 'Warning'}
                  </Badge>
                  <Text fontWeight="semibold">{issue.title}</Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {issue.detail}
                </Text>
                {issue.source.excerpt ? (
                  <Text fontSize="xs" color="fg.subtle" fontStyle="italic" wordBreak="break-word">
                    From {issue.source.section}: “{issue.source.excerpt}”
                  </Text>
                ) : null}
              </Box>
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="3">
        <Heading as="h3" size="md">
          {keywords.industry} keywords
        </Heading>
        <Text fontSize="sm" fontWeight="medium">
          In your resume
        </Text>
        <KeywordChips
          items={keywords.keywords}
          label="Keywords in your resume"
          empty="None of the industry’s common technologies yet."
        />
        <Text fontSize="sm" fontWeight="medium">
          Trending (O*NET Hot Technologies)
        </Text>
        <KeywordChips
          items={keywords.trending}
          label="Trending technologies"
          empty="No Hot Technologies listed for this industry."
        />
        <Text fontSize="sm" fontWeight="medium">
          Also common in {keywords.industry}, not in your resume
        </Text>
        <KeywordChips
          items={keywords.industrySpecific.filter((k) => !trendingNames.has(k.keyword))}
          label="Industry keywords to consider"
          empty="Nothing else: the rest are listed above."
        />
        <Text fontSize="xs" color="fg.subtle">
          Add a keyword only where you really used it. Based on {keywords.source.occupations} O*NET
          occupation(s).
        </Text>
      </Stack>

      <Stack gap="2">
        <Heading as="h3" size="md">
          Improvements
        </Heading>
        <SuggestionList
          suggestions={optimized.improvements}
          label="Improvements"
          empty="Nothing to improve: well done."
        />
      </Stack>

      <Accordion.Root multiple variant="enclosed">
        {(
          [
            ['ats', 'ATS checks', optimized.explanations.ats],
            ['keywords', 'Keyword checks', optimized.explanations.keywords],
            ['content', 'Content checks', optimized.explanations.content],
          ] as const
        ).map(([key, label, explained]) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.ItemTrigger>
              <HStack flex="1" justify="space-between">
                <Text fontWeight="semibold">{label}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {explained.score}/100
                </Text>
              </HStack>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <ExplainedChecks checks={explained.checks} label={label} />
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  )
}
