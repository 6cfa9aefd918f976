import { Stack } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import type { AiEngine } from '@/api/ai-tools/ai-result'
import { useToolRun } from '../lib/use-tool-run'
import { catalogTool, type ToolSlug } from '../tool-catalog'
import { ResumeSourcePicker, type PickedResume } from './resume-source-picker'
import { RunToolButton } from './run-tool-button'
import { ToolPageLayout } from './tool-page-layout'

type Props<R> = {
  slug: ToolSlug
  /** A saved resume to preselect (?resumeId=…). */
  resumeId?: string | undefined
  /** The API call(s) for the picked resume, and the same built-in engine on this device (offline). */
  server: (picked: PickedResume) => Promise<R>
  device: (picked: PickedResume) => R
  /** The run button's content (icon and verb). */
  runLabel: ReactNode
  progressLabel: string
  engineOf: (result: R) => AiEngine
  renderResult: (result: R) => ReactNode
  /** The result as plain text for "Copy result", and the file name "Save" downloads it under. */
  copyText: (result: R) => string
  saveName: string
}

/**
 * A tool that reads one resume and needs nothing else (scorer, sentiment, summary): the picker, the run button,
 * and the result in the shared frame, run on the server or, offline, on this device.
 */
export function ResumeToolPage<R>(props: Props<R>) {
  const [picked, setPicked] = useState<PickedResume | null>(null)
  const run = useToolRun({ server: props.server, device: props.device })
  const data = run.data
  return (
    <ToolPageLayout
      tool={catalogTool(props.slug)}
      input={
        <Stack gap="4">
          <ResumeSourcePicker value={picked} onChange={setPicked} initialResumeId={props.resumeId} />
          <RunToolButton picked={picked} pending={run.isPending} onRun={(p) => run.mutate(p)}>
            {props.runLabel}
          </RunToolButton>
        </Stack>
      }
      running={run.isPending}
      progressLabel={props.progressLabel}
      error={run.error}
      {...(data ? { ranOn: data.ranOn, engine: props.engineOf(data.result) } : {})}
      result={data ? props.renderResult(data.result) : null}
      actions={
        data
          ? { copyText: props.copyText(data.result), saveName: props.saveName, saveData: data.result }
          : null
      }
    />
  )
}
