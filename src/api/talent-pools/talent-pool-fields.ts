/**
 * Talent pools (issue 15): an account's lists of candidates, each member at one stage of the hiring funnel.
 * The stages are the six, in funnel order; the client draws one column per stage in this order.
 */
export const TALENT_POOL_STAGES = [
  'sourced',
  'contacted',
  'screening',
  'interview',
  'offer',
  'placed',
] as const
export type TalentPoolStage = (typeof TALENT_POOL_STAGES)[number]

export const TALENT_POOL_STAGE_LABELS: Record<TalentPoolStage, string> = {
  sourced: 'Sourced',
  contacted: 'Contacted',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  placed: 'Placed',
}

export const POOL_NAME_MAX = 100
export const POOL_DESCRIPTION_MAX = 1000
export const POOL_NOTE_MAX = 2000
/** Bounded so a pool is one page and its CSV one quick answer. */
export const MAX_POOLS_PER_ACCOUNT = 200
export const MAX_MEMBERS_PER_POOL = 1000
export const MAX_NOTES_PER_MEMBER = 200
export const MAX_WATCHED_CANDIDATES = 1000

/** Every text the talent pool calls answer or validate with; the client shows the same words. */
export const TALENT_POOL_TEXTS = {
  created: 'Talent pool created',
  updated: 'Talent pool updated',
  deleted: 'Talent pool deleted',
  memberAdded: 'Added to the talent pool',
  memberAlreadyIn: 'Already in this talent pool',
  memberMoved: 'Stage updated',
  memberRemoved: 'Removed from the talent pool',
  noteAdded: 'Note added',
  tracked: 'Candidate tracked',
  untracked: 'Candidate no longer tracked',
  notFound: 'This talent pool does not exist.',
  memberNotFound: 'This candidate is not in the talent pool.',
  personNotFound: 'This person does not exist.',
  resumeNotFound: 'This resume does not exist.',
  nameRequired: 'Pool name is required',
  nameTooLong: `Pool name must be at most ${POOL_NAME_MAX} characters`,
  nameTaken: 'A talent pool with this name already exists',
  descriptionTooLong: `Description must be at most ${POOL_DESCRIPTION_MAX} characters`,
  noteRequired: 'Note is required',
  noteTooLong: `Note must be at most ${POOL_NOTE_MAX} characters`,
  stageInvalid: 'Stage must be one of sourced, contacted, screening, interview, offer, placed',
  candidateRequired: 'Give either a person (userId) or a resume (resumeId)',
  idInvalid: 'Id must be a UUID',
  notHiring: 'Only recruiters and employers of this account can use its talent pools.',
  cannotAddSelf: 'You cannot add yourself to a talent pool.',
  cannotTrack: 'You cannot track this person.',
  tooManyPools: `An account can keep at most ${MAX_POOLS_PER_ACCOUNT} talent pools`,
  tooManyMembers: `A talent pool can hold at most ${MAX_MEMBERS_PER_POOL} candidates`,
  tooManyNotes: `A candidate can have at most ${MAX_NOTES_PER_MEMBER} notes`,
  tooManyWatched: `You can track at most ${MAX_WATCHED_CANDIDATES} candidates`,
} as const
