import { Button, Field, Input, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { YOUTUBE_INVALID_TEXT } from '@/api/resume-media/resume-media-inputs'
import { MediaMetaType, type ResumeMedia } from '@/api/resume-media/resume-media-record'
import { youtubeIdOf } from '@/api/resume-media/youtube-id'
import { ApiError } from '@/lib/api-client/api-error'
import { createResumeMedia } from '@/entities/resume-media/resume-media-api'

type Props = { resumeId: string; videoName: string; onAdded: (media: ResumeMedia) => void }

/** Link a YouTube video: the id is checked here and on the server; nothing is fetched from YouTube. */
export function YoutubePanel({ resumeId, videoName, onAdded }: Props) {
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!youtubeIdOf(url)) {
      setError(YOUTUBE_INVALID_TEXT)
      return
    }
    setError(null)
    setSaving(true)
    try {
      const media = await createResumeMedia({
        resumeId,
        metaType: MediaMetaType.youtube,
        name: videoName || 'YouTube video',
        url,
      })
      setUrl('')
      onAdded(media)
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : 'The video could not be linked. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4">
        <Field.Root invalid={error !== null}>
          <Field.Label>YouTube link</Field.Label>
          <Input
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            placeholder="https://www.youtube.com/watch?v=…"
            inputMode="url"
          />
          <Field.HelperText>A watch, share or Shorts link, or the 11-character video id.</Field.HelperText>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          Your resume shows the video behind a “Play” button: nothing loads from YouTube until a viewer
          chooses to play it.
        </Text>
        <div>
          <Button type="submit" colorPalette="indigo" loading={saving}>
            Add YouTube video
          </Button>
        </div>
      </Stack>
    </form>
  )
}
