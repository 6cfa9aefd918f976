import { Button, Separator, Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { Target } from 'lucide-react'
import { useState } from 'react'
import type { JobMatch } from '@/api/ai-tools/match'
import { ErrorCode } from '@/api/errors'
import { matchResume } from '@/lib/ai-engine/match-engine'
import { jobFromDescription } from '@/lib/ai-engine/match-job'
import { isApiError } from '@/lib/api-client/api-error'
import { analyzeJobMatch } from '../api/match-api'
import { matchJobOf } from '../api/match-jobs-api'
import { catalogTool } from '../tool-catalog'
import { MatchJobPicker, type PickedJob } from './match-job-picker'
import { MatchResult, matchText } from './match-result'
import { ResumeSourcePicker, type PickedResume } from './resume-source-picker'
import { ToolPageLayout, type ToolRunPlace } from './tool-page-layout'

export type MatchSearch = { resumeId?: string | undefined; jobId?: string | undefined }

type Run = { match: JobMatch; ranOn: ToolRunPlace }

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

const offline = (error: unknown) =>
  (typeof navigator !== 'undefined' && !navigator.onLine) ||
  (isApiError(error) && error.code === ErrorCode.NETWORK_ERROR)

/** /tools/job-resume-match: a resume (saved or pasted) against a job (on ReelHire or pasted), explained. */
export function MatchToolPage({ search }: { search: MatchSearch }) {
  const tool = catalogTool('job-resume-match')
  const [resume, setResume] = useState<PickedResume | null>(null)
  const [job, setJob] = useState<PickedJob | null>(null)
  const mutation = useMutation({
    mutationFn: async ({ resume, job }: { resume: PickedResume; job: PickedJob }): Promise<Run> => {
      try {
        const match = await analyzeJobMatch({
          ...(resume.kind === 'saved' ? { resumeId: resume.resumeId } : { resumeText: resume.text }),
          ...(job.kind === 'job' ? { jobId: job.job.id } : { jobDescription: job.text }),
        })
        return { match, ranOn: 'server' }
      } catch (error) {
        // Offline, the built-in engine gives the same answer here, from the texts already on the device.
        if (offline(error)) return { match: matchOnDevice(resume, job), ranOn: 'device' }
        throw error
      }
    },
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
      {...(run ? { ranOn: run.ranOn, engine: run.match.engine } : {})}
      result={run ? <MatchResult match={run.match} /> : null}
      actions={
        run ? { copyText: matchText(run.match), saveName: 'job-resume-match', saveData: run.match } : null
      }
    />
  )
}
