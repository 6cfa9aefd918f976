import { createFileRoute } from '@tanstack/react-router'
import { TalentPoolsPage } from '@/features/talent-pools/components/talent-pools-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /talent-pools (issue 15): the pools of the accounts the signed-in recruiter or employer hires in. */
export const Route = createFileRoute('/_authed/talent-pools/')({ component: TalentPoolsRoute })

function TalentPoolsRoute() {
  usePageMeta({ title: 'Talent pools', noindex: true })
  return <TalentPoolsPage />
}
