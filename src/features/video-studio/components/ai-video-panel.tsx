import { Alert, Box, Button, Field, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Camera, Check, RotateCcw, Trash2, Wand2 } from 'lucide-react'
import { useState } from 'react'
import {
  AI_VIDEO_DESCRIPTION,
  AI_VIDEO_SCRIPT_MAX,
  estimatedSeconds,
  scriptWordCount,
} from '@/api/resume-media/ai-video'
import type { ResumeMedia } from '@/api/resume-media/resume-media-record'
import { LinkButton } from '@/components/ui/app-link'
import { ApiError } from '@/lib/api-client/api-error'
import { useIsOnline } from '@/lib/online-state'
import {
  deleteResumeMedia,
  generateAiVideo,
  keepResumeMedia,
  mediaPlaybackQueryOptions,
  resumeMediaItemQueryOptions,
  resumeMediaKey,
  resumeMediaQueryOptions,
} from '@/entities/resume-media/resume-media-api'

type Props = {
  viewerId: string
  resumeId: string
  script: string
  /** The pitch written from the resume, to go back to after edits. */
  defaultScript: string
  onScriptChange: (script: string) => void
  onRecordYourself: () => void
}

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback)

/**
 * "Generate AI Video": the pitch written from the resume, editable, then either read it yourself on the
 * teleprompter or let ReelHire make a narrated slideshow (decision 029) — followed here until it is ready, previewed,
 * then kept on the resume or discarded. Until kept, nobody else sees it.
 */
export function AiVideoPanel({
  viewerId,
  resumeId,
  script,
  defaultScript,
  onScriptChange,
  onRecordYourself,
}: Props) {
  const queryClient = useQueryClient()
  const online = useIsOnline()
  const [startedId, setStartedId] = useState<string | null>(null)
  const [kept, setKept] = useState<ResumeMedia | null>(null)
  // A slideshow made earlier and not reviewed yet (the page was left while it was made) is picked up again.
  const resumeMedia = useQuery(resumeMediaQueryOptions(resumeId, viewerId))
  const waiting = resumeMedia.data?.filter((m) => m.awaitingReview).at(-1)?.id ?? null
  const mediaId = startedId ?? waiting
  const words = scriptWordCount(script)
  const seconds = estimatedSeconds(script)
  const refreshResumeMedia = () =>
    queryClient.invalidateQueries({ queryKey: resumeMediaKey(resumeId, viewerId).slice(0, 3) })

  const generate = useMutation({
    mutationFn: () => generateAiVideo({ resumeId, script: script.trim() }),
    onSuccess: (media) => {
      setKept(null)
      setStartedId(media.id)
      void refreshResumeMedia()
    },
  })
  const item = useQuery({
    ...resumeMediaItemQueryOptions(mediaId ?? '', viewerId),
    enabled: mediaId !== null,
    // Looked at every 2 s while the job runs; it turns ready (or failed) by itself.
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 2_000 : false),
  })
  const media = item.data
  const playback = useQuery({
    ...mediaPlaybackQueryOptions(mediaId ?? '', viewerId),
    enabled: media?.status === 'ready',
  })
  const keep = useMutation({
    mutationFn: (id: string) => keepResumeMedia(id),
    // The list is read again first, so the reviewed video is not picked up again as waiting.
    onSuccess: async (saved) => {
      await refreshResumeMedia()
      setKept(saved)
      setStartedId(null)
    },
  })
  const discard = useMutation({
    mutationFn: (id: string) => deleteResumeMedia(id),
    onSuccess: async () => {
      await refreshResumeMedia()
      setStartedId(null)
    },
  })

  const busy = generate.isPending || media?.status === 'processing'
  const tooLong = script.length > AI_VIDEO_SCRIPT_MAX
  const canGenerate = online && words > 0 && !tooLong && !busy && mediaId === null

  return (
    <Stack gap="5" pt="2">
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{AI_VIDEO_DESCRIPTION}</Alert.Title>
          <Alert.Description>
            Slides show your name, headline and highlights, and the script below becomes the captions. Only
            you see it until you keep it. Prefer your own voice? Read the same script on the teleprompter.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <Field.Root invalid={tooLong}>
        <HStack justify="space-between" w="full" align="end">
          <Field.Label>Pitch script</Field.Label>
          {script !== defaultScript ? (
            <Button size="xs" variant="ghost" onClick={() => onScriptChange(defaultScript)}>
              <RotateCcw aria-hidden /> Use the pitch from my resume
            </Button>
          ) : null}
        </HStack>
        <Textarea
          value={script}
          onChange={(e) => onScriptChange(e.currentTarget.value)}
          rows={8}
          autoresize
          aria-describedby="ai-script-length"
        />
        <Field.HelperText id="ai-script-length" aria-live="polite">
          {words} words · about {seconds} seconds spoken (aim for 45–60)
        </Field.HelperText>
        {tooLong ? (
          <Field.ErrorText>The script must be at most {AI_VIDEO_SCRIPT_MAX} characters.</Field.ErrorText>
        ) : null}
      </Field.Root>

      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button variant="outline" onClick={onRecordYourself} disabled={words === 0}>
          <Camera aria-hidden /> Record it yourself
        </Button>
        <Button
          colorPalette="indigo"
          onClick={() => generate.mutate()}
          disabled={!canGenerate}
          loading={generate.isPending}
          loadingText="Starting…"
        >
          <Wand2 aria-hidden /> Make a narrated slideshow
        </Button>
      </Stack>
      {!online ? (
        <Text fontSize="sm" color="fg.muted">
          You are offline. The slideshow is made on ReelHire’s server: connect to make one. You can still
          record it yourself.
        </Text>
      ) : null}
      {generate.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>
            {messageOf(generate.error, 'The slideshow could not be started. Please try again.')}
          </Alert.Description>
        </Alert.Root>
      ) : null}

      <Box aria-live="polite">
        {mediaId && (item.isPending || media?.status === 'processing') ? (
          <HStack
            aspectRatio="16 / 9"
            maxW="2xl"
            justify="center"
            bg="bg.muted"
            borderRadius="lg"
            gap="3"
            px="4"
            data-testid="ai-video-processing"
          >
            <Spinner size="sm" />
            <Text color="fg.muted">
              Making your slideshow: voice, slides and captions. This takes about a minute…
            </Text>
          </HStack>
        ) : null}
        {mediaId && item.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>
              {messageOf(item.error, 'The video’s progress could not be loaded. Check your connection.')}
            </Alert.Description>
          </Alert.Root>
        ) : null}
        {media?.status === 'failed' ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The slideshow could not be made</Alert.Title>
              <Alert.Description>Discard it and try again, perhaps with a shorter script.</Alert.Description>
            </Alert.Content>
            <Button
              size="sm"
              variant="outline"
              onClick={() => discard.mutate(media.id)}
              loading={discard.isPending}
            >
              <Trash2 aria-hidden /> Discard
            </Button>
          </Alert.Root>
        ) : null}
        {media?.status === 'ready' ? (
          <Stack gap="3" maxW="2xl" data-testid="ai-video-ready">
            <Box borderRadius="lg" overflow="hidden" bg="black">
              {playback.data ? (
                <video
                  controls
                  playsInline
                  preload="metadata"
                  src={playback.data.url}
                  poster={playback.data.url.replace(/\/file(\?|$)/, '/poster$1')}
                  aria-label="Preview of your narrated slideshow"
                  style={{ width: '100%', aspectRatio: '16 / 9' }}
                />
              ) : (
                <Box aspectRatio="16 / 9" />
              )}
            </Box>
            <Text fontSize="sm" color="fg.muted">
              Preview{media.durationSeconds ? ` · ${Math.round(media.durationSeconds)} seconds` : ''} · only
              you can see it until you keep it.
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button colorPalette="indigo" onClick={() => keep.mutate(media.id)} loading={keep.isPending}>
                <Check aria-hidden /> Keep it on my resume
              </Button>
              <Button variant="outline" onClick={() => discard.mutate(media.id)} loading={discard.isPending}>
                <Trash2 aria-hidden /> Discard
              </Button>
            </HStack>
          </Stack>
        ) : null}
        {keep.error || discard.error ? (
          <Alert.Root status="error" mt="3">
            <Alert.Indicator />
            <Alert.Description>
              {messageOf(
                keep.error ?? discard.error,
                'That did not work. Check your connection and try again.',
              )}
            </Alert.Description>
          </Alert.Root>
        ) : null}
        {kept ? (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Kept: the slideshow is on your resume</Alert.Title>
              <Alert.Description>People who may see your resume can now watch it.</Alert.Description>
            </Alert.Content>
            <LinkButton href={`/resumes/${resumeId}#${kept.id}`} size="sm" variant="outline">
              View resume
            </LinkButton>
          </Alert.Root>
        ) : null}
      </Box>
    </Stack>
  )
}
