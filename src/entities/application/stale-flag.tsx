import { Badge } from '@chakra-ui/react'
import { Clock } from 'lucide-react'
import {
  applicationAgeDays,
  isApplicationStale,
  type ApplicationStage,
} from '@/api/applications/application-stages'
import { staleLabel } from './stale-label'

/**
 * "No ghosting": an open application whose stage has not moved for two weeks says so, counted from the
 * stored stage time against today's clock (so it stays right when read offline days later).
 */
export function StaleFlag({
  stage,
  stageChangedAt,
  now,
}: {
  stage: ApplicationStage
  stageChangedAt: string
  now?: Date
}) {
  if (!isApplicationStale(stage, stageChangedAt, now)) return null
  return (
    <Badge colorPalette="orange" variant="subtle" gap="1" whiteSpace="normal" h="auto" py="0.5">
      <Clock size={12} aria-hidden />
      {staleLabel(applicationAgeDays(stageChangedAt, now))}
    </Badge>
  )
}
