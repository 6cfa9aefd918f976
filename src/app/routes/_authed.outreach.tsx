import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { OutreachPage } from '@/features/outreach/components/outreach-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** The open sequence (`new`: the editor for a new one); anything else shows the list. */
const OutreachSearchSchema = v.object({
  sequence: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(36))), undefined),
})

/** /outreach (seed 1 §2 route table; sidebar "Outreach"): recruiters' mail sequences. */
export const Route = createFileRoute('/_authed/outreach')({
  validateSearch: OutreachSearchSchema,
  component: OutreachRoute,
})

function OutreachRoute() {
  const { sequence } = Route.useSearch()
  const navigate = Route.useNavigate()
  usePageMeta({ title: 'Outreach', noindex: true })
  return (
    <OutreachPage
      selected={sequence ?? null}
      onSelect={(id) => void navigate({ search: { sequence: id ?? undefined } })}
    />
  )
}
