import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { FileText } from 'lucide-react'
import type { ResumeSummary } from '@/api/ai-tools/resume-insights'
import { summarizeResume } from '@/lib/ai-engine/summarize'
import { summarizeResumeCall } from '../api/resume-tools-api'
import { resumeSourceOf } from '../lib/use-tool-run'
import { ResumeToolPage } from './resume-tool-page'

/** /tools/summarize-resume: a short summary built only from the resume's own lines, each part sourced. */
export function SummarizePage({ resumeId }: { resumeId?: string | undefined }) {
  return (
    <ResumeToolPage
      slug="summarize-resume"
      resumeId={resumeId}
      server={(p) => summarizeResumeCall(resumeSourceOf(p))}
      device={(p) => summarizeResume(p.text)}
      runLabel={
        <>
          <FileText size={16} aria-hidden="true" /> Summarize resume
        </>
      }
      progressLabel="Summarizing the resume…"
      engineOf={(result) => result.engine}
      renderResult={(result) => <SummaryResult result={result} />}
      copyText={(result) => result.summary}
      saveName="resume-summary"
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
