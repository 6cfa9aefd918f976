/**
 * The stages of a job application and the moves between them, enforced by the server (issue 5
 * "Applications"), and when a waiting application counts as stale.
 */

export const APPLICATION_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const
export type ApplicationStage = (typeof APPLICATION_STAGES)[number]

/** Stage names as people read them (pages and the applicant's mails). */
export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
}

/** The happy path, in order ('rejected' is off it). */
export const APPLICATION_PIPELINE: readonly ApplicationStage[] = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
]

/** Final stages: no move out of them, never stale, cannot be withdrawn. */
export const FINAL_APPLICATION_STAGES: readonly ApplicationStage[] = ['hired', 'rejected']

export const isFinalStage = (stage: ApplicationStage) => FINAL_APPLICATION_STAGES.includes(stage)

/**
 * Allowed stage moves (enforced by the server): any step forward on the pipeline (skipping is allowed),
 * one step back (to undo a slip), and 'rejected' from any non-final stage. 'hired' and 'rejected' are final.
 * Setting the current stage again is refused (nothing to record).
 */
export const APPLICATION_STAGE_MOVES: Record<ApplicationStage, readonly ApplicationStage[]> = {
  applied: ['screening', 'interview', 'offer', 'hired', 'rejected'],
  screening: ['applied', 'interview', 'offer', 'hired', 'rejected'],
  interview: ['screening', 'offer', 'hired', 'rejected'],
  offer: ['interview', 'hired', 'rejected'],
  hired: [],
  rejected: [],
}

export function canMoveStage(from: ApplicationStage, to: ApplicationStage): boolean {
  return APPLICATION_STAGE_MOVES[from].includes(to)
}

/** "No ghosting": a non-final application whose stage has not changed for this many days is stale. */
export const APPLICATION_STALE_DAYS = 14

const DAY_MS = 86_400_000

/** Whole days since the stage last changed (0 on the day itself). */
export function applicationAgeDays(stageChangedAt: string | Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(stageChangedAt).getTime()) / DAY_MS))
}

export function isApplicationStale(
  stage: ApplicationStage,
  stageChangedAt: string | Date,
  now: Date = new Date(),
): boolean {
  return !isFinalStage(stage) && applicationAgeDays(stageChangedAt, now) >= APPLICATION_STALE_DAYS
}
