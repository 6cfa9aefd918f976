import { Badge, type BadgeProps } from '@chakra-ui/react'
import { APPLICATION_STAGE_LABELS, type ApplicationStage } from '@/api/applications/application-stages'

/** One colour per stage, used by badges, steppers and pipeline bars alike. */
export const STAGE_PALETTE: Record<ApplicationStage, string> = {
  applied: 'gray',
  screening: 'blue',
  interview: 'purple',
  offer: 'orange',
  hired: 'green',
  rejected: 'red',
}

/** The stage's colour for bars and dots (gray's solid is near-black: a lighter grey reads as "not started"). */
export const stageColor = (stage: ApplicationStage) =>
  stage === 'applied' ? 'gray.400' : `${STAGE_PALETTE[stage]}.solid`

export function StageBadge({ stage, ...rest }: { stage: ApplicationStage } & Omit<BadgeProps, 'children'>) {
  return (
    <Badge colorPalette={STAGE_PALETTE[stage]} variant="subtle" {...rest}>
      {APPLICATION_STAGE_LABELS[stage]}
    </Badge>
  )
}
