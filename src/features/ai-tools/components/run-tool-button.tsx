import { Button, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { AI_TOOL_TEXTS, RESUME_TEXT_MIN_CHARS } from '@/api/ai-tools/resume-source'
import type { PickedResume } from './resume-source-picker'

type Props = {
  picked: PickedResume | null
  pending: boolean
  onRun: (picked: PickedResume) => void
  /** Other inputs the tool still needs, in words (null when complete). */
  missing?: string | null
  children: ReactNode
}

/** The run button of a resume tool: disabled, with the reason in words, until there is a resume to read. */
export function RunToolButton({ picked, pending, onRun, missing = null, children }: Props) {
  const tooShort = picked !== null && picked.text.trim().length < RESUME_TEXT_MIN_CHARS
  const reason = !picked ? AI_TOOL_TEXTS.resumeRequired : tooShort ? AI_TOOL_TEXTS.resumeTooShort : missing
  return (
    <Stack gap="1" align="flex-start">
      <Button
        colorPalette="indigo"
        disabled={reason !== null}
        loading={pending}
        onClick={() => picked && onRun(picked)}
        aria-describedby={reason ? 'run-tool-reason' : undefined}
      >
        {children}
      </Button>
      {reason ? (
        <Text id="run-tool-reason" fontSize="xs" color="fg.muted">
          {reason}.
        </Text>
      ) : null}
    </Stack>
  )
}
