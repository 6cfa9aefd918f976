import { Badge, Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { CloudOff, Trash2, Upload } from 'lucide-react'
import { discardDraft, startDraftUpload, useUploadProgress, type UploadProgress } from '../lib/upload-runner'
import { formatBytes, formatClock } from '../lib/upload-speed'
import { updateDraft, type VideoDraft } from '../lib/video-drafts-store'

type Props = { drafts: VideoDraft[]; onChange: () => void }

function statusLine(draft: VideoDraft, progress: UploadProgress | undefined): string {
  if (draft.state === 'recording')
    return 'Recording was interrupted — the part saved on this device can still be uploaded.'
  if (!progress || progress.status === 'starting') return 'Waiting to upload…'
  if (progress.status === 'waiting-network')
    return 'Waiting for the network — the upload continues when you are back online.'
  if (progress.status === 'failed') return progress.error ?? 'The upload failed.'
  if (progress.status === 'done') return 'Uploaded — the video is being prepared for playback.'
  const parts = [`${formatBytes(progress.bytesSent)} of ${formatBytes(progress.bytesTotal)}`]
  if (progress.speed) parts.push(`${formatBytes(progress.speed)}/s`)
  if (progress.secondsLeft !== null) parts.push(`${formatClock(progress.secondsLeft)} left`)
  return parts.join(' · ')
}

/** Videos on this device that the server does not have yet, with their upload progress; listed until done. */
export function UploadsList({ drafts, onChange }: Props) {
  const progress = useUploadProgress((state) => state.byDraft)
  if (drafts.length === 0) return null
  return (
    <Stack gap="3" as="section" aria-labelledby="uploads-heading">
      <Text id="uploads-heading" fontWeight="semibold">
        Uploads
      </Text>
      {drafts.map((draft) => {
        const p = progress[draft.id]
        const total = p?.bytesTotal || draft.bytes
        const percent = total > 0 ? Math.round(((p?.bytesSent ?? 0) / total) * 100) : 0
        const waiting = p?.status === 'waiting-network'
        return (
          <Box key={draft.id} borderWidth="1px" borderRadius="lg" p="4" data-testid="upload-item">
            <HStack justify="space-between" align="start" gap="3">
              <Stack gap="1" minW="0">
                <Text fontWeight="medium" truncate>
                  {draft.name}
                </Text>
                <Text
                  fontSize="sm"
                  color={p?.status === 'failed' ? 'fg.error' : 'fg.muted'}
                  aria-live="polite"
                >
                  {statusLine(draft, p)}
                </Text>
              </Stack>
              {waiting ? (
                <Badge colorPalette="orange" variant="subtle">
                  <CloudOff aria-hidden size={12} /> Offline
                </Badge>
              ) : null}
            </HStack>
            {draft.state === 'queued' ? (
              <Progress.Root
                value={percent}
                size="sm"
                mt="3"
                colorPalette="indigo"
                aria-label={`Upload of ${draft.name}`}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            ) : null}
            <HStack mt="3" gap="2">
              {draft.state === 'recording' ? (
                <Button
                  size="sm"
                  colorPalette="indigo"
                  onClick={async () => {
                    await updateDraft(draft.id, { state: 'queued' })
                    await startDraftUpload({ ...draft, state: 'queued' })
                    onChange()
                  }}
                >
                  <Upload aria-hidden /> Upload it
                </Button>
              ) : null}
              {p?.status === 'failed' ? (
                <Button size="sm" variant="outline" onClick={() => void startDraftUpload(draft)}>
                  Try again
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                onClick={async () => {
                  await discardDraft(draft)
                  onChange()
                }}
              >
                <Trash2 aria-hidden /> Discard
              </Button>
            </HStack>
          </Box>
        )
      })}
    </Stack>
  )
}
