import { createFileRoute } from '@tanstack/react-router'
import { VideoStudioPage } from '@/features/video-studio/components/video-studio-page'
import { useFeatureFlag } from '@/entities/feature-flag/feature-flags-query'
import { FeatureOffState } from '@/entities/feature-flag/feature-off-state'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSignedInUserId } from '@/lib/session/use-session'

/** `?mode=ai` opens "Generate AI Video" (hero slide 2, the builder). */
type VideoStudioSearch = { resumeId?: string; mode?: 'ai' }

/** /resumes/upload/video (protected): record, upload or link a video for one of your resumes. */
export const Route = createFileRoute('/_authed/resumes/upload/video')({
  validateSearch: (raw: Record<string, unknown>): VideoStudioSearch => ({
    ...(typeof raw.resumeId === 'string' && raw.resumeId ? { resumeId: raw.resumeId } : {}),
    ...(raw.mode === 'ai' ? { mode: 'ai' as const } : {}),
  }),
  component: VideoStudioRoute,
})

function VideoStudioRoute() {
  usePageMeta({ title: 'Video resume', noindex: true })
  const viewerId = useSignedInUserId()
  const { resumeId, mode } = Route.useSearch()
  const videoOn = useFeatureFlag('VIDEO_RESUMES')
  if (!videoOn) return <FeatureOffState flag="VIDEO_RESUMES" />
  // The _authed layout let only signed-in users in; the id is there.
  if (!viewerId) return null
  return (
    <VideoStudioPage
      viewerId={viewerId}
      {...(resumeId ? { initialResumeId: resumeId } : {})}
      {...(mode === 'ai' ? { initialTab: 'ai' as const } : {})}
    />
  )
}
