import { Hono } from 'hono'
import { RESUME_SUCCESS_TEXTS } from '@/api/resumes/resume-errors'
import {
  CreateResumeVariationInputSchema,
  PublicResumesQuerySchema,
  ResumeExportQuerySchema,
  ResumeMetadataInputSchema,
  ResumeSaveBodySchema,
  ResumeUpdateQuerySchema,
  SetResumePrivacyInputSchema,
  ValidateResumeSlugQuerySchema,
} from '@/api/resumes/resume-inputs'
import {
  MasterGroupsSchema,
  OwnedResumesSchema,
  PublicResumeListResponseSchema,
  ResumeDeleteResultSchema,
  ResumePrivacyResultSchema,
  ResumeSaveResultSchema,
  ResumeSchema,
  ResumesWithOwnershipSchema,
  ResumeWatchResultSchema,
  SlugAvailabilitySchema,
  UserResumesResponseSchema,
} from '@/api/resumes/resume-record'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { serviceContext } from '../../core/service-context'
import { validateJson, validateQuery } from '../../core/validate'
import { optionalViewer, requireViewer } from '../../core/viewer'
import { masterGroups, resumesWithOwnership } from './resume-collections'
import { describe, fileResponse, flagRoute, HIDDEN, ID, publicViewer } from './resume-route-parts'
import { cloneResume, createVariation } from './resume-copies'
import { exportResume } from './resume-export'
import { deleteResume, promoteResume, setActiveResume, setMasterResume } from './resume-hierarchy'
import { listOwnedResumes, listPublicResumes, listUserResumes } from './resume-lists'
import { setResumePrivacy } from './resume-privacy-change'
import { getEmbeddedResume, getResume } from './resume-read'
import { slugAvailability } from './resume-slug'
import { unwatchResume, watchResume } from './resume-watches'
import { saveResume, updateResume, updateResumeMetadata } from './resume-write'

/**
 * /api/Resume/* (seed 2 §7 "Resumes", seed 1 §7). Static paths come before /:id. Every read goes through
 * the policy's privacy rule (a hidden resume is a 404 like a missing one); writes need a verified address.
 */
export const resumesRoutes = new Hono<AppEnv>()
  .get(
    '/public',
    describe({
      summary: 'The shared resumes the caller may see, newest first',
      description:
        'Public for everyone; recruiter_only for recruiters, employers and admins; never private or draft.',
      auth: 'optional',
      response: PublicResumeListResponseSchema,
    }),
    validateQuery(PublicResumesQuerySchema),
    publicViewer,
    async (c) => ok(c, await listPublicResumes(c.var.deps.db, c.var.viewer, c.req.valid('query'))),
  )
  .get(
    '/GetResumesOwnedbyAuthUser',
    describe({
      summary: 'Every resume of the caller, master first',
      auth: 'required',
      response: OwnedResumesSchema,
    }),
    ...requireViewer(),
    async (c) => ok(c, await listOwnedResumes(c.var.deps.db, c.var.viewer)),
  )
  .get(
    '/masterGroups',
    describe({
      summary: 'The caller’s resumes grouped: each master or standalone resume with its variations',
      auth: 'required',
      response: MasterGroupsSchema,
    }),
    ...requireViewer(),
    async (c) => ok(c, await masterGroups(c.var.deps.db, c.var.viewer)),
  )
  .get(
    '/withOwnership',
    describe({
      summary: 'Resumes owned, account-owned and tracked by the caller',
      auth: 'required',
      response: ResumesWithOwnershipSchema,
    }),
    ...requireViewer(),
    async (c) => ok(c, await resumesWithOwnership(c.var.deps.db, c.var.viewer)),
  )
  .get(
    '/validateSlug',
    describe({
      summary: 'Whether a slug may be used',
      description:
        'The slug is normalised first; reserved words and id-shaped slugs are refused. `resumeId`’s own slug counts as free.',
      auth: 'required',
      response: SlugAvailabilitySchema,
    }),
    ...requireViewer(),
    validateQuery(ValidateResumeSlugQuerySchema),
    async (c) => {
      const { slug, resumeId } = c.req.valid('query')
      return ok(c, await slugAvailability(c.var.deps.db, slug, resumeId || undefined))
    },
  )
  .post(
    '/Save',
    describe({
      summary: 'Create a resume, or update the one named by `id`',
      description:
        'The body is the resume as JSON, the same double-encoded (a JSON string of it), `{ resumeJson }`, or a bare JSON Resume file. Creating needs the Job Seeker role; the first resume becomes master.',
      auth: 'verified',
      response: ResumeSaveResultSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: creating needs the Job Seeker role; updating needs edit rights.',
        404: HIDDEN,
        409: 'CONFLICT_ERROR: slug taken or reserved; VERSION_CONFLICT: `baseVersion` is not the stored version (`details.version`).',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(ResumeSaveBodySchema),
    async (c) =>
      ok(
        c,
        await saveResume(serviceContext(c), c.var.viewer, c.req.valid('json')),
        RESUME_SUCCESS_TEXTS.saved,
      ),
  )
  .get(
    '/user/:userId',
    describe({
      summary: 'A user’s resumes the caller may see',
      auth: 'required',
      params: { userId: 'The user’s id.' },
      response: UserResumesResponseSchema,
    }),
    ...requireViewer(),
    async (c) => ok(c, await listUserResumes(c.var.deps.db, c.var.viewer, c.req.param('userId'))),
  )
  .get(
    '/embedded/:id',
    describe({
      summary: 'A resume for the embeddable page (public ones; the owner’s own as a preview)',
      auth: 'optional',
      params: ID,
      response: ResumeSchema,
      responses: { 404: HIDDEN },
    }),
    publicViewer,
    async (c) => ok(c, await getEmbeddedResume(serviceContext(c), c.var.viewer, c.req.param('id'))),
  )
  .post(
    '/watch/:id',
    describe({
      summary: 'Track a resume (recruiters, employers, admins)',
      auth: 'verified',
      params: ID,
      response: ResumeWatchResultSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: one’s own resume, or not a recruiter, employer or admin.',
        404: HIDDEN,
      },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await watchResume(serviceContext(c), c.var.viewer, c.req.param('id')),
        RESUME_SUCCESS_TEXTS.watched,
      ),
  )
  .post(
    '/unwatch/:id',
    describe({
      summary: 'Stop tracking a resume',
      auth: 'verified',
      params: ID,
      response: ResumeWatchResultSchema,
      responses: { 404: HIDDEN },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await unwatchResume(serviceContext(c), c.var.viewer, c.req.param('id')),
        RESUME_SUCCESS_TEXTS.unwatched,
      ),
  )
  .get(
    '/:id',
    describe({
      summary: 'A resume by id or slug',
      auth: 'optional',
      params: ID,
      response: ResumeSchema,
      responses: { 404: HIDDEN },
    }),
    // A stale token is a 401, as on GET /api/Job/{id}: what this answers depends on who asks (the owner's private
    // resume, a recruiter's recruiter-only one), so the client must refresh and ask again rather than be answered
    // as a visitor and told the resume does not exist (resumes-expired-token.test.ts).
    optionalViewer(),
    async (c) => ok(c, await getResume(serviceContext(c), c.var.viewer, c.req.param('id'))),
  )
  .put(
    '/:id',
    describe({
      summary: 'Update a resume (body as for Save); `?slug=` also gives it that slug',
      auth: 'verified',
      params: ID,
      response: ResumeSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: no edit rights (privacy needs manage rights).',
        404: HIDDEN,
        409: 'CONFLICT_ERROR: slug taken or reserved; VERSION_CONFLICT: stale `baseVersion`.',
      },
    }),
    ...requireViewer({ verified: true }),
    validateQuery(ResumeUpdateQuerySchema),
    validateJson(ResumeSaveBodySchema),
    async (c) =>
      ok(
        c,
        await updateResume(
          serviceContext(c),
          c.var.viewer,
          c.req.param('id'),
          c.req.valid('json'),
          c.req.valid('query').slug,
        ),
        RESUME_SUCCESS_TEXTS.saved,
      ),
  )
  .put(
    '/:id/metadata',
    describe({
      summary: 'Update a resume’s descriptive fields',
      auth: 'verified',
      params: ID,
      response: ResumeSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: no edit rights.',
        404: HIDDEN,
        409: 'VERSION_CONFLICT: stale `baseVersion`.',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(ResumeMetadataInputSchema),
    async (c) =>
      ok(
        c,
        await updateResumeMetadata(serviceContext(c), c.var.viewer, c.req.param('id'), c.req.valid('json')),
        RESUME_SUCCESS_TEXTS.saved,
      ),
  )
  .delete(
    '/:id',
    describe({
      summary: 'Delete a resume with its variations',
      description:
        'If it was the master, the newest remaining standalone resume becomes master (decision 024).',
      auth: 'verified',
      params: ID,
      response: ResumeDeleteResultSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: not the owner or the account owner.', 404: HIDDEN },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await deleteResume(serviceContext(c), c.var.viewer, c.req.param('id')),
        RESUME_SUCCESS_TEXTS.deleted,
      ),
  )
  .post(
    '/:id/clone',
    describe({
      summary: 'Copy a resume (a standalone draft)',
      auth: 'verified',
      params: ID,
      status: 201,
      response: ResumeSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: not the owner, or not a job seeker.', 404: HIDDEN },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await cloneResume(serviceContext(c), c.var.viewer, c.req.param('id')),
        RESUME_SUCCESS_TEXTS.cloned,
        201,
      ),
  )
  .get(
    '/:id/export',
    describe({
      summary: 'Download a resume as PDF (default) or as its JSON Resume file',
      auth: 'optional',
      params: ID,
      raw: {
        mediaType: 'application/pdf',
        description: 'The PDF, or with format=json the JSON Resume file, as an attachment.',
      },
      responses: { 404: HIDDEN },
    }),
    optionalViewer(),
    validateQuery(ResumeExportQuerySchema),
    async (c) => {
      const file = await exportResume(
        serviceContext(c),
        c.var.viewer,
        c.req.param('id'),
        c.req.valid('query'),
      )
      return fileResponse(c, file)
    },
  )
  .post(
    '/:id/setMaster',
    ...flagRoute(
      'Make a resume the master (a variation is promoted)',
      setMasterResume,
      RESUME_SUCCESS_TEXTS.masterSet,
    ),
  )
  .post(
    '/:id/setActive',
    ...flagRoute('Make a resume the active one', setActiveResume, RESUME_SUCCESS_TEXTS.activeSet),
  )
  .post(
    '/:id/promote',
    ...flagRoute(
      'Promote a variation to master',
      promoteResume,
      RESUME_SUCCESS_TEXTS.promoted,
      'CONFLICT_ERROR: a master or parentless resume cannot be promoted.',
    ),
  )
  .post(
    '/:id/setPrivacy',
    describe({
      summary: 'Set a resume’s privacy',
      auth: 'verified',
      params: ID,
      response: ResumePrivacyResultSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: not the owner or the account owner.', 404: HIDDEN },
    }),
    ...requireViewer({ verified: true }),
    validateJson(SetResumePrivacyInputSchema),
    async (c) =>
      ok(
        c,
        await setResumePrivacy(
          serviceContext(c),
          c.var.viewer,
          c.req.param('id'),
          c.req.valid('json').privacy,
        ),
        RESUME_SUCCESS_TEXTS.privacySet,
      ),
  )
  .post(
    '/:id/createVariation',
    describe({
      summary: 'Make a variation of a resume (a draft with its content)',
      auth: 'verified',
      params: ID,
      status: 201,
      response: ResumeSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: not the owner, or not a job seeker.', 404: HIDDEN },
    }),
    ...requireViewer({ verified: true }),
    validateJson(CreateResumeVariationInputSchema),
    async (c) =>
      ok(
        c,
        await createVariation(serviceContext(c), c.var.viewer, c.req.param('id'), c.req.valid('json').name),
        RESUME_SUCCESS_TEXTS.variationCreated,
        201,
      ),
  )
