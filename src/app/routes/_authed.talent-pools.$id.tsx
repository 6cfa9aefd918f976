import { createFileRoute } from '@tanstack/react-router'
import { TalentPoolPage } from '@/features/talent-pools/components/talent-pool-page'
import { useTalentPool } from '@/entities/talent-pool/api/talent-pool-queries'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /talent-pools/{id} (issue 15): one pool's candidates by stage. */
export const Route = createFileRoute('/_authed/talent-pools/$id')({ component: TalentPoolRoute })

function TalentPoolRoute() {
  const { id } = Route.useParams()
  const pool = useTalentPool(id).data
  usePageMeta({ title: pool?.name ?? 'Talent pool', noindex: true })
  return <TalentPoolPage id={id} />
}
