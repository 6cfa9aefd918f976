/**
 * The resume service's failure texts (seed 2 §8), exactly. The server sends them as the envelope's message
 * when the matching call fails; the client shows them when a call fails without a server message.
 * `Failed to parse resume data: ` is a prefix: the reason follows it.
 */
export const RESUME_ERROR_TEXTS = {
  setMaster: 'Failed to set master resume. Please try again.',
  setActive: 'Failed to set active resume. Please try again.',
  promote: 'Failed to promote variant to master. Please try again.',
  createVariation: 'Failed to create resume variation. Please try again.',
  loadCollections: 'Failed to load resume collections. Please try again.',
  loadResumes: 'Failed to load resumes. Please try again.',
  parsePrefix: 'Failed to parse resume data: ',
} as const

/** Ours, for the rules the spec states without a text. Plain words a user can act on. */
export const RESUME_RULE_TEXTS = {
  notFound: 'Resume not found.',
  createNeedsJobSeeker: 'Only job seekers can create resumes.',
  masterCannotBePromoted: 'This resume is already the master resume.',
  parentlessCannotBePromoted: 'Only a variation can be promoted to master.',
  slugTaken: 'This link is already taken. Please choose another.',
  slugReserved: 'This link is reserved. Please choose another.',
  nameRequired: 'Give the resume a name.',
  watchOwn: 'You cannot track your own resume.',
  watchNeedsRecruiter: 'Only recruiters and employers can track resumes.',
  variationOfVariation: 'A variation is made from a master or a standalone resume.',
  exportFailed: 'The PDF could not be made. Please try again or download the JSON file.',
} as const

/** Success messages the server puts in the envelope. */
export const RESUME_SUCCESS_TEXTS = {
  saved: 'Resume saved',
  deleted: 'Resume deleted',
  cloned: 'Resume copied',
  variationCreated: 'Variation created',
  masterSet: 'Master resume updated',
  activeSet: 'Active resume updated',
  promoted: 'Variation promoted to master',
  privacySet: 'Privacy updated',
  watched: 'Candidate tracked',
  unwatched: 'Candidate no longer tracked',
} as const
