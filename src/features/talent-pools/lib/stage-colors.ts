import type { TalentPoolStage } from '@/api/talent-pools/talent-pool-fields'

/** One colour palette per stage, cold to warm along the funnel; every badge also says the stage in words. */
export const STAGE_PALETTE: Record<TalentPoolStage, string> = {
  sourced: 'gray',
  contacted: 'blue',
  screening: 'cyan',
  interview: 'purple',
  offer: 'orange',
  placed: 'green',
}
