import { Hono } from 'hono'
import * as v from 'valibot'
import {
  CandidateListSchema,
  EnrolmentListSchema,
  EnrolmentSchema,
  EnrolResultSchema,
  PreviewSchema,
  SequenceListSchema,
  SequenceSchema,
  UnsubscribeInfoSchema,
} from '@/api/outreach/outreach'
import { OUTREACH_TEXTS } from '@/api/outreach/outreach-fields'
import {
  CandidateQuerySchema,
  EnrolInputSchema,
  PreviewInputSchema,
  SequenceInputSchema,
} from '@/api/outreach/outreach-inputs'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson, validateQuery } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { endEnrolment, enrol, listEnrolments } from './enrolment'
import { assertOutreachUser } from './sequences'
import { listCandidates } from './enrolment-sources'
import { previewSequence } from './preview'
import { createSequence, deleteSequence, getSequence, listSequences, updateSequence } from './sequences'
import { unsubscribe, unsubscribeInfo } from './unsubscribe'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['Outreach'], ...meta })
const ID = { id: 'The sequence id.' }
const NOT_FOUND = 'NOT_FOUND_ERROR: no such sequence of the caller (someone else’s is answered the same).'
const FORBIDDEN = 'AUTHORIZATION_ERROR: outreach is for recruiters and employers.'

/**
 * /api/Outreach (issue 18): the caller's sequences, enrolment and results (hiring roles only), and the
 * unsubscribe calls, which need no session: the token in the mail's link is the authority.
 */
export const outreachRoutes = new Hono<AppEnv>()
  .get(
    '/sequences',
    describe({
      summary: 'The caller’s sequences with their results',
      auth: 'required',
      response: SequenceListSchema,
      responses: { 403: FORBIDDEN },
    }),
    ...requireViewer(),
    async (c) => ok(c, await listSequences(serviceContext(c), c.var.viewer)),
  )
  .post(
    '/sequences',
    describe({
      summary: 'Create a sequence',
      auth: 'verified',
      status: 201,
      response: SequenceSchema,
      responses: { 403: FORBIDDEN },
    }),
    ...requireViewer({ verified: true }),
    validateJson(SequenceInputSchema),
    async (c) =>
      ok(
        c,
        await createSequence(serviceContext(c), c.var.viewer, c.req.valid('json')),
        OUTREACH_TEXTS.created,
        201,
      ),
  )
  .get(
    '/candidates',
    describe({
      summary: 'People the caller may enrol: applicants of their jobs, or a people search',
      auth: 'required',
      response: CandidateListSchema,
      responses: { 403: FORBIDDEN },
    }),
    ...requireViewer(),
    validateQuery(CandidateQuerySchema),
    async (c) => {
      assertOutreachUser(c.var.viewer)
      const query = c.req.valid('query')
      return ok(c, { items: await listCandidates(serviceContext(c), c.var.viewer, query.source, query.q) })
    },
  )
  .get(
    '/sequences/:id',
    describe({
      summary: 'One sequence',
      auth: 'required',
      params: ID,
      response: SequenceSchema,
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', OUTREACH_TEXTS.notFound),
    ...requireViewer(),
    async (c) => ok(c, await getSequence(serviceContext(c), c.var.viewer, c.req.param('id'))),
  )
  .put(
    '/sequences/:id',
    describe({
      summary: 'Replace a sequence’s settings and steps',
      auth: 'verified',
      params: ID,
      response: SequenceSchema,
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', OUTREACH_TEXTS.notFound),
    ...requireViewer({ verified: true }),
    validateJson(SequenceInputSchema),
    async (c) =>
      ok(
        c,
        await updateSequence(serviceContext(c), c.var.viewer, c.req.param('id'), c.req.valid('json')),
        OUTREACH_TEXTS.updated,
      ),
  )
  .delete(
    '/sequences/:id',
    describe({
      summary: 'Delete a sequence',
      auth: 'verified',
      params: ID,
      response: v.object({ id: v.string() }),
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', OUTREACH_TEXTS.notFound),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(c, await deleteSequence(serviceContext(c), c.var.viewer, c.req.param('id')), OUTREACH_TEXTS.deleted),
  )
  .post(
    '/sequences/:id/preview',
    describe({
      summary: 'The steps as one recipient would get them',
      auth: 'required',
      params: ID,
      response: PreviewSchema,
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', OUTREACH_TEXTS.notFound),
    ...requireViewer(),
    validateJson(PreviewInputSchema),
    async (c) =>
      ok(c, await previewSequence(serviceContext(c), c.var.viewer, c.req.param('id'), c.req.valid('json'))),
  )
  .post(
    '/sequences/:id/enrol',
    describe({
      summary: 'Enrol applicants, people or a talent pool',
      description:
        'Only people the caller may contact are enrolled; the others, the unsubscribed and those already in are listed as skipped.',
      auth: 'verified',
      params: ID,
      response: EnrolResultSchema,
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', OUTREACH_TEXTS.notFound),
    ...requireViewer({ verified: true }),
    validateJson(EnrolInputSchema),
    async (c) =>
      ok(
        c,
        await enrol(serviceContext(c), c.var.viewer, c.req.param('id'), c.req.valid('json')),
        OUTREACH_TEXTS.enrolled,
      ),
  )
  .get(
    '/sequences/:id/enrolments',
    describe({
      summary: 'Everyone enrolled, with their status',
      auth: 'required',
      params: ID,
      response: EnrolmentListSchema,
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', OUTREACH_TEXTS.notFound),
    ...requireViewer(),
    async (c) => ok(c, await listEnrolments(serviceContext(c), c.var.viewer, c.req.param('id'))),
  )
  .post(
    '/sequences/:id/enrolments/:enrolmentId/replied',
    describe({
      summary: 'Mark an enrolment replied (stops it)',
      auth: 'verified',
      params: { ...ID, enrolmentId: 'The enrolment id.' },
      response: EnrolmentSchema,
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', OUTREACH_TEXTS.notFound),
    uuidParam('enrolmentId', OUTREACH_TEXTS.enrolmentNotFound),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await endEnrolment(
          serviceContext(c),
          c.var.viewer,
          c.req.param('id'),
          c.req.param('enrolmentId'),
          'replied',
        ),
        OUTREACH_TEXTS.markedReplied,
      ),
  )
  .post(
    '/sequences/:id/enrolments/:enrolmentId/stop',
    describe({
      summary: 'Stop an enrolment',
      auth: 'verified',
      params: { ...ID, enrolmentId: 'The enrolment id.' },
      response: EnrolmentSchema,
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', OUTREACH_TEXTS.notFound),
    uuidParam('enrolmentId', OUTREACH_TEXTS.enrolmentNotFound),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await endEnrolment(
          serviceContext(c),
          c.var.viewer,
          c.req.param('id'),
          c.req.param('enrolmentId'),
          'stopped',
        ),
        OUTREACH_TEXTS.stopped,
      ),
  )
  .get(
    '/unsubscribe/:token/info',
    describe({
      summary: 'Who wrote, for the unsubscribe page',
      auth: 'none',
      params: { token: 'The link’s token.' },
      response: UnsubscribeInfoSchema,
      responses: { 404: OUTREACH_TEXTS.tokenInvalid },
    }),
    async (c) => ok(c, await unsubscribeInfo(c.var.deps.db, c.req.param('token'))),
  )
  .get(
    '/unsubscribe/:token',
    describe({
      summary: 'The mail’s unsubscribe link: opens the confirmation page',
      auth: 'none',
      params: { token: 'The link’s token.' },
      raw: { mediaType: 'text/html', description: 'A redirect (303) to /unsubscribe/{token}.' },
    }),
    // A GET never unsubscribes (mail scanners open links); the page asks, and its button POSTs.
    (c) => c.redirect(`/unsubscribe/${encodeURIComponent(c.req.param('token'))}`, 303),
  )
  .post(
    '/unsubscribe/:token',
    describe({
      summary: 'One-click unsubscribe (RFC 8058)',
      description:
        'No session needed: mail clients POST `List-Unsubscribe=One-Click` here. Takes effect at once, for every sequence.',
      auth: 'none',
      params: { token: 'The link’s token.' },
      response: UnsubscribeInfoSchema,
      responses: { 404: OUTREACH_TEXTS.tokenInvalid },
    }),
    async (c) =>
      ok(c, await unsubscribe(serviceContext(c), c.req.param('token')), OUTREACH_TEXTS.unsubscribed),
  )
