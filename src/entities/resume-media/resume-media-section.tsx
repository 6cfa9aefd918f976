import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check, ExternalLink, Trash2, Video } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { MediaMetaType, type ResumeMedia } from '@/api/resume-media/resume-media-record'
import { LinkButton } from '@/components/ui/app-link'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api-client/api-error'
import {
  deleteResumeMedia,
  keepResumeMedia,
  mediaPlaybackQueryOptions,
  resumeMediaKey,
  resumeMediaQueryOptions,
} from './resume-media-api'
import { useFeatureFlag } from '../feature-flag/feature-flags-query'
import { YoutubeFacade } from './youtube-facade'

type Props = { resumeId: string; viewerId: string | null; canEdit: boolean }

const isVideo = (m: ResumeMedia) => m.metaType === MediaMetaType.mp4 || m.metaType === MediaMetaType.webm

/** The media id in the page's address (`/resume/{id}#{mediaId}` opens that media). */
const hashId = () => (typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1)))

/**
 * An uploaded video, streamed from our server with HTTP Range. A signed-in viewer plays it through a short-lived
 * signed link (a <video> sends no bearer token); when the link has expired mid-way, a fresh one resumes where it was.
 */
function VideoPlayer({
  media,
  open,
  viewerId,
}: {
  media: ResumeMedia
  open: boolean
  viewerId: string | null
}) {
  const playback = useQuery({
    ...mediaPlaybackQueryOptions(media.id, viewerId ?? ''),
    enabled: viewerId !== null,
  })
  const video = useRef<HTMLVideoElement>(null)
  const resumeAt = useRef(0)
  const src = viewerId === null ? media.url : playback.data?.url
  const poster = src?.startsWith('/api/') ? src.replace(/\/file(\?|$)/, '/poster$1') : undefined
  useEffect(() => {
    if (resumeAt.current > 0 && video.current) video.current.currentTime = resumeAt.current
  }, [src])
  if (!src) return <Box aspectRatio="16 / 9" bg="bg.muted" borderRadius="lg" />
  return (
    <Box borderRadius="lg" overflow="hidden" bg="black">
      <video
        ref={video}
        controls
        preload="metadata"
        playsInline
        src={src}
        poster={poster}
        aria-label={media.name}
        autoPlay={open}
        muted={open}
        onError={() => {
          if (viewerId === null || !video.current) return
          resumeAt.current = video.current.currentTime
          void playback.refetch()
        }}
        style={{ width: '100%', aspectRatio: '16 / 9' }}
      />
    </Box>
  )
}

function MediaBody({
  media,
  open,
  viewerId,
}: {
  media: ResumeMedia
  open: boolean
  viewerId: string | null
}) {
  if (isVideo(media)) {
    if (media.status === 'processing')
      return (
        <HStack aspectRatio="16 / 9" justify="center" bg="bg.muted" borderRadius="lg" gap="3">
          <Spinner size="sm" />
          <Text color="fg.muted">Preparing the video for playback…</Text>
        </HStack>
      )
    if (media.status === 'failed')
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>
            {media.awaitingReview
              ? 'ReelHire could not make this slideshow. Discard it and try again from “Generate AI Video”.'
              : 'This video could not be processed. Delete it and upload it again.'}
          </Alert.Description>
        </Alert.Root>
      )
    return <VideoPlayer media={media} open={open} viewerId={viewerId} />
  }
  if (media.metaType === MediaMetaType.youtube && media.youtubeId)
    return <YoutubeFacade videoId={media.youtubeId} title={media.name} autoOpen={open} />
  if (media.metaType === MediaMetaType.html)
    // Someone else's HTML, shown in a sandbox with no scripts, forms or same-origin access.
    return (
      <iframe
        title={media.name}
        sandbox=""
        srcDoc={media.description ?? ''}
        style={{ width: '100%', minHeight: '8rem', border: 0 }}
      />
    )
  return (
    <Link href={media.url} target="_blank" rel="nofollow ugc noopener noreferrer" colorPalette="indigo">
      {media.url} <ExternalLink aria-hidden size={14} />
    </Link>
  )
}

/**
 * The resume's videos and other media (resume media, seed 2 §3): uploaded videos play from our server (streamed with
 * HTTP Range), YouTube behind a click, links open in a new tab. The owner side also sees videos still processing
 * or failed, and may delete them or add more.
 */
export function ResumeMediaSection({ resumeId, viewerId, canEdit }: Props) {
  const queryClient = useQueryClient()
  const videoOn = useFeatureFlag('VIDEO_RESUMES')
  const media = useQuery({
    ...resumeMediaQueryOptions(resumeId, viewerId),
    // While a video is processing, look again now and then: it turns ready by itself.
    refetchInterval: (query) => (query.state.data?.some((m) => m.status === 'processing') ? 5_000 : false),
  })
  const [deleting, setDeleting] = useState<ResumeMedia | null>(null)
  const [opened] = useState(hashId)
  // A generated video waiting for review (decision 029): its maker keeps it here or discards it (delete).
  const keep = useMutation({
    mutationFn: (id: string) => keepResumeMedia(id),
    onSuccess: () => {
      toaster.create({ type: 'success', title: 'Video kept: it now shows on your resume' })
      void queryClient.invalidateQueries({ queryKey: resumeMediaKey(resumeId, viewerId) })
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: error instanceof ApiError ? error.message : 'The video could not be kept. Please try again.',
      }),
  })
  const remove = useMutation({
    mutationFn: (id: string) => deleteResumeMedia(id),
    onSuccess: () => {
      setDeleting(null)
      toaster.create({ type: 'success', title: 'Deleted' })
      void queryClient.invalidateQueries({ queryKey: resumeMediaKey(resumeId, viewerId) })
    },
  })

  // `#{mediaId}`: bring that item into view once the list is there.
  useEffect(() => {
    if (!opened || !media.data) return
    document.getElementById(`media-${opened}`)?.scrollIntoView({ block: 'center' })
  }, [opened, media.data])

  const items = media.data ?? []
  if (!canEdit && items.length === 0) return null
  return (
    <Stack as="section" gap="4" aria-labelledby="resume-media-heading">
      <HStack justify="space-between">
        <Heading as="h2" size="lg" id="resume-media-heading">
          Videos and media
        </Heading>
        {canEdit && videoOn ? (
          <LinkButton
            href={`/resumes/upload/video?resumeId=${encodeURIComponent(resumeId)}`}
            size="sm"
            colorPalette="indigo"
            variant="subtle"
          >
            <Video aria-hidden /> Add a video
          </LinkButton>
        ) : null}
      </HStack>
      {media.isPending ? <Spinner size="sm" /> : null}
      {media.isError ? (
        <Text color="fg.muted">The videos could not be loaded.</Text>
      ) : items.length === 0 && !media.isPending ? (
        <Text color="fg.muted">No video yet. A short pitch helps recruiters get to know you.</Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {items.map((item) => (
          <Stack key={item.id} id={`media-${item.id}`} gap="2" data-testid="resume-media-item">
            <MediaBody media={item} open={opened === item.id} viewerId={viewerId} />
            <HStack justify="space-between" gap="2" flexWrap="wrap">
              <Text fontWeight="medium" truncate flex="1" minW="12rem">
                {item.name}
              </Text>
              <HStack gap="1">
                {item.awaitingReview ? (
                  <Badge colorPalette="purple" variant="subtle">
                    Waiting for your review
                  </Badge>
                ) : null}
                {item.awaitingReview && item.status === 'ready' ? (
                  <Button
                    size="xs"
                    colorPalette="indigo"
                    variant="subtle"
                    loading={keep.isPending && keep.variables === item.id}
                    onClick={() => keep.mutate(item.id)}
                  >
                    <Check aria-hidden /> Keep
                  </Button>
                ) : null}
                {item.status !== 'ready' && canEdit ? (
                  <Badge colorPalette={item.status === 'failed' ? 'red' : 'orange'} variant="subtle">
                    {item.status === 'failed' ? 'Failed' : 'Processing'}
                  </Badge>
                ) : null}
                {item.canEdit ? (
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`${item.awaitingReview ? 'Discard' : 'Delete'} ${item.name}`}
                    onClick={() => setDeleting(item)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </HStack>
            </HStack>
          </Stack>
        ))}
      </SimpleGrid>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this media?"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        error={
          remove.error instanceof ApiError
            ? remove.error.message
            : remove.error
              ? 'It could not be deleted.'
              : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        “{deleting?.name}” is removed from your resume
        {deleting && isVideo(deleting) ? ', with its video file' : ''}.
      </ConfirmDialog>
    </Stack>
  )
}
