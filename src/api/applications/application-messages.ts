import { APPLICATION_STAGE_LABELS, type ApplicationStage } from './application-stages'

/**
 * The texts of the apply and review flows: the server answers with them (success messages and errors) and
 * the client shows the same words for its own checks, so both say the same thing.
 */
export const APPLICATION_TEXTS = {
  applied: 'Application sent',
  alreadyApplied: 'You have already applied to this job',
  notOpen: 'This job is no longer accepting applications',
  ownJob: 'You cannot apply to a job of your own company',
  cvRequired: 'Please attach your CV',
  cvType: 'Your CV must be a PDF, DOC or DOCX file',
  cvTooLarge: 'Your CV must be 10 MB or smaller',
  withdrawn: 'Application withdrawn',
  withdrawFinal: 'This application is closed and cannot be withdrawn',
  stageMoved: (stage: ApplicationStage) => `Moved to ${APPLICATION_STAGE_LABELS[stage]}`,
  stageRefused: 'This stage change is not allowed',
  noteAdded: 'Note added',
} as const
