import { Button, Separator, Stack } from '@chakra-ui/react'
import { Target } from 'lucide-react'
import { useState } from 'react'
import type { JobMatch } from '@/api/ai-tools/match'
import { matchResume } from '@/lib/ai-engine/match-engine'
import { jobFromDescription } from '@/lib/ai-engine/match-job'
import { analyzeJobMatch } from '../api/match-api'
import { matchJobOf } from '../api/match-jobs-api'
import { resumeSourceOf, useToolRun } from '../lib/use-tool-run'
import { catalogTool } from '../tool-catalog'
import { MatchJobPicker, type PickedJob } from './match-job-picker'
import { MatchResult, matchText } from './match-result'
import { ResumeSourcePicker, type PickedResume } from './resume-source-picker'
import { ToolPageLayout } from './tool-page-layout'

export type MatchSearch = { resumeId?: string | undefined; jobId?: string | undefined }

type MatchInput = { resume: PickedResume; job: PickedJob }

/** The same match on this device, with the texts the pickers hold (no network needed). */
function matchOnDevice(resume: PickedResume, job: PickedJob): JobMatch {
  const matchJob = job.kind === 'job' ? matchJobOf(job.job) : jobFromDescription(job.text)
  return matchResume(
    resume.text,
    matchJob,
    {
      job: { id: matchJob.id, title: matchJob.title, company: matchJob.company },
      resume: {
        id: resume.kind === 'saved' ? resume.resumeId : null,
        name: resume.kind === 'saved' ? resume.name : null,
      },
    },
    new Date(),
  )
}

/** /tools/job-resume-match: a resume (saved or pasted) against a job (on ReelHire or pasted), explained. */
export function MatchToolPage({ search }: { search: MatchSearch }) {
  const tool = catalogTool('job-resume-match')
  const [resume, setResume] = useState<PickedResume | null>(null)
  const [job, setJob] = useState<PickedJob | null>(null)
  const mutation = useToolRun({
    server: ({ resume, job }: MatchInput) =>
      analyzeJobMatch({
        ...resumeSourceOf(resume),
        ...(job.kind === 'job' ? { jobId: job.job.id } : { jobDescription: job.text }),
      }),
    // Offline, the built-in engine gives the same answer here, from the texts already on the device.
    device: ({ resume, job }: MatchInput) => matchOnDevice(resume, job),
  })
  const run = mutation.data
  return (
    <ToolPageLayout
      tool={tool}
      input={
        <Stack gap="5">
          <ResumeSourcePicker value={resume} onChange={setResume} initialResumeId={search.resumeId} />
          <Separator />
          <MatchJobPicker value={job} onChange={setJob} initialJobId={search.jobId} />
          <Button
            colorPalette="indigo"
            alignSelf="flex-start"
            disabled={!resume || !job}
            loading={mutation.isPending}
            loadingText="Matching…"
            onClick={() => resume && job && mutation.mutate({ resume, job })}
          >
            <Target size={16} aria-hidden="true" /> Match resume to job
          </Button>
        </Stack>
      }
      running={mutation.isPending}
      progressLabel="Comparing the resume with the job…"
      error={mutation.error}
      {...(run ? { ranOn: run.ranOn, engine: run.result.engine } : {})}
      result={run ? <MatchResult match={run.result} /> : null}
      actions={
        run ? { copyText: matchText(run.result), saveName: 'job-resume-match', saveData: run.result } : null
      }
    />
  )
}
