import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { FileText } from 'lucide-react'
import { useState } from 'react'
import type { ResumeSummary } from '@/api/ai-tools/resume-insights'
import { summarizeResume } from '@/lib/ai-engine/summarize'
import { summarizeResumeCall } from '../api/resume-tools-api'
import { resumeSourceOf, useToolRun } from '../lib/use-tool-run'
import { catalogTool } from '../tool-catalog'
import { ResumeSourcePicker, type PickedResume } from './resume-source-picker'
import { RunToolButton } from './run-tool-button'
import { ToolPageLayout } from './tool-page-layout'

/** /tools/summarize-resume: a short summary built only from the resume's own lines, each part sourced. */
export function SummarizePage({ resumeId }: { resumeId?: string | undefined }) {
  const tool = catalogTool('summarize-resume')
  const [picked, setPicked] = useState<PickedResume | null>(null)
  const run = useToolRun({
    server: (p: PickedResume) => summarizeResumeCall(resumeSourceOf(p)),
    device: (p: PickedResume) => summarizeResume(p.text),
  })
  const data = run.data
  return (
    <ToolPageLayout
      tool={tool}
      input={
        <Stack gap="4">
          <ResumeSourcePicker value={picked} onChange={setPicked} initialResumeId={resumeId} />
          <RunToolButton picked={picked} pending={run.isPending} onRun={(p) => run.mutate(p)}>
            <FileText size={16} aria-hidden="true" /> Summarize resume
          </RunToolButton>
        </Stack>
      }
      running={run.isPending}
      progressLabel="Summarizing the resume…"
      error={run.error}
      {...(data ? { ranOn: data.ranOn, engine: data.result.engine } : {})}
      result={data ? <SummaryResult result={data.result} /> : null}
      actions={
        data ? { copyText: data.result.summary, saveName: 'resume-summary', saveData: data.result } : null
      }
    />
  )
}

function SummaryResult({ result }: { result: ResumeSummary }) {
  return (
    <Stack gap="5">
      <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
        <Text data-testid="resume-summary">{result.summary}</Text>
      </Box>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Where each part comes from
        </Heading>
        <Stack as="ol" gap="2" ps="5" aria-label="Summary sources">
          {result.points.map((p, index) => (
            <Box as="li" key={`${p.label}-${index}`} fontSize="sm">
              <Text fontWeight="medium">{p.label}</Text>
              <Text color="fg.subtle" wordBreak="break-word">
                From {p.source.section}: “{p.source.excerpt}”
              </Text>
            </Box>
          ))}
        </Stack>
        <Text fontSize="xs" color="fg.subtle">
          The built-in engine only picks and joins your own lines; it adds no claims of its own.
        </Text>
      </Stack>
    </Stack>
  )
}
