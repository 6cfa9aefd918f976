import { createFileRoute } from '@tanstack/react-router'
import { VideoStudioPage } from '@/features/video-studio/components/video-studio-page'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSignedInUserId } from '@/lib/session/use-session'

type VideoStudioSearch = { resumeId?: string }

/** /resumes/upload/video (protected): record, upload or link a video for one of your resumes. */
export const Route = createFileRoute('/_authed/resumes/upload/video')({
  validateSearch: (raw: Record<string, unknown>): VideoStudioSearch =>
    typeof raw.resumeId === 'string' && raw.resumeId ? { resumeId: raw.resumeId } : {},
  component: VideoStudioRoute,
})

function VideoStudioRoute() {
  usePageMeta({ title: 'Video resume', noindex: true })
  const viewerId = useSignedInUserId()
  const { resumeId } = Route.useSearch()
  // The _authed layout let only signed-in users in; the id is there.
  if (!viewerId) return null
  return <VideoStudioPage viewerId={viewerId} {...(resumeId ? { initialResumeId: resumeId } : {})} />
}
