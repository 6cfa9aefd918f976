import { Badge, Box, Button, Field, Heading, Input, List, Separator, Stack, Text } from '@chakra-ui/react'
import { Sparkles } from 'lucide-react'
import { useState } from 'react'
import type { ValueProposition } from '@/api/ai-tools/value-proposition'
import { jobFromDescription } from '@/lib/ai-engine/match-job'
import { valueProposition } from '@/lib/ai-engine/value-proposition'
import { generateValueProposition } from '../api/match-api'
import { matchJobOf } from '../api/match-jobs-api'
import { resumeSourceOf, useToolRun } from '../lib/use-tool-run'
import { catalogTool } from '../tool-catalog'
import { MatchJobPicker, type PickedJob } from './match-job-picker'
import { ResumeSourcePicker, type PickedResume } from './resume-source-picker'
import { ToolPageLayout } from './tool-page-layout'

export type ValuePropositionSearch = { resumeId?: string | undefined; jobId?: string | undefined }

type Input = { resume: PickedResume; job: PickedJob | null; employer: string }

const FACT_LABELS = {
  role: 'Role',
  experience: 'Experience',
  skill: 'Skill',
  achievement: 'Achievement',
  education: 'Education',
} as const

function ValuePropositionResult({ result }: { result: ValueProposition }) {
  return (
    <Stack gap="4">
      <Box borderLeftWidth="4px" borderColor="indigo.solid" pl="4" py="1">
        <Text fontSize="lg" lineHeight="tall">
          {result.statement}
        </Text>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        Headline version: <strong>{result.headline}</strong>
      </Text>
      <Stack gap="1">
        <Heading as="h3" size="sm">
          Facts used, and where they came from
        </Heading>
        {result.facts.length ? (
          <List.Root variant="plain" gap="2">
            {result.facts.map((fact) => (
              <List.Item key={`${fact.kind}-${fact.text}`} display="block" fontSize="sm">
                <Badge variant="subtle" mr="2">
                  {FACT_LABELS[fact.kind]}
                </Badge>
                {fact.text}
                <Text color="fg.muted" fontStyle="italic" overflowWrap="anywhere">
                  {fact.source.section}: “{fact.source.excerpt}”
                </Text>
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            The resume gave no headline, dated roles, skills or results to build on; add them and try again.
          </Text>
        )}
      </Stack>
    </Stack>
  )
}

function onDevice({ resume, job, employer }: Input): ValueProposition {
  const matchJob = job ? (job.kind === 'job' ? matchJobOf(job.job) : jobFromDescription(job.text)) : null
  return valueProposition(resume.text, { job: matchJob, employer: employer.trim() || null }, new Date())
}

/** /tools/value-proposition: what the candidate offers a job or an employer, from the resume's own facts. */
export function ValuePropositionPage({ search }: { search: ValuePropositionSearch }) {
  const tool = catalogTool('value-proposition')
  const [resume, setResume] = useState<PickedResume | null>(null)
  const [job, setJob] = useState<PickedJob | null>(null)
  const [employer, setEmployer] = useState('')
  const mutation = useToolRun({
    server: (input: Input) =>
      generateValueProposition({
        ...resumeSourceOf(input.resume),
        ...(input.job?.kind === 'job' ? { jobId: input.job.job.id } : {}),
        ...(input.job?.kind === 'pasted' ? { jobDescription: input.job.text } : {}),
        ...(input.employer.trim() ? { employer: input.employer.trim() } : {}),
      }),
    device: onDevice,
  })
  const run = mutation.data
  return (
    <ToolPageLayout
      tool={tool}
      input={
        <Stack gap="5">
          <ResumeSourcePicker value={resume} onChange={setResume} initialResumeId={search.resumeId} />
          <Separator />
          <MatchJobPicker value={job} onChange={setJob} initialJobId={search.jobId} label="Job (optional)" />
          <Field.Root maxW="md">
            <Field.Label>Employer (optional)</Field.Label>
            <Input
              value={employer}
              onChange={(e) => setEmployer(e.currentTarget.value)}
              maxLength={120}
              placeholder="e.g. Northwind Labs"
            />
            <Field.HelperText>
              Used when no job is chosen, or to name the employer of a pasted job.
            </Field.HelperText>
          </Field.Root>
          <Button
            colorPalette="indigo"
            alignSelf="flex-start"
            disabled={!resume}
            loading={mutation.isPending}
            loadingText="Writing…"
            onClick={() => resume && mutation.mutate({ resume, job, employer })}
          >
            <Sparkles size={16} aria-hidden="true" /> Write my value proposition
          </Button>
        </Stack>
      }
      running={mutation.isPending}
      progressLabel="Reading the resume’s facts…"
      error={mutation.error}
      {...(run ? { ranOn: run.ranOn, engine: run.result.engine } : {})}
      result={run ? <ValuePropositionResult result={run.result} /> : null}
      actions={
        run
          ? {
              copyText: `${run.result.statement}\n\n${run.result.headline}`,
              saveName: 'value-proposition',
              saveData: run.result,
            }
          : null
      }
    />
  )
}
