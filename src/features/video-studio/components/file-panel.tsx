import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react'
import { FileVideo } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { appendChunk, createDraft, updateDraft, type VideoDraft } from '../lib/video-drafts-store'

type Props = { ownerId: string; resumeId: string; videoName: string; onQueued: (draft: VideoDraft) => void }

/** The types the server takes (checked again there by the file's first bytes). */
const ACCEPTED = /^video\/(mp4|quicktime|webm)$/
export const WRONG_FILE_TEXT = 'Choose an MP4, MOV or WebM video.'

/**
 * Pick a video file — on a phone the picker also offers the camera app (`capture`), which records reliably where
 * in-page recording does not (iOS). The file is saved on the device first, so the upload survives a reload.
 */
export function FilePanel({ ownerId, resumeId, videoName, onQueued }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function take(file: File) {
    setError(null)
    if (!ACCEPTED.test(file.type) && !/\.(mp4|mov|webm)$/i.test(file.name)) {
      setError(WRONG_FILE_TEXT)
      return
    }
    setBusy(true)
    try {
      const draft = await createDraft({
        id: crypto.randomUUID(),
        ownerId,
        resumeId,
        name: videoName || file.name.replace(/\.[^.]+$/, ''),
        mimeType: file.type || (file.name.toLowerCase().endsWith('.webm') ? 'video/webm' : 'video/mp4'),
        source: 'file',
        createdAt: Date.now(),
        state: 'recording',
      })
      await appendChunk(draft.id, 0, file)
      await updateDraft(draft.id, { state: 'queued' })
      onQueued({ ...draft, state: 'queued', chunkCount: 1, bytes: file.size })
    } catch {
      setError('The video could not be saved on this device. Free some space and try again.')
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <Stack gap="4">
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="lg"
        p="8"
        textAlign="center"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault()
          const file = e.dataTransfer.files[0]
          if (file) void take(file)
        }}
      >
        <Stack align="center" gap="3">
          <FileVideo aria-hidden size={32} />
          <Text>Drop a video here, or</Text>
          <Button
            colorPalette="indigo"
            loading={busy}
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
          >
            Choose a video
          </Button>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            MP4, MOV or WebM. On a phone you can also record with the camera app.
          </Text>
        </Stack>
        <input
          ref={input}
          type="file"
          accept="video/mp4,video/quicktime,video/webm,video/*"
          capture="user"
          hidden
          data-testid="video-file-input"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0]
            if (file) void take(file)
          }}
        />
      </Box>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      ) : null}
    </Stack>
  )
}
