import { createFileRoute } from '@tanstack/react-router'
import { CoachPage } from '@/features/ai-assistant/components/coach-page'
import { FeatureGate } from '@/entities/feature-flag/feature-gate'
import { FeatureOffState } from '@/entities/feature-flag/feature-off-state'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /chat (seed 1 §2 route table; seed 2 §2 "AI coach"): the assistant as a full page, for signed-in users. */
export const Route = createFileRoute('/_authed/chat')({
  component: ChatRoute,
})

function ChatRoute() {
  usePageMeta({ title: 'AI Coach', noindex: true })
  return (
    <FeatureGate flag="AI_CHAT" fallback={<FeatureOffState flag="AI_CHAT" />}>
      <CoachPage />
    </FeatureGate>
  )
}
